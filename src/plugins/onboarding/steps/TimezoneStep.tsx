// SELECT_TIMEZONE: typed or picked; matched by zone name, label, part of a name or an offset (UTC+5),
// else UTC (spec 1 §4.6, §5). The match shows before it is saved.
import { useState } from 'react';
import { Autocomplete, Button, Stack, TextField } from '@mui/material';
import { setTimezone, goTo } from '../rules/machine';
import { matchTimezone, TIMEZONES } from '../rules/timezones';
import { messages } from '../messages';
import { StepActions } from './StepActions';
import type { StepProps } from './types';

const NAMES = TIMEZONES.flatMap((z) => z.utc.map((name) => `${name} (${z.value})`));
const browserZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || '';
  } catch {
    return '';
  }
};

export default function TimezoneStep({ api, state }: StepProps) {
  const [input, setInput] = useState(state.timezone ?? browserZone());
  const typed = input.replace(/\s\(.*\)$/, '');
  const onBack = () => api.apply(goTo(state, state.method === 'BUILD_FROM_SCRATCH' ? 'GENERATE_AGENT' : state.templateFields.length ? 'SETUP_TEMPLATE' : 'SELECT_TEMPLATE', api.ctx()));
  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      aria-label={messages.steps.SELECT_TIMEZONE}
      onSubmit={(e) => {
        e.preventDefault();
        api.apply(setTimezone(state, typed, api.ctx()));
      }}
    >
      <Autocomplete
        freeSolo
        options={NAMES}
        inputValue={input}
        onInputChange={(_e, value) => setInput(value)}
        renderInput={(params) => (
          <TextField {...params} autoFocus label={messages.timezone.label} helperText={`${messages.timezone.hint} ${messages.timezone.matched(matchTimezone(typed))}`} />
        )}
      />
      <StepActions onBack={onBack}>
        <Button type="submit" variant="contained">
          {messages.actions.next}
        </Button>
      </StepActions>
    </Stack>
  );
}
