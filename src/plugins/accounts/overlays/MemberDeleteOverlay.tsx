// ?memberDelete=<member id>: a confirmation naming the member, then DELETE /api/v2/deleteAdminUser
// (target = the member's organization). The account that is the organization cannot be removed.
import { useState } from 'react';
import { Alert, Button, CircularProgress, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import type { OverlayProps } from '../../../kernel/contracts';
import { useKernel } from '../../../kernel/KernelContext';
import { errorMessage, OverlayDialog, OverlayError, OverlayLoading } from '../../../overlays/OverlayDialog';
import { deleteAdminUser } from '../adminApi';
import { adminMessages as m } from '../adminMessages';
import { accountIdFrom, isMemberAccount, memberLabel } from '../adminRules';
import { useAdminAccount } from './AdminQueries';

export default function MemberDeleteOverlay({ value, close }: OverlayProps) {
  const { http, user, session } = useKernel();
  const notify = useNotify();
  const refresh = useRefresh();
  const id = value === 'true' ? null : accountIdFrom(value, null);
  const { data: member, isPending, error } = useAdminAccount(id);
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const removable = !!member && isMemberAccount(member);
  const name = member ? memberLabel({ id: member.id, name: member.name ?? null, email: member.email ?? null, username: member.username }) : '';

  const remove = async () => {
    if (!member || !removable || member.organizationId == null) return;
    setFailed(null);
    setDeleting(true);
    try {
      await deleteAdminUser(http, member.organizationId, member.id);
    } catch (caught) {
      setFailed(caught);
      notify(errorMessage(caught, m.memberDelete.failed), { type: 'error' });
      return;
    } finally {
      setDeleting(false);
    }
    notify(m.memberDelete.removed(name), { type: 'success' });
    // removing oneself ends one's own sessions: sign out here too
    if (user?.id === member.id) {
      void session.logout();
      return;
    }
    refresh();
    close();
  };

  let body;
  if (id == null) body = <OverlayError error={null} fallback={m.loadFailed} />;
  else if (isPending) body = <OverlayLoading label={m.loading} />;
  else if (error || !member) body = <OverlayError error={error} fallback={m.loadFailed} />;
  else if (!removable) {
    body = (
      <DialogContent>
        <Alert severity="warning">{m.memberDelete.isOrg}</Alert>
      </DialogContent>
    );
  } else {
    body = (
      <DialogContent>
        <DialogContentText sx={{ fontWeight: 500 }}>{m.memberDelete.question(name)}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{m.memberDelete.details}</DialogContentText>
        {failed ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(failed, m.memberDelete.failed)}
          </Alert>
        ) : null}
      </DialogContent>
    );
  }

  return (
    <OverlayDialog title={m.memberDelete.title} onClose={() => close()} closeLabel={m.actions.close} maxWidth="xs">
      {body}
      <DialogActions>
        <Button onClick={() => close()}>{m.actions.cancel}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={!removable || deleting}
          startIcon={deleting ? <CircularProgress size={16} color="inherit" /> : undefined}
          onClick={remove}
        >
          {m.actions.remove}
        </Button>
      </DialogActions>
    </OverlayDialog>
  );
}
