// The Metrics page's date range: each metric's own window (the default), a preset or a custom
// range. The URL holds the range; a custom range being typed stays here until it is one.
import { useState } from 'react';
import type { DateFilter } from '@kernel/sdk';
import { messages } from './messages';
import { WindowInput, windowFilterOf, windowStateOf, type WindowState } from './overlays/WindowInput';

const EACH = 'each';

export function PageRangeInput({ value, onChange }: { value: DateFilter | undefined; onChange: (next: DateFilter | undefined) => void }) {
  const [state, setState] = useState<WindowState>(() => (value === undefined ? { ...windowStateOf(undefined), choice: EACH } : windowStateOf(value)));
  const change = (next: WindowState) => {
    setState(next);
    if (next.choice === EACH) return onChange(undefined);
    const filter = windowFilterOf(next);
    if (filter) onChange(filter);
  };
  return <WindowInput value={state} onChange={change} label={messages.range} first={{ value: EACH, label: messages.eachWindow }} size="small" />;
}
