// ?memberInvite=<org id | true>: invite an admin user (POST /api/v2/inviteAdminUser): a validated
// email, "Invite as owner" (off by default; offered to owners and elevated views only) and where the
// invitation's sign-in link lands (default: the console path the inviter is on).
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  DialogActions,
  DialogContent,
  FormControlLabel,
  FormHelperText,
  Stack,
  TextField,
} from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import type { OverlayProps } from '../../../kernel/contracts';
import { useKernel } from '../../../kernel/KernelContext';
import { useViewingAs } from '../../../kernel/useViewingAs';
import { OverlayDialog, OverlayError } from '../../../overlays/OverlayDialog';
import { inviteAdminUser } from '../adminApi';
import { adminMessages as m } from '../adminMessages';
import {
  canInviteOwners,
  defaultRedirectUrl,
  inviteBody,
  orgIdFrom,
  validateInvite,
  type Errors,
  type InviteValues,
} from '../adminRules';
import { saveError } from './AdminSaveError';

const FIELDS = ['email', 'redirectUrl', 'isOwner'] as const;

export default function MemberInviteOverlay({ value, close }: OverlayProps) {
  const { http, account: viewed } = useKernel();
  const { viewingAs } = useViewingAs();
  const notify = useNotify();
  const refresh = useRefresh();
  const orgId = orgIdFrom(value, viewed);
  const ownersAllowed = canInviteOwners(viewingAs);
  const [values, setValues] = useState<InviteValues>(() => ({
    email: '',
    isOwner: false,
    redirectUrl: defaultRedirectUrl(window.location.pathname),
  }));
  const [errors, setErrors] = useState<Errors<keyof InviteValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const set = <K extends keyof InviteValues>(key: K, next: InviteValues[K]) => {
    setValues((v) => ({ ...v, [key]: next }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (orgId == null) return;
    setFormError(null);
    const found = validateInvite(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = inviteBody(values, ownersAllowed);
    setSending(true);
    try {
      await inviteAdminUser(http, orgId, body);
    } catch (error) {
      const failure = saveError(error, m.invite.failed, FIELDS, { field: 'email', message: m.invite.emailTaken });
      if (failure.field) setErrors({ [failure.field]: failure.message });
      else setFormError(failure.message);
      return;
    } finally {
      setSending(false);
    }
    notify(m.invite.sent(body.email), { type: 'success' });
    refresh();
    close();
  };

  if (orgId == null) {
    return (
      <OverlayDialog title={m.invite.title} onClose={() => close()} closeLabel={m.actions.close} maxWidth="xs">
        <OverlayError error={null} fallback={m.loadFailed} />
      </OverlayDialog>
    );
  }

  return (
    <OverlayDialog title={m.invite.title} onClose={() => close()} closeLabel={m.actions.close} maxWidth="xs">
      <Box component="form" noValidate onSubmit={submit} aria-label={m.invite.title}>
        <DialogContent>
          <Stack spacing={1}>
            <TextField
              autoFocus
              required
              fullWidth
              type="email"
              label={m.fields.email}
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
              error={!!errors.email}
              helperText={errors.email ?? ' '}
            />
            {ownersAllowed ? (
              <Box>
                <FormControlLabel
                  control={<Checkbox checked={values.isOwner} onChange={(event) => set('isOwner', event.target.checked)} />}
                  label={m.fields.isOwner}
                />
                <FormHelperText sx={{ mt: -0.5, mb: 1 }} error={!!errors.isOwner}>
                  {errors.isOwner ?? m.hints.isOwner}
                </FormHelperText>
              </Box>
            ) : null}
            <TextField
              fullWidth
              size="small"
              label={m.fields.redirectUrl}
              value={values.redirectUrl}
              onChange={(event) => set('redirectUrl', event.target.value)}
              error={!!errors.redirectUrl}
              helperText={errors.redirectUrl ?? m.hints.redirectUrl}
            />
            {formError ? <Alert severity="error">{formError}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close()}>{m.actions.cancel}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={sending}
            startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {m.actions.invite}
          </Button>
        </DialogActions>
      </Box>
    </OverlayDialog>
  );
}
