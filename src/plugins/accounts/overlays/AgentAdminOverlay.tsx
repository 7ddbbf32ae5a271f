// ?agentAdmin=<agent id | true>: rename an agent account (POST /api/v2/updateAccount), open its
// details (agentInfo), open it (canTakeoverAgent: a takeover of the agent) and delete it (canAddAgents).
import { useState } from 'react';
import { Box, Button, DialogContent, Divider, Stack, TextField } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { OverlayDialog, OverlayError, type OverlayProps, useKernel, useOpenOverlay } from '@kernel/sdk';
import { updateAccount } from '../adminApi';
import { allowed } from '../accountsAccess';
import { messages as m } from '../messages';
import { agentRenameBody, validateName } from '../adminFormRules';
import { accountIdFrom, accountLabel } from '../adminRules';
import { openAccount } from '../openAccount';
import type { AccountSummary } from '../rules';
import { AdminDangerZone } from './AdminDangerZone';
import { AdminFormAlert, PendingButton, useAdminForm } from './AdminForm';
import { accountLoadState, useAdminAccount } from './useAdminQueries';

export default function AgentAdminOverlay({ value, close }: OverlayProps) {
  const { account: viewed } = useKernel();
  const id = accountIdFrom(value, viewed);
  const agent = useAdminAccount(id);
  const title = agent.data ? m.agentAdmin.title(accountLabel(agent.data)) : m.agentAdmin.titleLoading;

  const body =
    accountLoadState(id, agent) ??
    (agent.data?.accountType === 'agent' ? (
      <AgentAdminBody key={agent.data.id} agent={agent.data} />
    ) : (
      <OverlayError error={null} fallback={m.agentAdmin.notAgent} />
    ));

  return (
    <OverlayDialog title={title} onClose={() => close()}>
      {body}
    </OverlayDialog>
  );
}

function AgentAdminBody({ agent }: { agent: AccountSummary }) {
  const translate = useTranslate();
  const { http, permissions, user, account: viewed, reloadView } = useKernel();
  const open = useOpenOverlay();
  const notify = useNotify();
  const refresh = useRefresh();
  const [current, setCurrent] = useState(agent);
  const [opening, setOpening] = useState(false);
  const form = useAdminForm({
    initial: { name: agent.name || agent.accountName || '' },
    validate: (values) => {
      const name = validateName(values.name);
      return name ? { name } : {};
    },
    body: (values) => agentRenameBody(current, values.name),
    save: (body) => updateAccount(http, agent.id, body),
    serverFields: ['name', 'accountName'],
    fieldFor: () => 'name',
    onSaved: (body) => {
      setCurrent({ ...current, ...body });
      notify(m.agentAdmin.saved, { type: 'success' });
      refresh();
      if (viewed?.id === agent.id) reloadView();
    },
  });

  const openAgent = async () => {
    if (!user) return;
    setOpening(true);
    await openAccount(http, user, current, 'agentAdmin');
  };

  return (
    <DialogContent dividers>
      <Box component="form" noValidate onSubmit={form.submit} aria-label={m.agentAdmin.titleLoading}>
        <TextField size="small" fullWidth required label={m.fields.agentAccountName} {...form.text('name')} />
        <AdminFormAlert message={form.formError} />
        <PendingButton type="submit" pending={form.saving} pendingLabel={m.actions.saving}>
          {translate('ra.action.save')}
        </PendingButton>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {allowed('agentInfo', permissions, { account: viewed, user }) ? (
          <Button variant="outlined" onClick={() => open('agentInfo', agent.id, ['agentAdmin'])}>
            {m.actions.agentInfo}
          </Button>
        ) : null}
        {permissions.canTakeoverAgent && viewed?.id !== agent.id ? (
          <Button variant="outlined" disabled={opening} onClick={openAgent}>
            {m.actions.openAgent}
          </Button>
        ) : null}
      </Stack>
      {permissions.canAddAgents ? (
        <AdminDangerZone
          title={m.agentAdmin.dangerZone}
          actionLabel={m.actions.deleteAgent}
          onAction={() => open('deleteAgent', agent.id, ['agentAdmin'])}
        />
      ) : null}
    </DialogContent>
  );
}
