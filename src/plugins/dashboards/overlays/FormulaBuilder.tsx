// The formula builder: the formula's text plus the fields, functions and operators to click, each
// inserted where the cursor is; the formula's first problem shows under it as the user types.
import { useRef } from 'react';
import { Chip, Stack, TextField, Typography } from '@mui/material';
import { FORMULA_FUNCTIONS, FORMULA_OPERATORS } from '@kernel/sdk';
import { messages } from '../messages';
import { insertAt, METRIC_FIELDS } from '../rules';

interface FormulaBuilderProps {
  value: string;
  onChange: (formula: string) => void;
  /** the formula's problems now (the spec's messages); none: the hint shows */
  problems?: readonly string[];
}

export function FormulaBuilder({ value, onChange, problems = [] }: FormulaBuilderProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const insert = (text: string) => {
    const at = input.current?.selectionStart ?? value.length;
    const next = insertAt(value, at, text);
    onChange(next.formula);
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(next.cursor, next.cursor);
    });
  };
  const group = (title: string, items: readonly { key: string; label: string; text: string }[]) => (
    <Stack spacing={0.5}>
      <Typography variant="caption" color="text.secondary">
        {title}
      </Typography>
      <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap role="group" aria-label={title}>
        {items.map((item) => (
          <Chip key={item.key} size="small" label={item.label} onClick={() => insert(item.text)} />
        ))}
      </Stack>
    </Stack>
  );
  return (
    <Stack spacing={1}>
      <TextField
        label={messages.formula}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputRef={input}
        error={problems.length > 0}
        helperText={problems[0] ?? messages.formulaHint}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      {group(messages.fields, METRIC_FIELDS.map((f) => ({ key: f, label: f, text: f })))}
      {group(messages.functions, FORMULA_FUNCTIONS.map((f) => ({ key: f.name, label: `${f.name}(${f.args})`, text: `${f.name}(` })))}
      {group(messages.operators, FORMULA_OPERATORS.map((o) => ({ key: o, label: o, text: o })))}
    </Stack>
  );
}
