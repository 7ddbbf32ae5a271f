// TEST_AGENT: a test call to the agent's new number on the demo carrier, its transcript shown. Where
// the demo carrier is not there (a real carrier), the agents plugin's test chat instead.
import { Alert, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { PendingButton, useConfirmedAction, useOpenOverlay } from '@kernel/sdk';
import { formatPhone } from '../../../shared/phoneFormat';
import { TEST_CALLER } from '../constants';
import type { TestCall } from '../api/onboardingAdapter';
import { nextAfterAgent } from '../rules/machine';
import { messages } from '../messages';
import { RESOURCE, useOnboardingProvider } from '../useOnboardingProvider';
import { StepActions } from './StepActions';
import type { StepProps } from './types';

const { test: text } = messages;
const notFound = (e: unknown) => typeof e === 'object' && e !== null && (e as { status?: number }).status === 404;

export default function TestAgentStep({ api, state }: StepProps) {
  const dataProvider = useOnboardingProvider();
  const open = useOpenOverlay();
  const [call, setCall] = useState<TestCall | null>(null);
  const action = useConfirmedAction(text.failed);
  const number = state.phoneNumber;

  const onCall = async () => {
    if (!number) return;
    const done = await action.run(async () => setCall((await dataProvider.testCall(RESOURCE, { from: TEST_CALLER, to: number, turns: [...text.turns] })).data));
    if (done) void api.finishWalkthroughTask('TEST_AGENT');
  };
  const next = () => api.apply(nextAfterAgent(state, api.ctx(), call ? { testCallDone: true } : {}));

  return (
    <Stack spacing={2}>
      <Typography>{number ? text.lead(formatPhone(number)) : text.noNumber}</Typography>
      {number && !call ? (
        <Stack direction="row">
          <PendingButton pending={action.pending} onClick={() => void onCall()}>
            {text.call}
          </PendingButton>
        </Stack>
      ) : null}
      {action.failed ? <Alert severity={notFound(action.failed) ? 'info' : 'error'}>{notFound(action.failed) ? text.demoOnly : text.failed}</Alert> : null}
      {(!number || notFound(action.failed)) && state.agentId !== null ? (
        <Stack direction="row">
          <Button variant="outlined" onClick={() => open('testAgent', state.agentId!)}>
            {text.openChat}
          </Button>
        </Stack>
      ) : null}
      {call ? (
        <>
          <Typography variant="caption" color="text.secondary">{text.carrier(call.carrier)}</Typography>
          <List dense aria-label={text.call}>
            {call.transcript.map((line, i) => (
              <ListItem key={i} disableGutters>
                <ListItemText primary={line.text} secondary={line.role === 'agent' ? text.agent : text.caller} />
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
      <StepActions>
        <Button variant={call ? 'contained' : 'text'} onClick={next}>
          {call ? messages.actions.next : messages.actions.skip}
        </Button>
      </StepActions>
    </Stack>
  );
}
