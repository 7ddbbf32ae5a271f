// ?memberInvite=<org id | true>: invite an admin user (POST /api/v2/inviteAdminUser): a validated
// email, "Invite as owner" (off by default; offered to owners and elevated views only) and where the
// invitation's sign-in link lands (default: the page the inviter is on, as the member will see it).
import { Box, Button, Checkbox, DialogActions, DialogContent, FormControlLabel, FormHelperText, Stack, TextField } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { OverlayDialog, OverlayError, type OverlayProps, useKernel, useViewingAs } from '@kernel/sdk';
import { inviteAdminUser } from '../adminApi';
import { messages as m } from '../messages';
import { defaultRedirectUrl, inviteBody, validateInvite, type InviteValues } from '../adminFormRules';
import { canInviteOwners, orgIdFrom } from '../adminRules';
import { AdminFormAlert, PendingButton, useAdminForm } from './AdminForm';

export default function MemberInviteOverlay({ value, close }: OverlayProps) {
  const translate = useTranslate();
  const { http, account: viewed } = useKernel();
  const { viewingAs } = useViewingAs();
  const notify = useNotify();
  const refresh = useRefresh();
  const orgId = orgIdFrom(value, viewed);
  const ownersAllowed = canInviteOwners(viewingAs);
  const form = useAdminForm({
    initial: (): InviteValues => ({ email: '', isOwner: false, redirectUrl: defaultRedirectUrl(window.location.pathname) }),
    validate: validateInvite,
    body: (values) => inviteBody(values, ownersAllowed),
    save: (body) => inviteAdminUser(http, orgId as number, body),
    serverFields: ['email', 'redirectUrl', 'isOwner'],
    conflict: { field: 'email', message: m.invite.emailTaken },
    failed: m.invite.failed,
    toastFailure: false,
    onSaved: (body) => {
      notify(m.invite.sent(body.email), { type: 'success' });
      refresh();
      close();
    },
  });
  const { values, errors } = form;

  return (
    <OverlayDialog title={m.invite.title} onClose={() => close()} maxWidth="xs">
      {orgId == null ? (
        <OverlayError error={null} fallback={m.loadFailed} />
      ) : (
        <Box component="form" noValidate onSubmit={form.submit} aria-label={m.invite.title}>
          <DialogContent>
            <Stack spacing={1}>
              <TextField autoFocus required fullWidth type="email" label={m.fields.email} {...form.text('email')} />
              {ownersAllowed ? (
                <Box>
                  <FormControlLabel
                    control={<Checkbox checked={values.isOwner} onChange={(event) => form.setValue('isOwner', event.target.checked)} />}
                    label={m.fields.isOwner}
                  />
                  <FormHelperText sx={{ mt: -0.5, mb: 1 }} error={!!errors.isOwner}>
                    {errors.isOwner ?? m.hints.isOwner}
                  </FormHelperText>
                </Box>
              ) : null}
              <TextField fullWidth size="small" label={m.fields.redirectUrl} {...form.text('redirectUrl', m.hints.redirectUrl)} />
              <AdminFormAlert message={form.formError} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => close()}>{translate('ra.action.cancel')}</Button>
            <PendingButton type="submit" pending={form.saving}>
              {m.actions.invite}
            </PendingButton>
          </DialogActions>
        </Box>
      )}
    </OverlayDialog>
  );
}
