// ?deleteAgent=<agent id>: a confirmation naming the agent account, then DELETE
// /api/v2/deleteAccount (query targetOrganizationId = its org, body targetAccountId). A user acting
// on that agent goes to its organization afterwards.
import { useState } from 'react';
import { Alert, Button, CircularProgress, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import type { OverlayProps } from '../../../kernel/contracts';
import { useKernel } from '../../../kernel/KernelContext';
import { navigateApp } from '../../../kernel/appLocation';
import { pathToAccount } from '../../../kernel/navigation';
import { errorMessage, OverlayDialog, OverlayError, OverlayLoading } from '../../../overlays/OverlayDialog';
import { deleteAgentAccount } from '../adminApi';
import { adminMessages as m } from '../adminMessages';
import { accountIdFrom, accountLabel, organizationOf } from '../adminRules';
import { useAdminAccount } from './AdminQueries';

export default function DeleteAgentOverlay({ value, close }: OverlayProps) {
  const { http, user, account: viewed } = useKernel();
  const notify = useNotify();
  const refresh = useRefresh();
  const id = accountIdFrom(value, viewed);
  const { data: agent, isPending, error } = useAdminAccount(id);
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const org = agent ? organizationOf(agent) : null;
  const valid = !!agent && agent.accountType === 'agent' && !!org;
  const name = accountLabel(agent);

  const remove = async () => {
    if (!agent || !org || !valid) return;
    setFailed(null);
    setDeleting(true);
    try {
      await deleteAgentAccount(http, org.id, agent.id);
    } catch (caught) {
      setFailed(caught);
      notify(errorMessage(caught, m.deleteFailed), { type: 'error' });
      return;
    } finally {
      setDeleting(false);
    }
    notify(m.deleteAgent.deleted(name), { type: 'success' });
    if (viewed?.id === agent.id) {
      navigateApp(pathToAccount(user ?? org, org));
      return;
    }
    close();
    refresh();
  };

  let body;
  if (id == null) body = <OverlayError error={null} fallback={m.loadFailed} />;
  else if (isPending) body = <OverlayLoading label={m.loading} />;
  else if (error || !agent) body = <OverlayError error={error} fallback={m.loadFailed} />;
  else if (!valid) body = <OverlayError error={null} fallback={m.deleteAgent.notAgent} />;
  else {
    body = (
      <DialogContent>
        <DialogContentText sx={{ fontWeight: 500 }}>{m.deleteAgent.question(name)}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{m.deleteAgent.details}</DialogContentText>
        {failed ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(failed, m.deleteFailed)}
          </Alert>
        ) : null}
      </DialogContent>
    );
  }

  return (
    <OverlayDialog title={m.deleteAgent.title} onClose={() => close()} closeLabel={m.actions.close} maxWidth="xs">
      {body}
      <DialogActions>
        <Button onClick={() => close()}>{m.actions.cancel}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={!valid || deleting}
          startIcon={deleting ? <CircularProgress size={16} color="inherit" /> : undefined}
          onClick={remove}
        >
          {deleting ? m.actions.deleting : m.actions.delete}
        </Button>
      </DialogActions>
    </OverlayDialog>
  );
}
