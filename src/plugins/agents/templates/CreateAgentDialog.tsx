// Create an agent from a template (POST /api/v2/createAgentFromTemplate) in the viewed organization:
// a name and the template's fields, then the new agent opens in the editor. The kit's DialogForm: the
// template's values are one input of it (their keys are the template's, not form paths); Enter in a
// field creates nothing, as before.
import { useState } from 'react';
import { Stack } from '@mui/material';
import { useDataProvider, useGetOne, useInput, useNotify } from 'react-admin';
import { DialogForm, FormTextField, OverlayDialog, useKernel, useOpenOverlay } from '@kernel/sdk';
import type { Template } from '../api/types';
import type { AgentsProvider } from '../editor/useAgentEditor';
import { TemplateFieldsForm } from '../editor/TemplateFieldsForm';
import { messages } from '../messages';
import { organizationIdOf } from '../rules/organization';
import { initialValues, type FieldValues, type TemplateField } from '../rules/templateFields';
import { requiredLeft } from './useTemplateFill';

interface Props {
  template: Template;
  onClose: () => void;
  /** instead of closing and opening the new agent's editor (an overlay swaps itself for the editor) */
  onCreated?: (agentId: number) => void;
}

interface Values extends Record<string, unknown> {
  name: string;
  /** null until edited: the template's defaults (the full template may load after the dialog opens) */
  templateValues: FieldValues | null;
}

const asIs = <T,>(value: T) => value;

export default function CreateAgentDialog({ template: summary, onClose, onCreated }: Props) {
  const dataProvider = useDataProvider<AgentsProvider>();
  const { account } = useKernel();
  const notify = useNotify();
  const open = useOpenOverlay();
  const full = useGetOne<Template>('templates', { id: summary.id });
  const template = full.data ?? summary;
  const fields = template.templateFields ?? [];
  const [record] = useState<Values>({ name: summary.name, templateValues: null });
  const [missing, setMissing] = useState<string[]>([]);

  const create = async ({ name, templateValues }: Values) => {
    if (!account) return;
    const values = templateValues ?? initialValues(fields);
    // said on the fields before a round trip (the server refuses them too)
    const left = requiredLeft(fields, values);
    setMissing(left.keys);
    // a form-level message, above the form like a failed create
    if (left.message) throw new Error(left.message);
    const orgId = Number(organizationIdOf(account));
    const { data } = await dataProvider.createAgentFromTemplate('agents', { orgId, templateId: template.id, name: name.trim() || undefined, templateValues: values });
    notify(messages.templates.created, { type: 'success' });
    if (onCreated) onCreated(data.campaign.id);
    else {
      onClose();
      open('editAgent', data.campaign.id);
    }
  };
  const title = `${messages.buttons.createAgent}: ${template.name}`;
  return (
    <OverlayDialog title={title} onClose={onClose} maxWidth="md">
      <DialogForm<Values>
        label={title}
        record={record}
        enterSubmits={false}
        // the failure stays above the form, as before: no toast on top
        toastFailure={false}
        failed={messages.actionFailed}
        saveLabel={messages.buttons.createAgent}
        cancelLabel={messages.buttons.cancel}
        onSubmit={create}
        onCancel={onClose}
      >
        <Stack spacing={2}>
          <FormTextField source="name" label={messages.fields.name} fullWidth />
          <TemplateValuesInput fields={fields} missing={missing} />
        </Stack>
      </DialogForm>
    </OverlayDialog>
  );
}

function TemplateValuesInput({ fields, missing }: { fields: readonly TemplateField[]; missing: readonly string[] }) {
  const { field } = useInput<FieldValues | null>({ source: 'templateValues', format: asIs, parse: asIs });
  const current = field.value && typeof field.value === 'object' ? field.value : initialValues(fields);
  return <TemplateFieldsForm fields={fields} values={current} onChange={field.onChange} missing={missing} />;
}
