// The metric form's window choices ↔ date filters (spec 1 §5). Presets are moving windows; anything
// else is a custom range.
import { DEFAULT_DATE_FILTER, type DateFilter } from '@kernel/sdk';

export const WINDOW_PRESETS: Record<string, DateFilter> = {
  'last 7 days': { type: 'moving', lastN: 7, unit: 'day' },
  'last 30 days': DEFAULT_DATE_FILTER,
  'last 90 days': { type: 'moving', lastN: 90, unit: 'day' },
  'last 1 year': { type: 'moving', lastN: 1, unit: 'year' },
};
export const CUSTOM = 'custom';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The preset a filter is, `custom` for a range, the default preset when absent. */
export function windowChoiceOf(filter: DateFilter | undefined): string {
  if (filter === undefined) return 'last 30 days';
  const preset = Object.entries(WINDOW_PRESETS).find(([, f]) => same(f, filter));
  if (preset) return preset[0];
  if (typeof filter === 'string' && filter in WINDOW_PRESETS) return filter;
  return CUSTOM;
}
