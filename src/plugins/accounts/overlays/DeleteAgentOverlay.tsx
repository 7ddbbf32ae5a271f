// ?deleteAgent=<agent id>: a confirmation naming the agent account, then the agentAccounts resource's
// delete through the data provider (DELETE /api/v2/deleteAccount, query targetOrganizationId = its
// org, body targetAccountId). A user acting
// on that agent goes to its organization afterwards.
import { DialogContentText } from '@mui/material';
import { useDelete, useNotify, useRefresh, useTranslate } from 'react-admin';
import { navigateApp, type OverlayProps, pathToAccount, useKernel, ConfirmActionDialog, useConfirmedAction } from '@kernel/sdk';
import { messages as m } from '../messages';
import { accountIdFrom, accountLabel, organizationOf } from '../adminRules';
import { ACCOUNT_LOAD, accountLoad, useAdminAccount } from './useAdminQueries';

export default function DeleteAgentOverlay({ value, close }: OverlayProps) {
  const translate = useTranslate();
  const { user, account: viewed } = useKernel();
  const [deleteOne] = useDelete();
  const notify = useNotify();
  const refresh = useRefresh();
  const id = accountIdFrom(value, viewed);
  const query = useAdminAccount(id);
  const deletion = useConfirmedAction(m.deleteFailed);
  const agent = query.data;
  const org = agent ? organizationOf(agent) : null;
  const valid = !!agent && agent.accountType === 'agent' && !!org;
  const name = accountLabel(agent);

  const remove = async () => {
    if (!agent || !org || !valid) return;
    if (!(await deletion.run(() =>
        deleteOne('agentAccounts', { id: agent.id, previousData: agent }, { mutationMode: 'pessimistic', returnPromise: true }),
      ))) return;
    notify(m.deleteAgent.deleted(name), { type: 'success' });
    if (viewed?.id === agent.id) {
      navigateApp(pathToAccount(user ?? org, org));
      return;
    }
    close();
    refresh();
  };

  return (
    <ConfirmActionDialog
      title={m.deleteAgent.title}
      close={close}
      load={accountLoad(id, query)}
      loadLabels={ACCOUNT_LOAD}
      refusal={valid ? null : { message: m.deleteAgent.notAgent, severity: 'error' }}
      action={deletion}
      color="error"
      confirmLabel={translate('ra.action.delete')}
      pendingLabel={m.actions.deleting}
      canConfirm={valid}
      onConfirm={remove}
    >
      <DialogContentText sx={{ fontWeight: 500 }}>{m.deleteAgent.question(name)}</DialogContentText>
      <DialogContentText sx={{ mt: 1 }}>{m.deleteAgent.details}</DialogContentText>
    </ConfirmActionDialog>
  );
}
