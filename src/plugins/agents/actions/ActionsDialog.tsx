// The actions modal (spec 1 §2.3): every action of the agent with what it does (description,
// transfer, scoring); add, edit (the action edit modal), info (the action info modal), reorder and
// delete (confirmed). Each change goes through the editor's controller, so autosave applies.
import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Chip, DialogActions, DialogContent, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { OverlayDialog, useConfirm } from '@kernel/sdk';
import type { AgentEditor } from '../editor/useAgentEditor';
import { messages } from '../messages';
import { modalMessages } from '../modalMessages';
import type { CampaignAction } from '../rules/campaign';
import { moveItem } from '../rules/fieldBuilder';

const ActionEditDialog = lazy(() => import('./ActionEditDialog'));
const ActionInfoDialog = lazy(() => import('./ActionInfoDialog'));

const { fields, buttons } = messages;
const m = modalMessages.actions;

/** A name no other action has (names are unique, case-insensitive). */
export function freeActionName(actions: readonly CampaignAction[]): string {
  const taken = new Set(actions.map((a) => a.name.trim().toLowerCase()));
  let n = actions.length + 1;
  while (taken.has(`${fields.actionName} ${n}`.toLowerCase())) n += 1;
  return `${fields.actionName} ${n}`;
}

export default function ActionsDialog({ agent, onClose }: { agent: AgentEditor; onClose: () => void }) {
  const { editor, controller } = agent;
  const actions = editor.campaign.actions;
  const confirm = useConfirm();
  const [open, setOpen] = useState<{ kind: 'edit' | 'info'; index: number } | null>(null);
  const set = (next: CampaignAction[]) => controller.change({ actions: next });
  const add = () => {
    set([...actions, { name: freeActionName(actions) }]);
    setOpen({ kind: 'edit', index: actions.length });
  };
  const remove = async (index: number) => {
    const name = actions[index].name;
    if (!(await confirm({ title: buttons.removeAction, details: m.removeConfirm(name), confirmLabel: buttons.delete, confirmColor: 'error' }))) return;
    // by name: the list may have changed while the confirmation was open
    controller.change((c) => ({ ...c, actions: c.actions.filter((a) => a.name !== name) }));
  };
  const current = open ? actions[open.index] : undefined;
  return (
    <OverlayDialog title={m.title} onClose={onClose} maxWidth="md">
      <DialogContent dividers>
        {actions.length === 0 ? <Alert severity="info">{m.none}</Alert> : null}
        <Stack component="ol" spacing={1} aria-label={m.title} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {actions.map((action, index) => (
            <Paper component="li" key={`${index}:${action.name}`} variant="outlined" aria-label={action.name} sx={{ p: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
              <Stack sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle2" color={action.name.trim() ? undefined : 'error'}>{action.name || fields.actionName}</Typography>
                <Typography variant="body2" color="text.secondary">{action.description || m.noDescription}</Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                  {action.transfer?.to ? <Chip size="small" label={`${fields.transferTo}: ${action.transfer.to}`} /> : null}
                  {action.scoreInteraction ? <Chip size="small" label={fields.scoreInteraction} /> : null}
                </Stack>
              </Stack>
              <Tooltip title={m.moveUp}>
                <span><IconButton aria-label={`${m.moveUp}: ${action.name}`} disabled={index === 0} onClick={() => set(moveItem(actions, index, index - 1))}><ArrowUpIcon /></IconButton></span>
              </Tooltip>
              <Tooltip title={m.moveDown}>
                <span><IconButton aria-label={`${m.moveDown}: ${action.name}`} disabled={index === actions.length - 1} onClick={() => set(moveItem(actions, index, index + 1))}><ArrowDownIcon /></IconButton></span>
              </Tooltip>
              <Tooltip title={buttons.actionInfo}>
                <IconButton aria-label={`${buttons.actionInfo}: ${action.name}`} onClick={() => setOpen({ kind: 'info', index })}><InfoIcon /></IconButton>
              </Tooltip>
              <Tooltip title={buttons.editAction}>
                <IconButton aria-label={`${buttons.editAction}: ${action.name}`} onClick={() => setOpen({ kind: 'edit', index })}><EditIcon /></IconButton>
              </Tooltip>
              <Tooltip title={buttons.removeAction}>
                <IconButton aria-label={`${buttons.removeAction}: ${action.name}`} onClick={() => void remove(index)}><DeleteIcon /></IconButton>
              </Tooltip>
            </Paper>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={add}>{buttons.addAction}</Button>
        <Button variant="contained" onClick={onClose}>{m.done}</Button>
      </DialogActions>
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
      </Suspense>
    </OverlayDialog>
  );
}
