// ?agentInfo=<agent account id>: the agent account's summary, with administer, delete, and opening
// the agent (a takeover) when the view may take over agents.
import { useState } from 'react';
import { Button } from '@mui/material';
import { type OverlayProps, useKernel } from '@kernel/sdk';
import { messages } from '../messages';
import { useAccountReads } from '../accountActions';
import { openAccount } from '../openAccount';
import type { AccountSummary } from '../rules';
import { AccountInfoOverlay, type InfoAction } from './AccountInfoOverlay';

const ACTIONS: InfoAction[] = [
  { overlay: 'agentAdmin', label: messages.actions.admin },
  { overlay: 'deleteAgent', label: 'ra.action.delete' },
];

function OpenAgentButton({ agent }: { agent: AccountSummary }) {
  const { user, permissions } = useKernel();
  const dataProvider = useAccountReads();
  const [busy, setBusy] = useState(false);
  if (!user || !permissions.canTakeoverAgent) return null;
  return (
    <Button
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void openAccount(dataProvider, user, agent, 'agentInfo');
      }}
    >
      {messages.actions.open}
    </Button>
  );
}

export default function AgentInfoOverlay(props: OverlayProps) {
  return (
    <AccountInfoOverlay
      {...props}
      name="agentInfo"
      kind="agent"
      title={messages.titles.agentInfo}
      actions={ACTIONS}
      extra={(agent) => <OpenAgentButton agent={agent} />}
    />
  );
}
