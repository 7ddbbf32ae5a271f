// A task row's edit and delete buttons (the row itself opens the task page).
import type { MouseEvent } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useOpenOverlay } from '@kernel/sdk';
import { messages } from './messages';
import { canEdit } from './rules/campaign';
import type { Task } from './rules/types';
import { useTaskCommands } from './useTaskCommands';

export function TaskRowActions() {
  const task = useRecordContext<Task>();
  const open = useOpenOverlay();
  const { run, pending } = useTaskCommands();
  if (!task || task.deleted) return null;
  const stop = (then: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    then();
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {canEdit(task) && (
        <Tooltip title={messages.actions.edit}>
          <IconButton size="small" aria-label={`${messages.actions.edit} ${task.name}`} onClick={stop(() => open('editTask', task.id))}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={messages.actions.delete}>
        <IconButton size="small" color="error" disabled={pending !== null} aria-label={`${messages.actions.delete} ${task.name}`} onClick={stop(() => void run(task, 'delete'))}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
