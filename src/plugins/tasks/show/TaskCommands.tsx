// The task page's buttons: start / pause / resume / cancel as the state allows, settings (window,
// concurrency, retries, also while running) and edit (before the first call).
import type { ReactElement } from 'react';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import TuneIcon from '@mui/icons-material/Tune';
import { Button, Stack } from '@mui/material';
import { useOpenOverlay } from '@kernel/sdk';
import { messages } from '../messages';
import { actionsFor, canChangeSettings, canEdit } from '../rules/campaign';
import type { Task, TaskAction } from '../rules/types';
import { useTaskCommands } from '../useTaskCommands';

const ICON: Record<TaskAction, ReactElement> = {
  start: <PlayArrowIcon />,
  resume: <PlayArrowIcon />,
  pause: <PauseIcon />,
  cancel: <StopIcon />,
};

export function TaskCommands({ task }: { task: Task }) {
  const open = useOpenOverlay();
  const { run, pending } = useTaskCommands();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {actionsFor(task).map((action) => (
        <Button
          key={action}
          size="small"
          variant={action === 'cancel' ? 'outlined' : 'contained'}
          color={action === 'cancel' ? 'error' : 'primary'}
          startIcon={ICON[action]}
          disabled={pending !== null}
          onClick={() => void run(task, action)}
        >
          {messages.actions[action]}
        </Button>
      ))}
      {canChangeSettings(task) && (
        <Button size="small" startIcon={<TuneIcon />} onClick={() => open('taskSettings', task.id)}>
          {messages.actions.settings}
        </Button>
      )}
      {canEdit(task) && (
        <Button size="small" onClick={() => open('editTask', task.id)}>
          {messages.actions.edit}
        </Button>
      )}
    </Stack>
  );
}
