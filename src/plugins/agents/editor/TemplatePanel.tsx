// The template panel: in template mode the template's fields (saved and published directly by the
// server); the full editor may detach the agent (it becomes a FULL_AGENT); a reseller or partner
// edits the template's fields themselves (the edit-fields modal, lazy).
import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useGetOne, useDataProvider, useNotify } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { errorMessage, useConfirm, useKernel } from '@kernel/sdk';
import type { Template } from '../api/types';
import { messages } from '../messages';
import { templateIdFrom } from '../rules/campaign';
import { ApplyTemplate } from './ApplyTemplate';
import { Section } from './Section';
import { TemplateFieldsForm } from './TemplateFieldsForm';
import type { AgentEditor, AgentsProvider } from './useAgentEditor';

const TemplateFieldsEditor = lazy(() => import('../fields/TemplateFieldsEditor'));

export function TemplatePanel({ agent, fullEditor }: { agent: AgentEditor; fullEditor: boolean }) {
  const { server, editor, controller } = agent;
  const { permissions } = useKernel();
  const dataProvider = useDataProvider<AgentsProvider>();
  const notify = useNotify();
  const templateId = server.mode === 'TEMPLATE' ? server.templateId : null;
  const asked = templateIdFrom(useLocation().search);
  const template = useGetOne<Template>('templates', { id: templateId ?? '' }, { enabled: !!templateId });
  const confirm = useConfirm();
  const [editingFields, setEditingFields] = useState(false);
  const detach = async () => {
    const sure = await confirm({ title: messages.buttons.detach, details: messages.templates.detachConfirm, confirmLabel: messages.buttons.detach });
    if (!sure) return;
    try {
      await dataProvider.detachAgent('agents', { id: server.id });
      notify(messages.notify.detached, { type: 'success' });
      await agent.reloaded();
    } catch (error) {
      notify(errorMessage(error, messages.actionFailed), { type: 'error' });
    }
  };

  if (!templateId && asked && permissions.canAddAgents) return <ApplyTemplate agent={agent} templateId={asked} />;
  if (!templateId) {
    return (
      <Section title={messages.sections.template}>
        <Typography color="text.secondary">{fullEditor ? messages.templates.none : messages.templates.noFields}</Typography>
      </Section>
    );
  }
  return (
    <Stack spacing={2}>
      <Section
        title={`${messages.sections.template}: ${server.templateName ?? template.data?.name ?? ''}`}
        action={permissions.canSeePartnerControls ? <Button onClick={() => setEditingFields(true)}>{messages.buttons.editFields}</Button> : null}
      >
        {template.error ? <Alert severity="error">{messages.templates.loadFailed}</Alert> : null}
        {template.data ? (
          <TemplateFieldsForm
            fields={template.data.templateFields ?? []}
            values={(editor.campaign.templateValues as Record<string, unknown>) ?? {}}
            onChange={(templateValues) => controller.change({ templateValues })}
          />
        ) : null}
      </Section>
      {permissions.canUseFullEditor ? (
        <Button sx={{ alignSelf: 'flex-start' }} onClick={detach}>
          {messages.buttons.detach}
        </Button>
      ) : null}
      <Suspense fallback={null}>
        {editingFields ? <TemplateFieldsEditor templateId={templateId} onClose={() => setEditingFields(false)} /> : null}
      </Suspense>
    </Stack>
  );
}
