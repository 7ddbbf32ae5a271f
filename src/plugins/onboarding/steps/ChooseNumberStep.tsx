// CHOOSE_NUMBER: search numbers by area code and give one to the new agent (the numbers API, with
// the step's Idempotency-Key so a retried click buys one number).
import { useMemo, useState } from 'react';
import { Alert, Button, FormControlLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { PendingButton, useConfirmedAction } from '@kernel/sdk';
import { formatPhone } from '../../../shared/phoneFormat';
import { nextAfterAgent } from '../rules/machine';
import type { OfferedNumber } from '../api/onboardingAdapter';
import { messages } from '../messages';
import { RESOURCE, useOnboardingProvider } from '../useOnboardingProvider';
import { StepActions } from './StepActions';
import type { StepProps } from './types';

const { number: text } = messages;

export default function ChooseNumberStep({ api, state }: StepProps) {
  const dataProvider = useOnboardingProvider();
  const key = useMemo(() => `onboarding-number-${state.agentId}-${Date.now()}`, [state.agentId]);
  const [prefix, setPrefix] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [offered, setOffered] = useState<OfferedNumber[] | null>(null);
  const [picked, setPicked] = useState('');
  const search = useConfirmedAction(text.searchFailed);
  const assign = useConfirmedAction(text.failed);

  const onSearch = async () => {
    if (!/^\d{1,10}$/.test(prefix.trim())) return setInvalid(true);
    setInvalid(false);
    setPicked('');
    await search.run(async () => setOffered((await dataProvider.searchNumbers(RESOURCE, { prefix: prefix.trim() })).data));
  };
  const onAssign = async () => {
    if (state.agentId === null) return;
    const agentId = state.agentId;
    let number = '';
    const done = await assign.run(async () => {
      number = (await dataProvider.assignNumber(RESOURCE, { number: picked, agentId, key })).data.number;
    });
    if (done) {
      void api.finishWalkthroughTask('ADD_NUMBER');
      api.apply(nextAfterAgent(state, api.ctx(), { phoneNumber: number }));
    }
  };

  if (state.phoneNumber) {
    return (
      <Stack spacing={2}>
        <Typography>{text.got(formatPhone(state.phoneNumber))}</Typography>
        <StepActions>
          <Button variant="contained" onClick={() => api.apply(nextAfterAgent(state, api.ctx()))}>
            {messages.actions.next}
          </Button>
        </StepActions>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography>{text.lead}</Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        component="form"
        noValidate
        aria-label={text.search}
        onSubmit={(e) => {
          e.preventDefault();
          void onSearch();
        }}
      >
        <TextField
          size="small"
          label={text.prefix}
          value={prefix}
          onChange={(e) => setPrefix(e.target.value)}
          error={invalid}
          helperText={invalid ? text.invalid : text.prefixHint}
          inputProps={{ inputMode: 'numeric', maxLength: 10 }}
        />
        <PendingButton type="submit" pending={search.pending} sx={{ alignSelf: 'flex-start' }}>
          {text.search}
        </PendingButton>
      </Stack>
      {search.failed ? <Alert severity="error">{text.searchFailed}</Alert> : null}
      {offered && offered.length === 0 ? <Typography color="text.secondary">{text.none}</Typography> : null}
      {offered && offered.length > 0 ? (
        <RadioGroup aria-label={text.get} value={picked} onChange={(e) => setPicked(e.target.value)}>
          {offered.map((n) => (
            <FormControlLabel
              key={n.number}
              value={n.number}
              control={<Radio size="small" />}
              label={[formatPhone(n.number), [n.locality, n.region].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}
            />
          ))}
        </RadioGroup>
      ) : null}
      {assign.failed ? <Alert severity="error">{assign.failed instanceof Error ? assign.failed.message : text.failed}</Alert> : null}
      <StepActions>
        <Button onClick={() => api.apply(nextAfterAgent(state, api.ctx()))}>{messages.actions.skip}</Button>
        <PendingButton pending={assign.pending} disabled={!picked || state.agentId === null} onClick={() => void onAssign()}>
          {text.get}
        </PendingButton>
      </StepActions>
    </Stack>
  );
}
