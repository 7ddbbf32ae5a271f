// The agent's knowledge bases (issue 21 point 5): a multi-select of the organization's knowledge
// bases, saved with the campaign like any field, and the retrieval test. An attached knowledge base
// since deleted shows as "not found" until removed.
import { lazy, Suspense, useState } from 'react';
import { Alert, Autocomplete, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { errorMessage, retryTransient, useKernel } from '@kernel/sdk';
import { MAX_ATTACHED, type KnowledgeActions, type KnowledgeBaseOption } from '../api/knowledgeAdapter';
import { Section } from '../editor/Section';
import type { AgentEditor, AgentsProvider } from '../editor/useAgentEditor';
import { messages } from '../messages';
import { attachedOptions, chosenIds } from '../rules/knowledge';
import { organizationIdOf } from '../rules/organization';

const RetrievalDialog = lazy(() => import('./RetrievalDialog'));
const { knowledge } = messages;

export function useKnowledgeBaseOptions(orgId: number | null) {
  const dataProvider = useDataProvider<AgentsProvider & KnowledgeActions>();
  return useQuery({
    queryKey: ['agents', 'knowledgeBases', orgId],
    queryFn: async () => (await dataProvider.knowledgeBaseOptions('agents', { orgId: orgId! })).data,
    enabled: orgId != null,
    staleTime: 60_000,
    // a switched-off plugin (403) or a missing route is not retried
    retry: retryTransient,
  });
}

export function KnowledgeBasesSection({ agent }: { agent: AgentEditor }) {
  const { editor, controller, server } = agent;
  const { account } = useKernel();
  const orgId = account ? Number(organizationIdOf(account)) || null : null;
  const options = useKnowledgeBaseOptions(orgId);
  const [testing, setTesting] = useState(false);
  const ids = editor.campaign.knowledgeBaseIds ?? [];
  const value = attachedOptions(ids, options.data ?? [], knowledge.unknown);
  const full = ids.length >= MAX_ATTACHED;
  return (
    <Section title={knowledge.section} action={<Button onClick={() => setTesting(true)}>{knowledge.testRetrieval}</Button>}>
      <Stack spacing={1}>
        <Typography variant="body2" color="text.secondary">{knowledge.help}</Typography>
        {options.error ? <Alert severity="error">{errorMessage(options.error, knowledge.loadFailed)}</Alert> : null}
        <Autocomplete<KnowledgeBaseOption, true>
          multiple
          options={options.data ?? []}
          loading={options.isLoading}
          value={value}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          getOptionLabel={(o) => o.title}
          getOptionDisabled={(o) => full && !ids.includes(o.id)}
          noOptionsText={knowledge.none}
          onChange={(_e, chosen) => controller.change({ knowledgeBaseIds: chosenIds(chosen, MAX_ATTACHED) })}
          renderOption={({ key, ...props }, o) => (
            <li key={key} {...props}>
              <Stack>
                <span>{o.title}</span>
                <Typography variant="caption" color="text.secondary">{knowledge.documents(o.items)}</Typography>
              </Stack>
            </li>
          )}
          renderValue={(chosen, getItemProps) =>
            chosen.map((o, index) => {
              const { key, ...props } = getItemProps({ index });
              return <Chip key={key} {...props} label={o.title} color={options.data && !options.data.some((x) => x.id === o.id) ? 'warning' : 'default'} />;
            })
          }
          renderInput={(params) => <TextField {...params} label={knowledge.label} helperText={full ? knowledge.tooMany(MAX_ATTACHED) : undefined} />}
        />
      </Stack>
      <Suspense fallback={null}>
        {testing ? <RetrievalDialog agentId={server.id} kbIds={ids} onClose={() => setTesting(false)} /> : null}
      </Suspense>
    </Section>
  );
}
