// ?editTask=<id>: the name and the settings; agent, number and time zone stay as created.
import { RecordOverlay, type OverlayProps } from '@kernel/sdk';
import { TASK_LOAD, messages } from '../messages';
import { editBody, toFormValues } from '../rules/taskForm';
import type { Task } from '../rules/types';
import { TaskDialogForm } from './TaskDialogForm';
import { useSaveTask } from './useSaveTask';

export default function EditTaskOverlay({ value, close }: OverlayProps) {
  const save = useSaveTask(close);
  return (
    <RecordOverlay<Task> resource="tasks" id={value} title={messages.titles.edit} close={close} labels={TASK_LOAD}>
      {(task) => (
        <TaskDialogForm
          key={task.updatedAt}
          only="edit"
          label={messages.titles.edit}
          record={{ id: task.id, ...toFormValues(task) }}
          onSubmit={(values) => save(task, editBody(values))}
          onCancel={() => close()}
        />
      )}
    </RecordOverlay>
  );
}
