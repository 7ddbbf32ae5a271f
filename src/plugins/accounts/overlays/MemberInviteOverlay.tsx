// ?memberInvite=<org id | true>: invite an admin user (POST /api/v2/inviteAdminUser): a validated
// email, "Invite as owner" (off by default; offered to owners and elevated views only) and where the
// invitation's sign-in link lands (default: the page the inviter is on, as the member will see it).
// The kit's DialogForm: a used email (409) or a refusal naming a field shows under that field.
import { useMemo } from 'react';
import { Box, Checkbox, FormControlLabel, FormHelperText, Stack } from '@mui/material';
import { TextInput, useInput, useNotify, useRefresh } from 'react-admin';
import { DialogForm, OverlayDialog, OverlayError, type OverlayProps, useKernel, useViewingAs } from '@kernel/sdk';
import { useAccountsProvider } from '../accountActions';
import { messages as m } from '../messages';
import { defaultRedirectUrl, inviteBody, validateInvite, type InviteValues } from '../adminFormRules';
import { canInviteOwners, orgIdFrom } from '../adminRules';

/** The form's values as strings and a flag, whatever the inputs hold while empty. */
const asInvite = (values: Record<string, unknown>): InviteValues => ({
  email: typeof values.email === 'string' ? values.email : '',
  isOwner: values.isOwner === true,
  redirectUrl: typeof values.redirectUrl === 'string' ? values.redirectUrl : '',
});

/** "Invite as owner": a checkbox (react-admin's BooleanInput is a switch) with its hint or error. */
function IsOwnerInput() {
  const { field, fieldState } = useInput({ source: 'isOwner' });
  return (
    <Box>
      <FormControlLabel control={<Checkbox checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} />} label={m.fields.isOwner} />
      <FormHelperText sx={{ mt: -0.5, mb: 1 }} error={!!fieldState.error}>
        {fieldState.error?.message ?? m.hints.isOwner}
      </FormHelperText>
    </Box>
  );
}

export default function MemberInviteOverlay({ value, close }: OverlayProps) {
  const { account: viewed } = useKernel();
  const dataProvider = useAccountsProvider();
  const { viewingAs } = useViewingAs();
  const notify = useNotify();
  const refresh = useRefresh();
  const orgId = orgIdFrom(value, viewed);
  const ownersAllowed = canInviteOwners(viewingAs);
  const record = useMemo(() => ({ email: '', isOwner: false, redirectUrl: defaultRedirectUrl(window.location.pathname) }), []);

  const invite = async (values: Record<string, unknown>) => {
    const body = inviteBody(asInvite(values), ownersAllowed);
    await dataProvider.inviteMember('organizations', { id: orgId as number, data: body });
    notify(m.invite.sent(body.email), { type: 'success' });
    refresh();
    close();
  };

  return (
    <OverlayDialog title={m.invite.title} onClose={() => close()} maxWidth="xs">
      {orgId == null ? (
        <OverlayError error={null} fallback={m.loadFailed} />
      ) : (
        <DialogForm
          record={record}
          validate={(values) => validateInvite(asInvite(values))}
          failed={m.invite.failed}
          serverFields={['email', 'redirectUrl', 'isOwner']}
          conflict={{ field: 'email', message: m.invite.emailTaken }}
          toastFailure={false}
          saveLabel={m.actions.invite}
          onSubmit={invite}
          onCancel={() => close()}
        >
          <Stack spacing={1}>
            <TextInput source="email" type="email" label={m.fields.email} autoFocus isRequired />
            {ownersAllowed ? <IsOwnerInput /> : null}
            <TextInput source="redirectUrl" label={m.fields.redirectUrl} size="small" helperText={m.hints.redirectUrl} />
          </Stack>
        </DialogForm>
      )}
    </OverlayDialog>
  );
}
