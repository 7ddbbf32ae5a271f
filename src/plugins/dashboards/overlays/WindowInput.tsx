// A window: a preset moving window (the date picker's choices) or a custom date range; the metric
// form's, and the Metrics page's date range.
import { MenuItem, Stack, TextField } from '@mui/material';
import type { DateFilter } from '@kernel/sdk';
import { messages } from '../messages';
import { rangeFilter, rangeInputs } from '../rules';
import { CUSTOM, WINDOW_PRESETS, windowChoiceOf } from '../windows';

export interface WindowState {
  choice: string;
  start: string;
  end: string;
}

export function windowStateOf(filter: DateFilter | undefined): WindowState {
  const range = rangeInputs(filter);
  const today = new Date().toISOString().slice(0, 10);
  return { choice: windowChoiceOf(filter), start: range?.start ?? today, end: range?.end ?? today };
}

/** The state as a date filter; null when the custom range is not a range. */
export function windowFilterOf(state: WindowState): DateFilter | null {
  return state.choice === CUSTOM ? rangeFilter(state.start, state.end) : (WINDOW_PRESETS[state.choice] ?? null);
}

interface WindowInputProps {
  value: WindowState;
  onChange: (next: WindowState) => void;
  /** default: "Window" */
  label?: string;
  /** a choice before the presets (the Metrics page's "each metric's own window") */
  first?: { value: string; label: string };
  size?: 'small' | 'medium';
}

export function WindowInput({ value, onChange, label = messages.window, first, size }: WindowInputProps) {
  const invalid = value.choice === CUSTOM && windowFilterOf(value) === null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <TextField select size={size} label={label} value={value.choice} onChange={(e) => onChange({ ...value, choice: e.target.value })} sx={{ minWidth: 180 }}>
        {first ? <MenuItem value={first.value}>{first.label}</MenuItem> : null}
        {Object.keys(WINDOW_PRESETS).map((choice) => (
          <MenuItem key={choice} value={choice}>
            {messages.windows[choice] ?? choice}
          </MenuItem>
        ))}
        <MenuItem value={CUSTOM}>{messages.customRange}</MenuItem>
      </TextField>
      {value.choice === CUSTOM && (
        <>
          <TextField
            type="date"
            size={size}
            label={messages.start}
            value={value.start}
            onChange={(e) => onChange({ ...value, start: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size={size}
            label={messages.end}
            value={value.end}
            error={invalid}
            helperText={invalid ? messages.rangeInvalid : undefined}
            onChange={(e) => onChange({ ...value, end: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
    </Stack>
  );
}
