// A partial update of a task (POST /api/v2/tasks/{id}); rejects with the server's error for the form.
import { useNotify, useUpdate } from 'react-admin';
import type { OverlayProps } from '@kernel/sdk';
import { messages } from '../messages';
import type { Task } from '../rules/types';

export function useSaveTask(close: OverlayProps['close']) {
  const [update] = useUpdate<Task>();
  const notify = useNotify();
  return async (task: Task, data: Partial<Task>) => {
    await update('tasks', { id: task.id, data, previousData: task }, { mutationMode: 'pessimistic', returnPromise: true });
    notify(messages.notify.saved, { type: 'success' });
    close();
  };
}
