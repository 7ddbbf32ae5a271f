// EDIT_AGENT: what the new agent says (its instructions, voice, time zone), with the agents plugin's
// editor one click away (`?editAgent=<id>`).
import { Alert, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useOpenOverlay } from '@kernel/sdk';
import { nextAfterAgent } from '../rules/machine';
import { messages } from '../messages';
import { RESOURCE, useOnboardingProvider } from '../useOnboardingProvider';
import { StepActions } from './StepActions';
import type { StepProps } from './types';

const { edit: text } = messages;

export default function EditAgentStep({ api, state }: StepProps) {
  const dataProvider = useOnboardingProvider();
  const open = useOpenOverlay();
  const agentId = state.agentId;
  const agent = useQuery({
    queryKey: [RESOURCE, 'agent', agentId],
    queryFn: async () => (await dataProvider.getAgent(RESOURCE, { agentId: agentId! })).data,
    enabled: agentId !== null,
  });
  return (
    <Stack spacing={2}>
      <Typography>{text.lead}</Typography>
      {agent.isLoading ? <Skeleton variant="rounded" height={120} role="progressbar" aria-label={messages.loading} /> : null}
      {agent.error ? <Alert severity="error">{text.failed}</Alert> : null}
      {agent.data ? <Typography variant="subtitle1" component="h3">{agent.data.agentName}</Typography> : null}
      {agent.data ? (
        <Stack spacing={1} component="dl" sx={{ m: 0, '& dd': { m: 0 } }}>
          <Typography component="dt" variant="caption" color="text.secondary">{text.prompt}</Typography>
          <Typography component="dd" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 200, overflow: 'auto' }}>
            {agent.data.agentInstructions}
          </Typography>
          <Typography component="dt" variant="caption" color="text.secondary">{text.voice}</Typography>
          <Typography component="dd" variant="body2">{agent.data.voice ?? '—'}</Typography>
          <Typography component="dt" variant="caption" color="text.secondary">{text.timezone}</Typography>
          <Typography component="dd" variant="body2">{agent.data.timezone ?? '—'}</Typography>
        </Stack>
      ) : null}
      <StepActions>
        {agentId !== null ? <Button onClick={() => open('editAgent', agentId)}>{text.open}</Button> : null}
        <Button variant="contained" onClick={() => api.apply(nextAfterAgent(state, api.ctx()))}>
          {messages.actions.next}
        </Button>
      </StepActions>
    </Stack>
  );
}
