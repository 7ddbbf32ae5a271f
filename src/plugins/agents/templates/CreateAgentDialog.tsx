// Create an agent from a template (POST /api/v2/createAgentFromTemplate) in the viewed organization:
// a name and the template's fields, then the new agent opens in the editor.
import { useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, Stack, TextField } from '@mui/material';
import { useDataProvider, useGetOne, useNotify } from 'react-admin';
import { OverlayDialog, PendingButton, useKernel, useOpenOverlay } from '@kernel/sdk';
import type { Template } from '../api/types';
import type { AgentsProvider } from '../editor/useAgentEditor';
import { TemplateFieldsForm } from '../editor/TemplateFieldsForm';
import { messages } from '../messages';
import { organizationIdOf } from '../rules/organization';
import { useTemplateFill } from './useTemplateFill';

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
  const { current, setValues, missing, failure, pending, submit } = useTemplateFill(template.templateFields ?? []);

  const create = () => {
    if (!account) return;
    return submit(async (templateValues) => {
      const orgId = Number(organizationIdOf(account));
      const { data } = await dataProvider.createAgentFromTemplate('agents', { orgId, templateId: template.id, name: name.trim() || undefined, templateValues });
      notify(messages.templates.created, { type: 'success' });
      if (onCreated) onCreated(data.campaign.id);
      else {
        onClose();
        open('editAgent', data.campaign.id);
      }
    }, messages.actionFailed);
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
