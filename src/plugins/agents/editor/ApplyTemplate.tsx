// ?setupAgent=<agent id>&templateId=<id> (or targetTemplateId): set a full agent up from a template —
// its fields, then the server renders the template onto this agent (createAgentFromTemplate with
// agentId), which then follows the template.
import { Alert, Stack } from '@mui/material';
import { useDataProvider, useGetOne, useNotify } from 'react-admin';
import { PendingButton, useKernel } from '@kernel/sdk';
import type { Template } from '../api/types';
import { messages } from '../messages';
import { organizationIdOf } from '../rules/organization';
import { useTemplateFill } from '../templates/useTemplateFill';
import { Section } from './Section';
import { TemplateFieldsForm } from './TemplateFieldsForm';
import type { AgentEditor, AgentsProvider } from './useAgentEditor';

export function ApplyTemplate({ agent, templateId }: { agent: AgentEditor; templateId: string }) {
  const dataProvider = useDataProvider<AgentsProvider>();
  const { account } = useKernel();
  const notify = useNotify();
  const template = useGetOne<Template>('templates', { id: templateId });
  const { current, setValues, missing, failure, pending, submit } = useTemplateFill(template.data?.templateFields ?? []);
  if (template.error) return <Alert severity="error">{messages.templates.loadFailed}</Alert>;
  if (!template.data) return null;
  const apply = () =>
    submit(async (templateValues) => {
      const orgId = Number(account ? organizationIdOf(account) : undefined);
      await dataProvider.createAgentFromTemplate('agents', { orgId, templateId, agentId: agent.server.id, templateValues });
      notify(messages.templates.applied, { type: 'success' });
      await agent.reloaded();
    }, messages.spec.failedToSaveTemplate);
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
