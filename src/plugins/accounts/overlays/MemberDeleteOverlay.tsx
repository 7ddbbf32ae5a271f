// ?memberDelete=<member id>: a confirmation naming the member, then DELETE /api/v2/deleteAdminUser
// (target = the member's organization). The account that is the organization cannot be removed.
import { DialogContentText } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import { type OverlayProps, useKernel, ConfirmActionDialog, useConfirmedAction } from '@kernel/sdk';
import { useAccountsProvider } from '../accountActions';
import { messages as m } from '../messages';
import { accountIdFrom, isMemberAccount, memberLabel } from '../adminRules';
import { ACCOUNT_LOAD, accountLoad, useAdminAccount } from './useAdminQueries';

export default function MemberDeleteOverlay({ value, close }: OverlayProps) {
  const { user, session } = useKernel();
  const dataProvider = useAccountsProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const id = value === 'true' ? null : accountIdFrom(value, null);
  const query = useAdminAccount(id);
  const removal = useConfirmedAction(m.memberDelete.failed);
  const member = query.data;
  const removable = !!member && isMemberAccount(member);
  const name = member ? memberLabel({ id: member.id, name: member.name ?? null, email: member.email ?? null, username: member.username }) : '';

  const remove = async () => {
    const orgId = member?.organizationId;
    if (!member || !removable || orgId == null) return;
    if (!(await removal.run(() => dataProvider.deleteMember('organizations', { id: orgId, memberId: member.id })))) return;
    notify(m.memberDelete.removed(name), { type: 'success' });
    // removing oneself ends one's own sessions: sign out here too
    if (user?.id === member.id) {
      void session.logout();
      return;
    }
    refresh();
    close();
  };

  return (
    <ConfirmActionDialog
      title={m.memberDelete.title}
      close={close}
      load={accountLoad(id, query)}
      loadLabels={ACCOUNT_LOAD}
      refusal={removable ? null : { message: m.memberDelete.isOrg, severity: 'warning' }}
      action={removal}
      color="error"
      confirmLabel={m.actions.remove}
      canConfirm={removable}
      onConfirm={remove}
    >
      <DialogContentText sx={{ fontWeight: 500 }}>{m.memberDelete.question(name)}</DialogContentText>
      <DialogContentText sx={{ mt: 1 }}>{m.memberDelete.details}</DialogContentText>
    </ConfirmActionDialog>
  );
}
