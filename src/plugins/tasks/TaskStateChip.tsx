// A task's state as a chip; a deleted task says so whatever its state.
import { Chip } from '@mui/material';
import { messages } from './messages';
import type { Task, TaskState } from './rules/types';

const COLOR: Record<TaskState, 'default' | 'info' | 'success' | 'warning' | 'primary'> = {
  draft: 'default',
  scheduled: 'info',
  running: 'primary',
  paused: 'warning',
  completed: 'success',
  cancelled: 'default',
};

export function TaskStateChip({ task }: { task: Pick<Task, 'state' | 'deleted'> }) {
  if (task.deleted) return <Chip size="small" variant="outlined" color="error" label={messages.deleted} />;
  return <Chip size="small" color={COLOR[task.state] ?? 'default'} label={messages.state[task.state] ?? task.state} />;
}
