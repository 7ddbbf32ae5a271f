// Start, pause, resume, cancel and delete a task. Pause and cancel are confirmed first (calls in
// progress finish); the answer replaces the task in every cached list and record at once, so a
// deleted task shows "Deleted" without waiting for a refetch (spec §3: deleted can be set locally).
import { useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { errorMessage, useConfirm } from '@kernel/sdk';
import { messages } from './messages';
import { needsConfirm } from './rules/campaign';
import type { Task, TaskAction } from './rules/types';
import { useTaskWrites } from './useTasks';

type Command = TaskAction | 'delete';

const DONE: Record<Command, string> = {
  start: messages.notify.started,
  pause: messages.notify.paused,
  resume: messages.notify.resumed,
  cancel: messages.notify.cancelled,
  delete: messages.notify.deleted,
};

function replaceCached(queryClient: QueryClient, task: Task) {
  const same = (row: { id?: unknown }) => String(row?.id) === String(task.id);
  queryClient.setQueriesData<{ data?: Task[] | Task }>({ queryKey: ['tasks'] }, (cached) => {
    const data = cached?.data;
    if (Array.isArray(data)) return { ...cached, data: data.map((row) => (same(row) ? { ...row, ...task } : row)) };
    if (data && same(data)) return { ...cached, data: { ...data, ...task } };
    return cached;
  });
}

export function useTaskCommands() {
  const dataProvider = useTaskWrites();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const notify = useNotify();
  const [pending, setPending] = useState<Command | null>(null);

  const run = async (task: Task, command: Command) => {
    const ask = command === 'delete' ? messages.confirm.delete : needsConfirm(command as TaskAction) ? messages.confirm[command as 'pause' | 'cancel'] : null;
    if (ask && !(await confirm({ title: ask(task.name), confirmLabel: command === 'delete' ? messages.actions.delete : messages.actions[command as TaskAction], confirmColor: command === 'pause' ? 'primary' : 'error' }))) return;
    setPending(command);
    try {
      const { data } =
        command === 'delete' ? await dataProvider.deleteTask('tasks', { id: task.id }) : await dataProvider.taskAction('tasks', { id: task.id, action: command });
      replaceCached(queryClient, data);
      notify(DONE[command], { type: 'success' });
    } catch (caught) {
      notify(errorMessage(caught, messages.actionFailed), { type: 'error' });
    } finally {
      setPending(null);
    }
  };
  return { run, pending };
}
