// One schedule's form: weekly on a weekday or monthly on a day 1–28, an hour UTC, the members it goes
// to (of the organization's), and the window. The kit's DialogForm: the server checks everything
// again, and a refusal naming a field shows on it.
import type { ReactNode } from 'react';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useInput, ValidationError } from 'react-admin';
import { DialogForm, FormTextField } from '@kernel/sdk';
import { messages } from '../messages';
import { scheduleMessages } from '../scheduleMessages';
import type { ReportMember, ScheduleInput } from '../reportsApi';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const MONTH_DAYS = Array.from({ length: 28 }, (_, d) => d + 1);
const WINDOWS = Object.keys(messages.windows);

type Values = ScheduleInput & Record<string, unknown>;

export const NEW_SCHEDULE = (members: ReportMember[], ownerId: number | undefined): ScheduleInput => ({
  frequency: 'weekly',
  day: 1,
  hour: 8,
  recipients: members.filter((m) => m.id === ownerId).map((m) => m.id),
  dateFilter: null,
});

/** The schedule's own fields (an edited schedule's record also carries its id, description, runs…). */
const scheduleOf = ({ frequency, day, hour, recipients, dateFilter }: ScheduleInput): ScheduleInput => ({ frequency, day, hour, recipients, dateFilter });

const validate = (values: Record<string, unknown>) =>
  Array.isArray(values.recipients) && values.recipients.length > 0 ? {} : { recipients: scheduleMessages.recipientsRequired };

interface Props {
  initial: ScheduleInput;
  members: ReportMember[];
  /** shown above the fields */
  header?: ReactNode;
  /** the save: rejects with the server's error */
  onSave: (schedule: ScheduleInput) => Promise<unknown>;
  onCancel: () => void;
}

export function ScheduleForm({ initial, members, header, onSave, onCancel }: Props) {
  return (
    <DialogForm<Values>
      label={scheduleMessages.editSchedule}
      record={initial as Values}
      validate={validate}
      failed={scheduleMessages.scheduleFailed}
      // the message stays above the form or on its field, as before: no toast on top
      toastFailure={false}
      saveLabel={scheduleMessages.saveSchedule}
      cancelLabel={messages.cancel}
      onSubmit={(values) => onSave(scheduleOf(values))}
      onCancel={onCancel}
    >
      {header}
      <ScheduleFields members={members} />
    </DialogForm>
  );
}

function ScheduleFields({ members }: { members: ReportMember[] }) {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <WhenInputs />
        <FormTextField select size="small" source="hour" label={scheduleMessages.hour} sx={{ minWidth: 130 }}>
          {HOURS.map((h) => (
            <MenuItem key={h} value={h}>
              {scheduleMessages.hourLabel(h)}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
      <FormTextField
        select
        fullWidth
        size="small"
        source="dateFilter"
        label={scheduleMessages.reportWindow}
        format={(value) => value ?? ''}
        parse={(value) => value || null}
        sx={{ mb: 2 }}
      >
        <MenuItem value="">{scheduleMessages.dashboardWindow}</MenuItem>
        {WINDOWS.map((w) => (
          <MenuItem key={w} value={w}>
            {messages.windows[w]}
          </MenuItem>
        ))}
      </FormTextField>
      <RecipientsInput members={members} />
    </>
  );
}

/** The frequency and the day it means: a weekday or a day of the month. */
function WhenInputs() {
  const frequency = useInput<ScheduleInput['frequency']>({ source: 'frequency' });
  const day = useInput<number>({ source: 'day' });
  const weekly = frequency.field.value === 'weekly';
  const changeFrequency = (next: ScheduleInput['frequency']) => {
    frequency.field.onChange(next);
    // a weekday (0–6) and a day of the month (1–28) mean different things: start on Monday or the 1st
    day.field.onChange(1);
  };
  return (
    <>
      <TextField select size="small" label={scheduleMessages.frequency} value={frequency.field.value} onChange={(e) => changeFrequency(e.target.value as ScheduleInput['frequency'])} sx={{ minWidth: 130 }}>
        {(['weekly', 'monthly'] as const).map((f) => (
          <MenuItem key={f} value={f}>
            {scheduleMessages.frequencies[f]}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label={weekly ? scheduleMessages.weekday : scheduleMessages.monthDay} value={day.field.value} onChange={(e) => day.field.onChange(Number(e.target.value))} sx={{ minWidth: 150 }}>
        {weekly
          ? scheduleMessages.weekdays.map((name, d) => (
              <MenuItem key={d} value={d}>
                {name}
              </MenuItem>
            ))
          : MONTH_DAYS.map((d) => (
              <MenuItem key={d} value={d}>
                {d}
              </MenuItem>
            ))}
      </TextField>
    </>
  );
}

function RecipientsInput({ members }: { members: ReportMember[] }) {
  const { field, fieldState, formState } = useInput<number[]>({ source: 'recipients' });
  const chosen: number[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (id: number, on: boolean) => field.onChange(on ? [...chosen, id] : chosen.filter((r) => r !== id));
  const error = formState.isSubmitted ? fieldState.error?.message : undefined;
  return (
    <FormControl component="fieldset" error={!!error} sx={{ mb: 1 }}>
      <FormLabel component="legend">{scheduleMessages.recipients}</FormLabel>
      <FormGroup>
        {members.map((m) => (
          <FormControlLabel
            key={m.id}
            control={<Checkbox size="small" checked={chosen.includes(m.id)} onChange={(e) => toggle(m.id, e.target.checked)} />}
            label={m.email ? `${m.name} (${m.email})` : m.name}
          />
        ))}
      </FormGroup>
      {error && (
        <FormHelperText>
          <ValidationError error={error} />
        </FormHelperText>
      )}
    </FormControl>
  );
}
