// ?memberDelete=<member id>: a confirmation naming the member, then DELETE /api/v2/deleteAdminUser
// (target = the member's organization). The account that is the organization cannot be removed.
import { DialogContentText } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import { type OverlayProps, useKernel } from '@kernel/sdk';
import { deleteAdminUser } from '../adminApi';
import { adminMessages as m } from '../adminMessages';
import { accountIdFrom, isMemberAccount, memberLabel } from '../adminRules';
import { AdminConfirmDialog, useConfirmedAction } from './AdminConfirmDialog';
import { useAdminAccount } from './useAdminQueries';

export default function MemberDeleteOverlay({ value, close }: OverlayProps) {
  const { http, user, session } = useKernel();
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
    if (!(await removal.run(() => deleteAdminUser(http, orgId, member.id)))) return;
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
    <AdminConfirmDialog
      title={m.memberDelete.title}
      close={close}
      id={id}
      query={query}
      refusal={removable ? null : { message: m.memberDelete.isOrg, severity: 'warning' }}
      action={removal}
      color="error"
      confirmLabel={m.actions.remove}
      canConfirm={removable}
      onConfirm={remove}
    >
      <DialogContentText sx={{ fontWeight: 500 }}>{m.memberDelete.question(name)}</DialogContentText>
      <DialogContentText sx={{ mt: 1 }}>{m.memberDelete.details}</DialogContentText>
    </AdminConfirmDialog>
  );
}
