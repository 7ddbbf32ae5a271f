// Create an agent from a template (POST /api/v2/createAgentFromTemplate) in the viewed organization:
// a name and the template's fields, then the new agent opens in the editor.
import { useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, Stack, TextField } from '@mui/material';
import { useDataProvider, useGetOne, useNotify } from 'react-admin';
import { errorMessage, OverlayDialog, PendingButton, useKernel, useOpenOverlay } from '@kernel/sdk';
import type { Template } from '../api/types';
import type { AgentsProvider } from '../editor/useAgentEditor';
import { TemplateFieldsForm } from '../editor/TemplateFieldsForm';
import { messages } from '../messages';
import { modalMessages } from '../modalMessages';
import { initialValues, missingRequired } from '../rules/templateFields';

interface Props {
  template: Template;
  onClose: () => void;
  /** instead of closing and opening the new agent's editor (an overlay swaps itself for the editor) */
  onCreated?: (agentId: number) => void;
}

export default function CreateAgentDialog({ template: summary, onClose, onCreated }: Props) {
  const dataProvider = useDataProvider<AgentsProvider>();
  const { account } = useKernel();
  const notify = useNotify();
  const open = useOpenOverlay();
  const full = useGetOne<Template>('templates', { id: summary.id });
  const template = full.data ?? summary;
  const [name, setName] = useState(summary.name);
  const [values, setValues] = useState<Record<string, unknown> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [missing, setMissing] = useState<string[]>([]);
  const current = values ?? initialValues(template.templateFields ?? []);

  const create = async () => {
    if (!account) return;
    // the server refuses these too; said here, on the fields, before a round trip
    const empty = missingRequired(template.templateFields ?? [], current);
    setMissing(empty.map((f) => f.key));
    if (empty.length) {
      setFailure(modalMessages.fillRequired(empty.map((f) => f.label || f.key).join(', ')));
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      const orgId = account.accountType === 'agent' ? account.organizationId : account.id;
      const { data } = await dataProvider.createAgentFromTemplate('agents', { orgId: Number(orgId), templateId: template.id, name: name.trim() || undefined, templateValues: current });
      notify(messages.templates.created, { type: 'success' });
      if (onCreated) onCreated(data.campaign.id);
      else {
        onClose();
        open('editAgent', data.campaign.id);
      }
    } catch (error) {
      setFailure(errorMessage(error, messages.actionFailed));
    } finally {
      setPending(false);
    }
  };
  return (
    <OverlayDialog title={`${messages.buttons.createAgent}: ${template.name}`} onClose={onClose} maxWidth="md">
      <DialogContent dividers>
        {failure ? <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert> : null}
        <Stack spacing={2}>
          <TextField label={messages.fields.name} value={name} onChange={(e) => setName(e.target.value)} fullWidth />
          <TemplateFieldsForm fields={template.templateFields ?? []} values={current} onChange={setValues} missing={missing} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messages.buttons.cancel}</Button>
        <PendingButton pending={pending} onClick={create}>{messages.buttons.createAgent}</PendingButton>
      </DialogActions>
    </OverlayDialog>
  );
}
