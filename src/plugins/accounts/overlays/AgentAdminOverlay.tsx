// ?agentAdmin=<agent id | true>: rename an agent account (POST /api/v2/updateAccount), open its
// details (agentInfo), open it (canTakeoverAgent: a takeover of the agent) and delete it (canAddAgents).
// The rename is the kit's DialogForm.
import { useState } from 'react';
import { Button, DialogContent, Stack } from '@mui/material';
import { TextInput, useNotify, useRefresh } from 'react-admin';
import { DialogForm, OverlayDialog, OverlayError, type OverlayProps, useKernel, useOpenOverlay } from '@kernel/sdk';
import { useAccountsProvider } from '../accountActions';
import { allowed } from '../accountsAccess';
import { messages as m } from '../messages';
import { agentRenameBody, validateName } from '../adminFormRules';
import { accountIdFrom, accountLabel } from '../adminRules';
import { openAccount } from '../openAccount';
import type { AccountSummary } from '../rules';
import { AdminDangerZone } from './AdminDangerZone';
import { accountLoadState, useAdminAccount } from './useAdminQueries';

export default function AgentAdminOverlay({ value, close }: OverlayProps) {
  const { account: viewed } = useKernel();
  const id = accountIdFrom(value, viewed);
  const agent = useAdminAccount(id);
  const title = agent.data ? m.agentAdmin.title(accountLabel(agent.data)) : m.agentAdmin.titleLoading;

  const body =
    accountLoadState(id, agent) ??
    (agent.data?.accountType === 'agent' ? (
      <AgentAdminBody key={agent.data.id} agent={agent.data} close={() => close()} />
    ) : (
      <OverlayError error={null} fallback={m.agentAdmin.notAgent} />
    ));

  return (
    <OverlayDialog title={title} onClose={() => close()}>
      {body}
    </OverlayDialog>
  );
}

function AgentAdminBody({ agent, close }: { agent: AccountSummary; close: () => void }) {
  const { permissions, user, account: viewed, reloadView } = useKernel();
  const dataProvider = useAccountsProvider();
  const open = useOpenOverlay();
  const notify = useNotify();
  const refresh = useRefresh();
  const [current, setCurrent] = useState(agent);
  const [opening, setOpening] = useState(false);
  const nameOf = (values: Record<string, unknown>) => (typeof values.name === 'string' ? values.name : '');

  const rename = async (values: Record<string, unknown>) => {
    const body = agentRenameBody(current, nameOf(values));
    await dataProvider.updateAccount('agentAccounts', { id: agent.id, data: body });
    setCurrent({ ...current, ...body });
    notify(m.agentAdmin.saved, { type: 'success' });
    refresh();
    if (viewed?.id === agent.id) reloadView();
  };

  const openAgent = async () => {
    if (!user) return;
    setOpening(true);
    await openAccount(dataProvider, user, current, 'agentAdmin');
  };

  return (
    <>
      <DialogForm
        record={{ name: agent.name || agent.accountName || '' }}
        validate={(values) => {
          const name = validateName(nameOf(values));
          return name ? { name } : {};
        }}
        nothingChanged={{ when: (values) => Object.keys(agentRenameBody(current, nameOf(values))).length === 0, message: m.noChanges }}
        failed={m.saveFailed}
        serverFields={['name', 'accountName']}
        fieldFor={() => 'name'}
        onSubmit={rename}
        onCancel={close}
      >
        <TextInput source="name" size="small" label={m.fields.agentAccountName} isRequired />
      </DialogForm>
      <DialogContent>
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
    </>
  );
}
