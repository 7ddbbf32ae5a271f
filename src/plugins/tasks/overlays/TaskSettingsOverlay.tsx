// ?taskSettings=<id>: window, concurrency and retries, which change while the campaign runs (the
// next calls follow them; calls in progress are not touched).
import { RecordOverlay, type OverlayProps } from '@kernel/sdk';
import { TASK_LOAD, messages } from '../messages';
import { settingsBody, toFormValues } from '../rules/taskForm';
import type { Task } from '../rules/types';
import { TaskDialogForm } from './TaskDialogForm';
import { useSaveTask } from './useSaveTask';

export default function TaskSettingsOverlay({ value, close }: OverlayProps) {
  const save = useSaveTask(close);
  return (
    <RecordOverlay<Task> resource="tasks" id={value} title={messages.titles.settings} close={close} labels={TASK_LOAD}>
      {(task) => (
        <TaskDialogForm
          key={task.updatedAt}
          only="settings"
          label={messages.titles.settings}
          record={{ id: task.id, ...toFormValues(task) }}
          onSubmit={(values) => save(task, settingsBody(values))}
          onCancel={() => close()}
        />
      )}
    </RecordOverlay>
  );
}
