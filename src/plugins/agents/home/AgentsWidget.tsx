// The organization's home: its agents, each opening the editor (?editAgent=<id>) or the test chat;
// an owner who may add agents creates one from a template.
import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { useKernel, useOpenOverlay } from '@kernel/sdk';
import type { CampaignSummary } from '../api/types';
import { messages } from '../messages';
import { organizationIdOf } from '../rules/organization';

const { home } = messages;
// loads only when opened: this widget is on the home page, which has a size budget
const NewAgentDialog = lazy(() => import('../templates/NewAgentDialog'));

export default function AgentsWidget() {
  const { account, permissions } = useKernel();
  const open = useOpenOverlay();
  const [creating, setCreating] = useState(false);
  const orgId = account ? organizationIdOf(account) : undefined;
  const { data, error, isPending } = useGetList<CampaignSummary>('agents', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'agentName', order: 'ASC' },
    filter: {},
    meta: { orgId },
  });
  return (
    <Card component="section" aria-label={home.title}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {home.title}
          </Typography>
          {permissions.canAddAgents ? <Button size="small" onClick={() => setCreating(true)}>{messages.newAgent.button}</Button> : null}
        </Stack>
        {error ? <Alert severity="error">{home.failed}</Alert> : null}
        {!isPending && !error && data?.length === 0 ? <Typography color="text.secondary">{home.empty}</Typography> : null}
        <List dense>
          {(data ?? []).map((agent) => (
            <ListItem
              key={agent.id}
              disableGutters
              secondaryAction={
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => open('testAgent', agent.id)} aria-label={`${home.test}: ${agent.agentName}`}>
                    {home.test}
                  </Button>
                  <Button size="small" variant="outlined" onClick={() => open('editAgent', agent.id)} aria-label={`${home.edit}: ${agent.agentName}`}>
                    {home.edit}
                  </Button>
                </Stack>
              }
            >
              <ListItemText
                primary={agent.agentName}
                // plain text, not Chips: this widget is on every org's home page, which has a size budget
                secondary={[agent.unpublishedChanges ? home.unpublished : null, agent.templateName ? `${home.template}: ${agent.templateName}` : null]
                  .filter(Boolean)
                  .join(' · ') || undefined}
              />
            </ListItem>
          ))}
        </List>
        {creating ? (
          <Suspense fallback={null}>
            <NewAgentDialog onClose={() => setCreating(false)} />
          </Suspense>
        ) : null}
      </CardContent>
    </Card>
  );
}
