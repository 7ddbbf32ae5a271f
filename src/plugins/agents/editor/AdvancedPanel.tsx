// Advanced: actions (with transfers and interaction scoring), apps and their enabled functions, and
// whether transfers are confirmed.
import { FormControlLabel, Stack, Switch } from '@mui/material';
import { messages } from '../messages';
import { ActionsSection } from './ActionsSection';
import { AppsSection } from './AppsSection';
import type { AgentEditor } from './useAgentEditor';

export function AdvancedPanel({ agent }: { agent: AgentEditor }) {
  const { editor, controller } = agent;
  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <ActionsSection agent={agent} />
      <AppsSection agent={agent} />
      <FormControlLabel
        control={<Switch checked={editor.campaign.confirmTransfers} onChange={(e) => controller.change({ confirmTransfers: e.target.checked })} />}
        label={messages.fields.confirmTransfers}
      />
    </Stack>
  );
}
