// One schedule's form: weekly on a weekday or monthly on a day 1–28, an hour UTC, the members it goes
// to (of the organization's), and the window. The server checks everything again and names the field.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, MenuItem, Stack, TextField } from '@mui/material';
import { errorMessage, PendingButton } from '@kernel/sdk';
import { messages } from '../messages';
import type { ReportMember, ScheduleInput } from '../reportsApi';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const MONTH_DAYS = Array.from({ length: 28 }, (_, d) => d + 1);
const WINDOWS = Object.keys(messages.windows);

export const NEW_SCHEDULE = (members: ReportMember[], ownerId: number | undefined): ScheduleInput => ({
  frequency: 'weekly',
  day: 1,
  hour: 8,
  recipients: members.filter((m) => m.id === ownerId).map((m) => m.id),
  dateFilter: null,
});

interface Props {
  initial: ScheduleInput;
  members: ReportMember[];
  pending: boolean;
  failed: unknown;
  onSave: (schedule: ScheduleInput) => void;
  onCancel: () => void;
}

export function ScheduleForm({ initial, members, pending, failed, onSave, onCancel }: Props) {
  const [value, setValue] = useState<ScheduleInput>(initial);
  const [touched, setTouched] = useState(false);
  const set = (patch: Partial<ScheduleInput>) => setValue((v) => ({ ...v, ...patch }));
  const noRecipients = value.recipients.length === 0;

  const changeFrequency = (frequency: ScheduleInput['frequency']) =>
    // a weekday (0–6) and a day of the month (1–28) mean different things: start on Monday or the 1st
    set({ frequency, day: 1 });
  const toggle = (id: number, on: boolean) => set({ recipients: on ? [...value.recipients, id] : value.recipients.filter((r) => r !== id) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!noRecipients) onSave(value);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={messages.editSchedule}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField select size="small" label={messages.frequency} value={value.frequency} onChange={(e) => changeFrequency(e.target.value as ScheduleInput['frequency'])} sx={{ minWidth: 130 }}>
          {(['weekly', 'monthly'] as const).map((f) => (
            <MenuItem key={f} value={f}>
              {messages.frequencies[f]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={value.frequency === 'weekly' ? messages.weekday : messages.monthDay} value={value.day} onChange={(e) => set({ day: Number(e.target.value) })} sx={{ minWidth: 150 }}>
          {value.frequency === 'weekly'
            ? messages.weekdays.map((name, day) => (
                <MenuItem key={day} value={day}>
                  {name}
                </MenuItem>
              ))
            : MONTH_DAYS.map((day) => (
                <MenuItem key={day} value={day}>
                  {day}
                </MenuItem>
              ))}
        </TextField>
        <TextField select size="small" label={messages.hour} value={value.hour} onChange={(e) => set({ hour: Number(e.target.value) })} sx={{ minWidth: 130 }}>
          {HOURS.map((h) => (
            <MenuItem key={h} value={h}>
              {messages.hourLabel(h)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField select fullWidth size="small" label={messages.reportWindow} value={value.dateFilter ?? ''} onChange={(e) => set({ dateFilter: e.target.value || null })} sx={{ mb: 2 }}>
        <MenuItem value="">{messages.dashboardWindow}</MenuItem>
        {WINDOWS.map((w) => (
          <MenuItem key={w} value={w}>
            {messages.windows[w]}
          </MenuItem>
        ))}
      </TextField>
      <FormControl component="fieldset" error={touched && noRecipients} sx={{ mb: 1 }}>
        <FormLabel component="legend">{messages.recipients}</FormLabel>
        <FormGroup>
          {members.map((m) => (
            <FormControlLabel
              key={m.id}
              control={<Checkbox size="small" checked={value.recipients.includes(m.id)} onChange={(e) => toggle(m.id, e.target.checked)} />}
              label={m.email ? `${m.name} (${m.email})` : m.name}
            />
          ))}
        </FormGroup>
        {touched && noRecipients && <FormHelperText>{messages.recipientsRequired}</FormHelperText>}
      </FormControl>
      {!!failed && <Alert severity="error" sx={{ mb: 1 }}>{errorMessage(failed, messages.scheduleFailed)}</Alert>}
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button onClick={onCancel}>{messages.cancel}</Button>
        <PendingButton type="submit" variant="contained" pending={pending}>
          {messages.saveSchedule}
        </PendingButton>
      </Stack>
    </Box>
  );
}
