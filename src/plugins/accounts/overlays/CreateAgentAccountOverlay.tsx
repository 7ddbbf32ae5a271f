// ?createAgentAccount=<organization id | true>: a new agent account of that organization ('true' =
// the viewed account's organization). The server requires canAddAgents on it.
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { OverlayDialog, type OverlayProps } from '@kernel/sdk';
import { createBody, type CreateValues } from '../createRules';
import { messages } from '../messages';
import { accountIdParam } from '../summaryFormat';
import { AccountCreateForm } from './AccountCreateForm';

export default function CreateAgentAccountOverlay({ value, close }: OverlayProps) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const organizationId = accountIdParam(value) ?? undefined;

  const onSubmit = async (values: CreateValues) => {
    await dataProvider.create('agentAccounts', { data: { ...createBody('agent', values), organizationId } });
    notify(messages.create.created.agent, { type: 'success' });
    refresh();
    close();
  };

  return (
    <OverlayDialog title={messages.titles.createAgentAccount} onClose={() => close()}>
      <AccountCreateForm kind="agent" submitLabel={messages.actions.create} onSubmit={onSubmit} onCancel={() => close()} />
    </OverlayDialog>
  );
}
