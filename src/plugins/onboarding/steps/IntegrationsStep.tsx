// SETUP_INTEGRATIONS: each integration the template needs (integrationIndex), connected through the
// integrations screen (`?integrations=<name>`, the integrations plugin's) or left for later.
import { Button, Stack, Typography } from '@mui/material';
import { useOpenOverlay } from '@kernel/sdk';
import { goTo, nextIntegration } from '../rules/machine';
import { connectableIntegrations } from '../rules/template';
import { nextFieldIndex } from '../rules/fields';
import { messages } from '../messages';
import { StepActions } from './StepActions';
import type { StepProps } from './types';

const { integrations: text } = messages;

export default function IntegrationsStep({ api, state }: StepProps) {
  const open = useOpenOverlay();
  const list = connectableIntegrations(state.templateIntegrations, state.skipIntegrations);
  const index = Math.min(state.integrationIndex, Math.max(0, list.length - 1));
  const name = list[index];
  const lastField = [...state.templateFields.keys()].reverse().find((i) => nextFieldIndex(state.templateFields, i, state.skipFields) === i);
  const onBack = () =>
    index > 0
      ? api.apply(goTo(state, 'SETUP_INTEGRATIONS', api.ctx(), { integrationIndex: index - 1 }))
      : api.apply(goTo(state, lastField === undefined ? 'SELECT_TEMPLATE' : 'SETUP_TEMPLATE', api.ctx(), { fieldIndex: lastField ?? 0 }));
  const step = (connected: boolean) => api.apply(nextIntegration({ ...state, integrationIndex: index }, connected, api.ctx()));
  if (!name) return <StepActions onBack={onBack}><Button variant="contained" onClick={() => step(false)}>{messages.actions.next}</Button></StepActions>;
  const label = text.names[name] ?? name;
  return (
    <Stack spacing={2}>
      <Typography variant="caption" color="text.secondary">
        {`${index + 1} / ${list.length}`}
      </Typography>
      <Typography>{text.lead(label)}</Typography>
      <Stack direction="row">
        <Button variant="outlined" onClick={() => open('integrations', name)}>
          {text.connect(label)}
        </Button>
      </Stack>
      <StepActions onBack={onBack}>
        <Button onClick={() => step(false)}>{text.later}</Button>
        <Button variant="contained" onClick={() => step(true)}>
          {text.connected}
        </Button>
      </StepActions>
    </Stack>
  );
}
