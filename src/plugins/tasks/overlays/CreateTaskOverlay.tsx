// ?createTask=true: a campaign saved as a draft (its recipients come with uploadTaskList, whose first
// step is this same form); the new task's page opens.
import { useMemo } from 'react';
import { useCreate, useNotify, useRedirect } from 'react-admin';
import { OverlayDialog, type OverlayProps } from '@kernel/sdk';
import { messages } from '../messages';
import { createBody, toFormValues, type TaskFormValues } from '../rules/taskForm';
import type { Task } from '../rules/types';
import { TaskDialogForm } from './TaskDialogForm';

export default function CreateTaskOverlay({ close }: OverlayProps) {
  const [create] = useCreate<Task>();
  const notify = useNotify();
  const redirect = useRedirect();
  const record = useMemo(() => toFormValues(), []);

  const onSubmit = async (values: TaskFormValues) => {
    const task = await create('tasks', { data: createBody(values) }, { returnPromise: true });
    notify(messages.notify.created, { type: 'success' });
    close();
    if (task) redirect('show', 'tasks', task.id);
  };

  return (
    <OverlayDialog title={messages.titles.create} onClose={() => close()}>
      <TaskDialogForm record={record} label={messages.titles.create} onSubmit={onSubmit} onCancel={() => close()} />
    </OverlayDialog>
  );
}
