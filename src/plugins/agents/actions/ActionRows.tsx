// The agent's actions as rows (name, what it does, transfer, scoring) with info, edit, remove and,
// where given, reorder buttons; and the editing they open (useActionDialogs): the action edit and
// action info modals, a new action, and a delete after a confirmation. Shared by the advanced
// panel's actions section and the actions modal; every change goes through the editor's controller.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Chip, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { useConfirm } from '@kernel/sdk';
import type { AgentEditor } from '../editor/useAgentEditor';
import { messages } from '../messages';
import { modalMessages } from '../modalMessages';
import type { CampaignAction } from '../rules/campaign';

const ActionEditDialog = lazy(() => import('./ActionEditDialog'));
const ActionInfoDialog = lazy(() => import('./ActionInfoDialog'));

const { fields, buttons } = messages;
const actionModals = modalMessages.actions;

/** A name no other action has (names are unique, case-insensitive). */
export function freeActionName(actions: readonly CampaignAction[]): string {
  const taken = new Set(actions.map((a) => a.name.trim().toLowerCase()));
  let n = actions.length + 1;
  while (taken.has(`${fields.actionName} ${n}`.toLowerCase())) n += 1;
  return `${fields.actionName} ${n}`;
}

export interface ActionDialogs {
  edit: (index: number) => void;
  info: (index: number) => void;
  add: () => void;
  remove: (index: number) => Promise<void>;
  /** the open modal, to render once */
  dialogs: ReactNode;
}

export function useActionDialogs({ editor, controller }: AgentEditor): ActionDialogs {
  const actions = editor.campaign.actions;
  const confirm = useConfirm();
  const [open, setOpen] = useState<{ kind: 'edit' | 'info'; index: number } | null>(null);
  const current = open ? actions[open.index] : undefined;
  return {
    edit: (index) => setOpen({ kind: 'edit', index }),
    info: (index) => setOpen({ kind: 'info', index }),
    add: () => {
      controller.change({ actions: [...actions, { name: freeActionName(actions) }] });
      setOpen({ kind: 'edit', index: actions.length });
    },
    remove: async (index) => {
      const name = actions[index].name;
      if (!(await confirm({ title: buttons.removeAction, details: actionModals.removeConfirm(name), confirmLabel: buttons.delete, confirmColor: 'error' }))) return;
      // by name: the list may have changed while the confirmation was open
      controller.change((c) => ({ ...c, actions: c.actions.filter((a) => a.name !== name) }));
    },
    dialogs: (
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
    ),
  };
}

interface RowsProps {
  actions: readonly CampaignAction[];
  dialogs: ActionDialogs;
  /** reorder buttons when given */
  onMove?: (from: number, to: number) => void;
  label?: string;
}

export function ActionRows({ actions, dialogs, onMove, label }: RowsProps) {
  return (
    <Stack component="ol" spacing={1} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {actions.map((action, index) => (
        <Paper component="li" key={`${index}:${action.name}`} variant="outlined" aria-label={action.name} sx={{ p: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" color={action.name.trim() ? undefined : 'error'}>{action.name || fields.actionName}</Typography>
            {action.description ? <Typography variant="body2" color="text.secondary">{action.description}</Typography> : null}
          </Stack>
          {action.transfer?.to ? <Chip size="small" label={`${fields.transferTo}: ${action.transfer.to}`} /> : null}
          {action.scoreInteraction ? <Chip size="small" label={fields.scoreInteraction} /> : null}
          {onMove ? (
            <>
              <Tooltip title={actionModals.moveUp}>
                <span><IconButton aria-label={`${actionModals.moveUp}: ${action.name}`} disabled={index === 0} onClick={() => onMove(index, index - 1)}><ArrowUpIcon /></IconButton></span>
              </Tooltip>
              <Tooltip title={actionModals.moveDown}>
                <span><IconButton aria-label={`${actionModals.moveDown}: ${action.name}`} disabled={index === actions.length - 1} onClick={() => onMove(index, index + 1)}><ArrowDownIcon /></IconButton></span>
              </Tooltip>
            </>
          ) : null}
          <Tooltip title={buttons.actionInfo}>
            <IconButton aria-label={`${buttons.actionInfo}: ${action.name}`} onClick={() => dialogs.info(index)}><InfoIcon /></IconButton>
          </Tooltip>
          <Tooltip title={buttons.editAction}>
            <IconButton aria-label={`${buttons.editAction}: ${action.name}`} onClick={() => dialogs.edit(index)}><EditIcon /></IconButton>
          </Tooltip>
          <Tooltip title={buttons.removeAction}>
            <IconButton aria-label={`${buttons.removeAction}: ${action.name}`} onClick={() => void dialogs.remove(index)}><DeleteIcon /></IconButton>
          </Tooltip>
        </Paper>
      ))}
    </Stack>
  );
}
