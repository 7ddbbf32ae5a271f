// ?deleteOrganization=<org id>: the strong confirmation: the delete button is enabled only once the
// organization's name is typed. Then the organizations resource's delete (DELETE
// /api/v2/deleteOrganization, through the data provider); a user acting on that org
// goes back to /app, an owner who deleted their own org is signed out, anyone else stays put.
import { useState, type FormEvent } from 'react';
import { Alert, DialogContentText, TextField } from '@mui/material';
import { useDelete, useNotify, useRefresh } from 'react-admin';
import { APP_ROOT, navigateApp, type OverlayProps, useKernel, ConfirmActionDialog, useConfirmedAction } from '@kernel/sdk';
import { messages as m } from '../messages';
import { nameMatches } from '../adminFormRules';
import { accountLabel, isActingOn, isOrganization, orgIdFrom } from '../adminRules';
import { ACCOUNT_LOAD, accountLoad, useAdminAccount } from './useAdminQueries';

export default function DeleteOrganizationOverlay({ value, close }: OverlayProps) {
  const { user, account: viewed, session } = useKernel();
  const [deleteOne] = useDelete();
  const notify = useNotify();
  const refresh = useRefresh();
  const orgId = orgIdFrom(value, viewed);
  const query = useAdminAccount(orgId);
  const deletion = useConfirmedAction(m.deleteFailed);
  const org = query.data;
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const name = accountLabel(org);
  const valid = !!org && isOrganization(org);
  const matches = valid && nameMatches(typed, name);
  const mismatch = touched && typed.trim() !== '' && !matches;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!org || !matches) return;
    if (!(await deletion.run(() =>
        deleteOne('organizations', { id: org.id, previousData: org }, { mutationMode: 'pessimistic', returnPromise: true }),
      ))) return;
    notify(m.deleteOrganization.deleted(name), { type: 'success' });
    if (isActingOn(user, org.id)) void session.logout(); // the user's own organization is gone
    else if (isActingOn(viewed, org.id)) navigateApp(APP_ROOT);
    else {
      close();
      refresh();
    }
  };

  return (
    <ConfirmActionDialog
      title={m.deleteOrganization.title}
      close={close}
      load={accountLoad(orgId, query)}
      loadLabels={ACCOUNT_LOAD}
      refusal={valid ? null : { message: m.deleteOrganization.notOrg, severity: 'error' }}
      action={deletion}
      color="error"
      confirmLabel={m.actions.deleteOrganization}
      pendingLabel={m.actions.deleting}
      canConfirm={matches}
      onSubmit={submit}
    >
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
    </ConfirmActionDialog>
  );
}
