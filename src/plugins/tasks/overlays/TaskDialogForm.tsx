// The campaign form inside a dialog (createTask, editTask, taskSettings): the kit's DialogForm with
// the campaign's checks; a refusal naming a contract field (`concurrency: …`, `window: …`) shows
// under the input that holds it.
import type { ReactNode } from 'react';
import { DialogForm } from '@kernel/sdk';
import { messages } from '../messages';
import { fieldFor, SERVER_FIELDS, validateSettings, validateTaskForm, type TaskFormValues } from '../rules/taskForm';
import { TaskInputs } from '../TaskInputs';

interface TaskDialogFormProps {
  record: TaskFormValues & { id?: string | number };
  only?: 'settings' | 'edit';
  onSubmit: (values: TaskFormValues) => Promise<unknown>;
  onCancel: () => void;
  saveLabel?: string;
  label: string;
  children?: ReactNode;
}

const validateEdit = (values: TaskFormValues) => {
  const errors = validateSettings(values);
  if (!values.name?.trim()) errors.name = messages.validation.required;
  return errors;
};

export function TaskDialogForm({ record, only, onSubmit, onCancel, saveLabel, label, children }: TaskDialogFormProps) {
  const validate = only === 'settings' ? validateSettings : only === 'edit' ? validateEdit : (values: TaskFormValues) => validateTaskForm(values);
  return (
    <DialogForm<TaskFormValues>
      record={record}
      resource="tasks"
      validate={validate as (values: Record<string, unknown>) => Record<string, string>}
      failed={messages.saveFailed}
      serverFields={SERVER_FIELDS}
      fieldFor={fieldFor}
      onSubmit={onSubmit}
      onCancel={onCancel}
      saveLabel={saveLabel}
      label={label}
    >
      <TaskInputs only={only} />
      {children}
    </DialogForm>
  );
}
