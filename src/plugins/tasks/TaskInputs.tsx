// The campaign form's inputs (createTask, editTask, taskSettings, the upload wizard's first step):
// who calls from which number, when (days, hours, time zone), how many at once, the retries and the
// start. `only="settings"` shows what may change while a campaign runs.
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, MenuItem, Radio, RadioGroup, Stack } from '@mui/material';
import { useInput } from 'react-admin';
import { FormTextField } from '@kernel/sdk';
import { messages } from './messages';
import { CONCURRENCY, DELAY_MINUTES, RETRY_MAX } from './rules/taskForm';
import { useTaskChoices } from './useTasks';

const label = (field: keyof typeof messages.fields) => messages.fields[field];
const toNumber = (value: unknown) => (value === '' || value == null ? '' : Number(value));

function DaysInput() {
  const { field, fieldState, formState } = useInput({ source: 'days' });
  const days: number[] = Array.isArray(field.value) ? field.value : [];
  const shown = fieldState.error?.message && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error.message : undefined;
  const toggle = (day: number) => field.onChange(days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort());
  return (
    <FormControl component="fieldset" error={!!shown}>
      <FormLabel component="legend">{label('days')}</FormLabel>
      <FormGroup row>
        {messages.days.map((name, day) => (
          <FormControlLabel key={name} control={<Checkbox size="small" checked={days.includes(day)} onChange={() => toggle(day)} onBlur={field.onBlur} />} label={name} />
        ))}
      </FormGroup>
      {shown && <FormHelperText>{shown}</FormHelperText>}
    </FormControl>
  );
}

function StartInput() {
  const { field } = useInput({ source: 'startMode' });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
      <FormControl component="fieldset">
        <FormLabel component="legend">{label('startMode')}</FormLabel>
        <RadioGroup row value={field.value ?? 'now'} onChange={(event) => field.onChange(event.target.value)}>
          <FormControlLabel value="now" control={<Radio size="small" />} label={messages.startNow} />
          <FormControlLabel value="later" control={<Radio size="small" />} label={messages.startLater} />
        </RadioGroup>
      </FormControl>
      {field.value === 'later' && (
        <FormTextField source="startAt" type="datetime-local" size="small" label={label('startAt')} slotProps={{ inputLabel: { shrink: true } }} />
      )}
    </Stack>
  );
}

function WhoInputs() {
  const { agents, numbers } = useTaskChoices();
  return (
    <>
      <FormTextField source="name" label={label('name')} size="small" fullWidth required />
      <FormTextField source="agentId" select label={label('agentId')} size="small" fullWidth parse={toNumber}
        disabled={agents.isPending} helperText={agents.data?.length === 0 ? messages.noAgent : undefined}>
        {(agents.data ?? []).map((agent) => (
          <MenuItem key={agent.id} value={agent.id}>{agent.name}</MenuItem>
        ))}
      </FormTextField>
      <FormTextField source="fromNumber" select label={label('fromNumber')} size="small" fullWidth
        disabled={numbers.isPending} helperText={numbers.data?.length === 0 ? messages.noNumber : undefined}>
        {(numbers.data ?? []).map((number) => (
          <MenuItem key={number.id} value={number.id}>{number.name}</MenuItem>
        ))}
      </FormTextField>
      <FormTextField source="timezone" label={label('timezone')} size="small" fullWidth helperText={messages.timezoneHint} />
    </>
  );
}

function SettingsInputs() {
  const number = (min: number, max: number) => ({ type: 'number', size: 'small' as const, parse: toNumber, slotProps: { htmlInput: { min, max } } });
  return (
    <>
      <DaysInput />
      <Stack direction="row" spacing={2}>
        <FormTextField source="windowStart" type="time" label={label('windowStart')} size="small" dependents={['windowEnd']} slotProps={{ inputLabel: { shrink: true } }} />
        <FormTextField source="windowEnd" type="time" label={label('windowEnd')} size="small" slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      <FormTextField source="concurrency" label={label('concurrency')} {...number(CONCURRENCY.min, CONCURRENCY.max)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField source="noAnswerMax" label={label('noAnswerMax')} {...number(0, RETRY_MAX)} />
        <FormTextField source="noAnswerDelay" label={label('noAnswerDelay')} {...number(DELAY_MINUTES.min, DELAY_MINUTES.max)} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField source="busyMax" label={label('busyMax')} {...number(0, RETRY_MAX)} />
        <FormTextField source="busyDelay" label={label('busyDelay')} {...number(DELAY_MINUTES.min, DELAY_MINUTES.max)} />
      </Stack>
    </>
  );
}

export function TaskInputs({ only }: { only?: 'settings' | 'edit' }) {
  return (
    <Stack spacing={2}>
      {only === 'edit' && <FormTextField source="name" label={label('name')} size="small" fullWidth required />}
      {!only && <WhoInputs />}
      <SettingsInputs />
      {!only && <StartInput />}
    </Stack>
  );
}
