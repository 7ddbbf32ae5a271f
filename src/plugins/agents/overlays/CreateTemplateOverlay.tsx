// ?createTemplate=true: a new template of the viewed reseller or partner: name, description and its
// fields (a JSON list, checked here for shape, or built in the edit-fields modal; the server checks
// each field and names it).
import { TextInput, useCreate, useNotify, required } from 'react-admin';
import { DialogForm, OverlayDialog, type OverlayProps } from '@kernel/sdk';
import { FieldsJsonInput } from '../fields/FieldsJsonInput';
import { messages } from '../messages';
import { parseFieldsJson } from '../rules/templateFields';

interface Values extends Record<string, unknown> {
  name: string;
  description?: string;
  agentInstructions: string;
  fields?: string;
}

export default function CreateTemplateOverlay({ close }: OverlayProps) {
  const [create] = useCreate();
  const notify = useNotify();
  const submit = async (values: Values) => {
    const templateFields = parseFieldsJson(values.fields ?? '[]') ?? [];
    await create(
      'templates',
      { data: { name: values.name.trim(), description: values.description?.trim() || undefined, agentInstructions: values.agentInstructions, templateFields } },
      { returnPromise: true },
    );
    notify(messages.templates.saved, { type: 'success' });
    close();
  };
  return (
    <OverlayDialog title={messages.titles.createTemplate} onClose={() => close()} maxWidth="md">
      <DialogForm<Values>
        resource="templates"
        record={{ name: '', description: '', agentInstructions: '', fields: '[]' }}
        onSubmit={submit}
        onCancel={() => close()}
        failed={messages.spec.failedToSaveTemplate}
        serverFields={['name', 'description', 'agentInstructions', 'templateFields']}
        fieldFor={(field) => (field === 'templateFields' ? 'fields' : field)}
        validate={(values) => (parseFieldsJson(String(values.fields ?? '[]')) ? {} : { fields: messages.templates.fieldsInvalid })}
      >
        <TextInput source="name" label={messages.fields.name} validate={required(messages.validation.nameRequired)} fullWidth />
        <TextInput source="description" label={messages.templates.description} multiline fullWidth />
        <TextInput source="agentInstructions" label={messages.fields.agentInstructions} validate={required(messages.spec.emptyPrompt)} multiline minRows={4} fullWidth />
        <FieldsJsonInput source="fields" />
      </DialogForm>
    </OverlayDialog>
  );
}
