// ?deleteOrganization=<org id>: the strong confirmation: the delete button is enabled only once the
// organization's name is typed. Then DELETE /api/v2/deleteOrganization; a user acting on that org
// goes back to /app, an owner who deleted their own org is signed out, anyone else stays put.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, DialogActions, DialogContent, DialogContentText, TextField } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import type { OverlayProps } from '../../../kernel/contracts';
import { useKernel } from '../../../kernel/KernelContext';
import { navigateApp } from '../../../kernel/appLocation';
import { APP_ROOT } from '../../../kernel/constants';
import { errorMessage, OverlayDialog, OverlayError, OverlayLoading } from '../../../overlays/OverlayDialog';
import { deleteOrganization } from '../adminApi';
import { adminMessages as m } from '../adminMessages';
import { accountLabel, isActingOn, isOrganization, nameMatches, orgIdFrom } from '../adminRules';
import { useAdminAccount } from './AdminQueries';

export default function DeleteOrganizationOverlay({ value, close }: OverlayProps) {
  const { http, user, account: viewed, session } = useKernel();
  const notify = useNotify();
  const refresh = useRefresh();
  const orgId = orgIdFrom(value, viewed);
  const { data: org, isPending, error } = useAdminAccount(orgId);
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const name = accountLabel(org);
  const valid = !!org && isOrganization(org);
  const matches = valid && nameMatches(typed, name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!org || !matches) return;
    setFailed(null);
    setDeleting(true);
    try {
      await deleteOrganization(http, org.id);
    } catch (caught) {
      setFailed(caught);
      notify(errorMessage(caught, m.deleteFailed), { type: 'error' });
      return;
    } finally {
      setDeleting(false);
    }
    notify(m.deleteOrganization.deleted(name), { type: 'success' });
    if (isActingOn(user, org.id)) void session.logout(); // the user's own organization is gone
    else if (isActingOn(viewed, org.id)) navigateApp(APP_ROOT);
    else {
      close();
      refresh();
    }
  };

  let body;
  if (orgId == null) body = <OverlayError error={null} fallback={m.loadFailed} />;
  else if (isPending) body = <OverlayLoading label={m.loading} />;
  else if (error || !org) body = <OverlayError error={error} fallback={m.loadFailed} />;
  else if (!valid) body = <OverlayError error={null} fallback={m.deleteOrganization.notOrg} />;
  else {
    const mismatch = touched && typed.trim() !== '' && !matches;
    body = (
      <DialogContent>
        <Alert severity="error" sx={{ mb: 2 }}>
          {m.deleteOrganization.warning(name)}
        </Alert>
        <DialogContentText sx={{ mb: 1 }}>{m.deleteOrganization.typeToConfirm(name)}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          size="small"
          autoComplete="off"
          label={m.fields.confirmName}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={() => setTouched(true)}
          error={mismatch}
          helperText={mismatch ? m.deleteOrganization.mismatch : ' '}
        />
        {failed ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errorMessage(failed, m.deleteFailed)}
          </Alert>
        ) : null}
      </DialogContent>
    );
  }

  return (
    <OverlayDialog title={m.deleteOrganization.title} onClose={() => close()} closeLabel={m.actions.close} maxWidth="xs">
      <Box component="form" noValidate onSubmit={submit} aria-label={m.deleteOrganization.title}>
        {body}
        <DialogActions>
          <Button onClick={() => close()}>{m.actions.cancel}</Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={!matches || deleting}
            startIcon={deleting ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {deleting ? m.actions.deleting : m.actions.deleteOrganization}
          </Button>
        </DialogActions>
      </Box>
    </OverlayDialog>
  );
}
