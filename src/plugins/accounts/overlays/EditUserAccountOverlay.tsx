// ?editUserAccount=<account id | true>: the account's name and email (POST /api/v2/updateAccount),
// and for super admins (canUseSuperAdminTools) the superAdmin flag, switched after a confirmation.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, DialogActions, DialogContent, Divider, FormControlLabel, FormHelperText, Stack, Switch, TextField, Typography } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import type { OverlayProps } from '../../../kernel/contracts';
import { useKernel } from '../../../kernel/KernelContext';
import { useConfirm } from '../../../kernel/shell/ConfirmProvider';
import { OverlayDialog, OverlayError, OverlayLoading } from '../../../overlays/OverlayDialog';
import { updateAccount, type AdminAccount } from '../adminApi';
import { adminMessages as m } from '../adminMessages';
import { accountIdFrom, accountLabel, changedUserFields, validateUser, type Errors, type UserValues } from '../adminRules';
import { useAdminAccount } from './AdminQueries';
import { saveError } from './AdminSaveError';

export default function EditUserAccountOverlay({ value, close }: OverlayProps) {
  const { account: viewed } = useKernel();
  const id = accountIdFrom(value, viewed);
  const { data: account, isPending, error } = useAdminAccount(id);

  let body;
  if (id == null) body = <OverlayError error={null} fallback={m.loadFailed} />;
  else if (isPending) body = <OverlayLoading label={m.loading} />;
  else if (error || !account) body = <OverlayError error={error} fallback={m.loadFailed} />;
  else body = <EditUserForm key={account.id} account={account} onDone={() => close()} />;

  return (
    <OverlayDialog title={m.editUser.title} onClose={() => close()} closeLabel={m.actions.close}>
      {body}
    </OverlayDialog>
  );
}

function EditUserForm({ account, onDone }: { account: AdminAccount; onDone: () => void }) {
  const { http, permissions, user, account: viewed, session, reloadView } = useKernel();
  const notify = useNotify();
  const refresh = useRefresh();
  const confirm = useConfirm();
  const initial: UserValues = { name: account.name ?? '', email: account.email ?? '' };
  const [values, setValues] = useState<UserValues>(initial);
  const [errors, setErrors] = useState<Errors<keyof UserValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [superAdmin, setSuperAdmin] = useState(account.superAdmin);

  // the signed-in user's own name shows in the app bar; the viewed account's in the breadcrumb
  const afterChange = () => {
    refresh();
    if (user?.id === account.id) void session.refresh();
    if (viewed?.id === account.id) reloadView();
  };

  const set = (key: keyof UserValues) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: event.target.value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateUser(values, initial);
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = changedUserFields(initial, values);
    if (!Object.keys(body).length) {
      setFormError(m.noChanges);
      return;
    }
    setSaving(true);
    try {
      await updateAccount(http, account.id, body);
    } catch (caught) {
      const failure = saveError(caught, m.saveFailed, ['name', 'email'], { field: 'email', message: m.invite.emailTaken });
      if (failure.field) setErrors({ [failure.field]: failure.message });
      else setFormError(failure.message);
      notify(failure.message, { type: 'error' });
      return;
    } finally {
      setSaving(false);
    }
    notify(m.editUser.saved, { type: 'success' });
    afterChange();
    onDone();
  };

  const toggleSuperAdmin = async (next: boolean) => {
    const name = accountLabel(account);
    await confirm({
      title: next ? m.editUser.grantTitle(name) : m.editUser.revokeTitle(name),
      details: next ? m.editUser.grantDetails : m.editUser.revokeDetails,
      confirmLabel: next ? m.editUser.grant : m.editUser.revoke,
      confirmColor: next ? 'primary' : 'error',
      cancelLabel: m.actions.cancel,
      onConfirm: async () => {
        try {
          await updateAccount(http, account.id, { superAdmin: next });
        } catch (caught) {
          notify(saveError(caught, m.saveFailed, []).message, { type: 'error' });
          return;
        }
        setSuperAdmin(next);
        notify(next ? m.editUser.superAdminOn : m.editUser.superAdminOff, { type: 'success' });
        afterChange();
      },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={m.editUser.title}>
      <DialogContent dividers>
        <Stack spacing={0.5}>
          <TextField size="small" fullWidth required autoFocus label={m.fields.name} value={values.name} onChange={set('name')} error={!!errors.name} helperText={errors.name ?? ' '} />
          <TextField size="small" fullWidth type="email" label={m.fields.email} value={values.email} onChange={set('email')} error={!!errors.email} helperText={errors.email ?? ' '} />
        </Stack>
        {formError ? <Alert severity={formError === m.noChanges ? 'info' : 'error'}>{formError}</Alert> : null}
        {permissions.canUseSuperAdminTools ? (
          <Box component="section" aria-label={m.editUser.superAdminSection}>
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle2" component="h3">
              {m.editUser.superAdminSection}
            </Typography>
            <FormControlLabel
              control={<Switch checked={superAdmin} onChange={(event) => void toggleSuperAdmin(event.target.checked)} />}
              label={m.fields.superAdmin}
            />
            <FormHelperText>{m.hints.superAdmin}</FormHelperText>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>{m.actions.cancel}</Button>
        <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {saving ? m.actions.saving : m.actions.save}
        </Button>
      </DialogActions>
    </Box>
  );
}
