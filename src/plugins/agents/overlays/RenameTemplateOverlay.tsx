// ?renameTemplate=<template id>: a new name (the template's update call with its revision).
import { BooleanInput, TextInput, useNotify, useUpdate, required } from 'react-admin';
import { DialogForm, RecordOverlay, type OverlayProps } from '@kernel/sdk';
import type { Template } from '../api/types';
import { messages } from '../messages';

export default function RenameTemplateOverlay({ value, close }: OverlayProps) {
  const [update] = useUpdate<Template>();
  const notify = useNotify();
  return (
    <RecordOverlay<Template>
      resource="templates"
      id={value || null}
      title={messages.titles.renameTemplate}
      close={close}
      labels={{ loading: messages.loading, failed: messages.templates.loadFailed }}
    >
      {(template) => (
        <DialogForm<{ name: string; disabled: boolean }>
          record={{ name: template.name, disabled: template.disabled }}
          onSubmit={async ({ name, disabled }) => {
            await update('templates', { id: template.id, data: { name: name.trim(), disabled: !!disabled, revision: template.revision }, previousData: template }, { mutationMode: 'pessimistic', returnPromise: true });
            notify(messages.templates.saved, { type: 'success' });
            close();
          }}
          onCancel={() => close()}
          failed={messages.spec.errorSavingTemplate}
        >
          <TextInput source="name" label={messages.fields.name} validate={required(messages.validation.nameRequired)} fullWidth />
          <BooleanInput source="disabled" label={messages.templates.disabled} />
        </DialogForm>
      )}
    </RecordOverlay>
  );
}
