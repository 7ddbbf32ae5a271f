// ?editUserAccount=<account id | true>: the account's name and email (POST /api/v2/updateAccount),
// and for super admins (canUseSuperAdminTools) the superAdmin flag, switched after a confirmation.
// The name and email are the kit's DialogForm (a used email's 409 shows under the field).
import { useState } from 'react';
import { Box, Divider, FormControlLabel, FormHelperText, Stack, Switch, Typography } from '@mui/material';
import { TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import { DialogForm, errorMessage, OverlayDialog, type OverlayProps, useConfirm, useKernel } from '@kernel/sdk';
import { useAccountsProvider } from '../accountActions';
import { messages as m } from '../messages';
import { changedUserFields, validateUser, type UserValues } from '../adminFormRules';
import { accountIdFrom, accountLabel } from '../adminRules';
import type { AccountSummary } from '../rules';
import { accountLoadState, useAdminAccount } from './useAdminQueries';

export default function EditUserAccountOverlay({ value, close }: OverlayProps) {
  const { account: viewed } = useKernel();
  const id = accountIdFrom(value, viewed);
  const query = useAdminAccount(id);

  return (
    <OverlayDialog title={m.editUser.title} onClose={() => close()}>
      {accountLoadState(id, query) ?? (query.data ? <EditUserForm key={query.data.id} account={query.data} onDone={() => close()} /> : null)}
    </OverlayDialog>
  );
}

function EditUserForm({ account, onDone }: { account: AccountSummary; onDone: () => void }) {
  const translate = useTranslate();
  const { permissions, user, account: viewed, session, reloadView } = useKernel();
  const dataProvider = useAccountsProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const confirm = useConfirm();
  const initial: UserValues = { name: account.name ?? '', email: account.email ?? '' };
  const [superAdmin, setSuperAdmin] = useState(!!account.superAdmin);

  // the signed-in user's own name shows in the app bar; the viewed account's in the breadcrumb
  const afterChange = () => {
    refresh();
    if (user?.id === account.id) void session.refresh();
    if (viewed?.id === account.id) reloadView();
  };

  const asUser = (values: Record<string, unknown>): UserValues => ({
    name: typeof values.name === 'string' ? values.name : '',
    email: typeof values.email === 'string' ? values.email : '',
  });

  const save = async (values: Record<string, unknown>) => {
    await dataProvider.updateAccount('organizations', { id: account.id, data: changedUserFields(initial, asUser(values)) });
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
      cancelLabel: translate('ra.action.cancel'),
      onConfirm: async () => {
        try {
          await dataProvider.updateAccount('organizations', { id: account.id, data: { superAdmin: next } });
        } catch (caught) {
          notify(errorMessage(caught, m.saveFailed), { type: 'error' });
          return;
        }
        setSuperAdmin(next);
        notify(next ? m.editUser.superAdminOn : m.editUser.superAdminOff, { type: 'success' });
        afterChange();
      },
    });
  };

  return (
    <DialogForm
      record={{ name: initial.name, email: initial.email }}
      validate={(values) => validateUser(asUser(values), initial)}
      nothingChanged={{ when: (values) => Object.keys(changedUserFields(initial, asUser(values))).length === 0, message: m.noChanges }}
      failed={m.saveFailed}
      serverFields={['name', 'email']}
      conflict={{ field: 'email', message: m.invite.emailTaken }}
      onSubmit={save}
      onCancel={onDone}
    >
      <Stack spacing={0.5}>
        <TextInput source="name" size="small" label={m.fields.name} autoFocus isRequired />
        <TextInput source="email" size="small" type="email" label={m.fields.email} />
      </Stack>
      {permissions.canUseSuperAdminTools ? (
        <Box component="section" aria-label={m.editUser.superAdminSection}>
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle2" component="h3">
            {m.editUser.superAdminSection}
          </Typography>
          <FormControlLabel
            control={<Switch slotProps={{ input: { role: 'switch' } }} checked={superAdmin} onChange={(event) => void toggleSuperAdmin(event.target.checked)} />}
            label={m.fields.superAdmin}
          />
          <FormHelperText>{m.hints.superAdmin}</FormHelperText>
        </Box>
      ) : null}
    </DialogForm>
  );
}
