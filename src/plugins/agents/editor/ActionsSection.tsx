// The actions of the campaign (each with a name): description, a transfer target, interaction scoring.
import { Button, Checkbox, FormControlLabel, IconButton, Paper, Stack, TextField } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { messages } from '../messages';
import type { CampaignAction } from '../rules/campaign';
import { Section } from './Section';
import type { AgentEditor } from './useAgentEditor';

const { fields, buttons } = messages;

export function ActionsSection({ agent }: { agent: AgentEditor }) {
  const { editor, controller } = agent;
  const actions = editor.campaign.actions;
  const set = (next: CampaignAction[]) => controller.change({ actions: next });
  const patch = (index: number, change: Partial<CampaignAction>) => set(actions.map((a, i) => (i === index ? { ...a, ...change } : a)));
  const transferOf = (a: CampaignAction) => (a.transfer && typeof a.transfer === 'object' ? (a.transfer as { to?: string; message?: string }) : null);
  return (
    <Section title={messages.sections.actions} action={<Button onClick={() => set([...actions, { name: `${fields.actionName} ${actions.length + 1}` }])}>{buttons.addAction}</Button>}>
      <Stack spacing={1}>
        {actions.map((action, index) => {
          const transfer = transferOf(action);
          return (
            <Paper key={index} variant="outlined" sx={{ p: 1.5 }}>
              <Stack spacing={1}>
                <Stack direction="row" spacing={1}>
                  <TextField size="small" label={fields.actionName} value={action.name} required error={!action.name.trim()} onChange={(e) => patch(index, { name: e.target.value })} fullWidth />
                  <IconButton aria-label={`${buttons.removeAction}: ${action.name}`} onClick={() => set(actions.filter((_, i) => i !== index))}>
                    <DeleteIcon />
                  </IconButton>
                </Stack>
                <TextField size="small" label={fields.actionDescription} value={action.description ?? ''} onChange={(e) => patch(index, { description: e.target.value })} multiline />
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TextField
                    size="small"
                    label={fields.transferTo}
                    value={transfer?.to ?? ''}
                    onChange={(e) => patch(index, { transfer: e.target.value ? { ...transfer, to: e.target.value } : undefined })}
                  />
                  <FormControlLabel
                    control={<Checkbox checked={action.scoreInteraction === true} onChange={(e) => patch(index, { scoreInteraction: e.target.checked || undefined })} />}
                    label={fields.scoreInteraction}
                  />
                </Stack>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Section>
  );
}
