// A task's page: its state and commands, the live funnel and the recipients. 'task.updated' carries
// the new counts: they show at once, and the task and its recipients are refetched (time left,
// spend, rows) as the event says something moved.
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Loading, Title, useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useEvents, useLiveRefresh } from '@kernel/sdk';
import { messages } from '../messages';
import { applyUpdate } from '../rules/campaign';
import type { Task, TaskCounts, TaskState } from '../rules/types';
import { TaskStateChip } from '../TaskStateChip';
import { RecipientsTable } from './RecipientsTable';
import { TaskCommands } from './TaskCommands';
import { TaskFunnel } from './TaskFunnel';

const LIVE_TYPES = ['task.updated'];

function useLiveCounts(id: string) {
  const queryClient = useQueryClient();
  useEvents(LIVE_TYPES, ({ payload }) => {
    if (String(payload.taskId) !== id) return;
    const update = { state: payload.state as TaskState | undefined, counts: payload.counts as Partial<TaskCounts> | undefined };
    queryClient.setQueriesData<Task>({ queryKey: ['tasks', 'getOne', { id }] }, (task) => (task ? applyUpdate(task, update) : task));
  });
  useLiveRefresh('tasks', LIVE_TYPES);
}

export default function TaskShow() {
  const { id = '' } = useParams<{ id: string }>();
  useLiveCounts(id);
  const { data: task, isPending, error } = useGetOne<Task>('tasks', { id });
  if (isPending) return <Loading loadingPrimary={messages.loading} loadingSecondary="" />;
  if (error || !task) return <Alert severity="error" sx={{ m: 2 }}>{error instanceof Error && error.message ? error.message : messages.loadFailed}</Alert>;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={task.name} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1, wordBreak: 'break-word' }}>
          {task.name}
        </Typography>
        <TaskStateChip task={task} />
        <TaskCommands task={task} />
      </Stack>
      <TaskFunnel task={task} />
      <RecipientsTable task={task} />
    </Box>
  );
}
