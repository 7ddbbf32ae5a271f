// The actions of the campaign (each with a name): a row per action with its transfer and scoring;
// the actions, action edit, action info and routes modals (lazy, in ../actions/) change and explain them.
import { lazy, Suspense, useState } from 'react';
import { Button, Chip, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { messages } from '../messages';
import type { CampaignAction } from '../rules/campaign';
import { Section } from './Section';
import type { AgentEditor } from './useAgentEditor';

const ActionEditDialog = lazy(() => import('../actions/ActionEditDialog'));
const ActionInfoDialog = lazy(() => import('../actions/ActionInfoDialog'));
const RoutesDialog = lazy(() => import('../actions/RoutesDialog'));
const ActionsDialog = lazy(() => import('../actions/ActionsDialog'));

const { fields, buttons } = messages;
type Open = { kind: 'edit' | 'info'; index: number } | { kind: 'routes' } | { kind: 'actions' } | null;

export function ActionsSection({ agent }: { agent: AgentEditor }) {
  const { editor, controller } = agent;
  const actions = editor.campaign.actions;
  const [open, setOpen] = useState<Open>(null);
  const set = (next: CampaignAction[]) => controller.change({ actions: next });
  const add = () => {
    set([...actions, { name: `${fields.actionName} ${actions.length + 1}` }]);
    setOpen({ kind: 'edit', index: actions.length });
  };
  const current = open && (open.kind === 'edit' || open.kind === 'info') ? actions[open.index] : undefined;
  return (
    <Section
      title={messages.sections.actions}
      action={
        <Stack direction="row" spacing={1}>
          <Button onClick={() => setOpen({ kind: 'actions' })}>{buttons.actions}</Button>
          <Button onClick={() => setOpen({ kind: 'routes' })}>{buttons.routes}</Button>
          <Button onClick={add}>{buttons.addAction}</Button>
        </Stack>
      }
    >
      <Stack spacing={1}>
        {actions.map((action, index) => (
          <Paper key={index} variant="outlined" sx={{ p: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle2" color={action.name.trim() ? undefined : 'error'}>{action.name || fields.actionName}</Typography>
              {action.description ? <Typography variant="body2" color="text.secondary" noWrap>{action.description}</Typography> : null}
            </Stack>
            {action.transfer?.to ? <Chip size="small" label={`${fields.transferTo}: ${action.transfer.to}`} /> : null}
            {action.scoreInteraction ? <Chip size="small" label={fields.scoreInteraction} /> : null}
            <Tooltip title={buttons.actionInfo}>
              <IconButton aria-label={`${buttons.actionInfo}: ${action.name}`} onClick={() => setOpen({ kind: 'info', index })}><InfoIcon /></IconButton>
            </Tooltip>
            <Tooltip title={buttons.editAction}>
              <IconButton aria-label={`${buttons.editAction}: ${action.name}`} onClick={() => setOpen({ kind: 'edit', index })}><EditIcon /></IconButton>
            </Tooltip>
            <Tooltip title={buttons.removeAction}>
              <IconButton aria-label={`${buttons.removeAction}: ${action.name}`} onClick={() => set(actions.filter((_, i) => i !== index))}><DeleteIcon /></IconButton>
            </Tooltip>
          </Paper>
        ))}
      </Stack>
      <Suspense fallback={null}>
        {open?.kind === 'edit' && current ? (
          <ActionEditDialog
            action={current}
            otherNames={actions.filter((_, i) => i !== open.index).map((a) => a.name)}
            onSave={(next) => controller.change((c) => ({ ...c, actions: c.actions.map((a, i) => (i === open.index ? next : a)) }))}
            onClose={() => setOpen(null)}
          />
        ) : null}
        {open?.kind === 'info' && current ? <ActionInfoDialog action={current} prompt={editor.campaign.agentInstructions} onClose={() => setOpen(null)} /> : null}
        {open?.kind === 'actions' ? <ActionsDialog agent={agent} onClose={() => setOpen(null)} /> : null}
        {open?.kind === 'routes' ? (
          <RoutesDialog
            campaign={editor.campaign}
            onEdit={(name) => {
              const index = actions.findIndex((a) => a.name === name);
              setOpen(index >= 0 ? { kind: 'edit', index } : null);
            }}
            onClose={() => setOpen(null)}
          />
        ) : null}
      </Suspense>
    </Section>
  );
}
