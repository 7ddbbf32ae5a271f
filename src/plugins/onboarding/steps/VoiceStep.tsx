// SELECT_VOICE: the voice catalogue (the default voice preselected). From scratch the agent exists
// already, so its campaign takes the voice now; from a template the voice goes with the creation.
import { useState } from 'react';
import { Alert, FormControlLabel, Radio, RadioGroup, Skeleton, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { PendingButton, useConfirmedAction } from '@kernel/sdk';
import { DEFAULT_VOICE_ID } from '../constants';
import { goTo, setVoice } from '../rules/machine';
import { messages } from '../messages';
import { RESOURCE, useOnboardingProvider } from '../useOnboardingProvider';
import { StepActions } from './StepActions';
import type { StepProps } from './types';

export default function VoiceStep({ api, state }: StepProps) {
  const dataProvider = useOnboardingProvider();
  const voices = useQuery({ queryKey: [RESOURCE, 'voices'], queryFn: async () => (await dataProvider.listVoices(RESOURCE)).data });
  const [picked, setPicked] = useState<string | null>(state.agentVoice);
  const save = useConfirmedAction(messages.generate.failed);
  const voice = picked ?? voices.data?.defaultVoiceId ?? DEFAULT_VOICE_ID;
  const onNext = async () => {
    const agentId = state.agentId;
    const done = agentId === null || (await save.run(() => dataProvider.saveAgentSettings(RESOURCE, { agentId, voice })));
    if (done) api.apply(setVoice(state, voice, api.ctx()));
  };
  const back = state.method === 'BUILD_FROM_SCRATCH' ? 'GENERATE_AGENT' : state.skipTimezoneStep ? 'SETUP_TEMPLATE' : 'SELECT_TIMEZONE';
  return (
    <Stack spacing={2}>
      {voices.isPending ? <Skeleton variant="rounded" height={120} role="progressbar" aria-label={messages.loading} /> : null}
      {voices.error ? <Alert severity="warning">{messages.voice.failed}</Alert> : null}
      {voices.data ? (
        <RadioGroup aria-label={messages.voice.label} value={voice} onChange={(e) => setPicked(e.target.value)}>
          {voices.data.voices.map((v) => (
            <FormControlLabel
              key={v.id}
              value={v.id}
              control={<Radio size="small" />}
              label={[v.name, v.language, v.description, v.id === voices.data.defaultVoiceId ? messages.voice.defaultVoice : null].filter(Boolean).join(' · ')}
            />
          ))}
        </RadioGroup>
      ) : null}
      {save.failed ? <Alert severity="error">{messages.generate.failed}</Alert> : null}
      <StepActions onBack={state.agentId === null ? () => api.apply(goTo(state, back, api.ctx())) : undefined}>
        <PendingButton pending={save.pending} onClick={() => void onNext()}>
          {messages.actions.next}
        </PendingButton>
      </StepActions>
    </Stack>
  );
}
