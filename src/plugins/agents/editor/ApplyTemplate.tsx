// ?setupAgent=<agent id>&templateId=<id> (or targetTemplateId): set a full agent up from a template —
// its fields, then the server renders the template onto this agent (createAgentFromTemplate with
// agentId), which then follows the template.
import { useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { useDataProvider, useGetOne, useNotify } from 'react-admin';
import { errorMessage, PendingButton, useKernel } from '@kernel/sdk';
import type { Template } from '../api/types';
import { messages } from '../messages';
import { modalMessages } from '../modalMessages';
import { initialValues, missingRequired } from '../rules/templateFields';
import { Section } from './Section';
import { TemplateFieldsForm } from './TemplateFieldsForm';
import type { AgentEditor, AgentsProvider } from './useAgentEditor';

export function ApplyTemplate({ agent, templateId }: { agent: AgentEditor; templateId: string }) {
  const dataProvider = useDataProvider<AgentsProvider>();
  const { account } = useKernel();
  const notify = useNotify();
  const template = useGetOne<Template>('templates', { id: templateId });
  const [values, setValues] = useState<Record<string, unknown> | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  if (template.error) return <Alert severity="error">{messages.templates.loadFailed}</Alert>;
  if (!template.data) return null;
  const current = values ?? initialValues(template.data.templateFields ?? []);
  const orgId = account?.accountType === 'agent' ? account.organizationId : account?.id;
  const apply = async () => {
    const empty = missingRequired(template.data?.templateFields ?? [], current);
    setMissing(empty.map((f) => f.key));
    if (empty.length) {
      setFailure(modalMessages.fillRequired(empty.map((f) => f.label || f.key).join(', ')));
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      await dataProvider.createAgentFromTemplate('agents', { orgId: Number(orgId), templateId, agentId: agent.server.id, templateValues: current });
      notify(messages.templates.applied, { type: 'success' });
      await agent.reloaded();
    } catch (error) {
      setFailure(errorMessage(error, messages.spec.failedToSaveTemplate));
    } finally {
      setPending(false);
    }
  };
  return (
    <Section title={`${messages.templates.setUpFrom}: ${template.data.name}`}>
      <Stack spacing={2}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <TemplateFieldsForm fields={template.data.templateFields ?? []} values={current} onChange={setValues} missing={missing} />
        <PendingButton sx={{ alignSelf: 'flex-start' }} pending={pending} onClick={apply}>
          {messages.buttons.applyTemplate}
        </PendingButton>
      </Stack>
    </Section>
  );
}
