// Section 2: enable or disable an account. The spec's alerts on success; on failure the spec only
// logs, and we also tell the user (a console that fails silently leaves them guessing).
import { useState } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useConfirm } from '@kernel/sdk';
import { isAdminTokenRejected, refusal } from './api';
import { ACCOUNT_ENABLED, messages, ORGANIZATION_DISABLED } from './messages';
import { DETAILS_MAX, disableRequest, REASON_MAX, validateDetails, validateReason, validateUsername } from './rules';
import { ToolCard, type ToolSectionProps } from './ToolCard';

const m = messages.status;

/** The generic failure, with the server's reason for a refused request (e.g. `Account not found`). */
function failureMessage(error: unknown): string {
  const refused = refusal(error);
  if (refused && refused.status >= 400 && refused.status < 500 && refused.message) return `${m.failed} ${refused.message}`;
  return m.failed;
}

export function AccountStatusCard({ api, ready, onRejected }: ToolSectionProps) {
  const notify = useNotify();
  const confirm = useConfirm();
  const translate = useTranslate();
  const [username, setUsername] = useState('');
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  // errors show once the user tried an action (or typed something invalid)
  const [tried, setTried] = useState<'enable' | 'disable' | null>(null);
  const [busy, setBusy] = useState(false);

  const usernameError = tried || username ? validateUsername(username) : undefined;
  const reasonError = validateReason(reason, tried === 'disable');
  const detailsError = validateDetails(details);

  const run = async (action: () => Promise<void>, success: string) => {
    setBusy(true);
    try {
      await action();
      notify(success, { type: 'success' });
      return true;
    } catch (error) {
      console.error('[admin-tools] account status change failed', error);
      if (isAdminTokenRejected(error)) onRejected();
      notify(failureMessage(error), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const enable = async () => {
    setTried('enable');
    if (validateUsername(username)) return;
    await run(() => api.enableAccount(username.trim()), ACCOUNT_ENABLED);
  };

  const disable = async () => {
    setTried('disable');
    const request = disableRequest(username, reason, details);
    if (!request) return;
    const confirmed = await confirm({
      title: m.confirmTitle(request.username),
      details: m.confirmDetails,
      confirmLabel: m.confirm,
      cancelLabel: translate('ra.action.cancel'),
      confirmColor: 'error',
    });
    if (!confirmed) return;
    if (await run(() => api.disableAccount(request), ORGANIZATION_DISABLED)) {
      setReason('');
      setDetails('');
      setTried(null);
    }
  };

  const locked = !ready || busy;
  return (
    <ToolCard title={m.title} ready={ready}>
      <Typography variant="body2" color="text.secondary">
        {m.help}
      </Typography>
      <TextField
        label={m.username}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={!!usernameError}
        helperText={usernameError}
        required
        autoComplete="off"
        disabled={!ready}
      />
      <TextField
        label={m.reason}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={!!reasonError}
        helperText={reasonError ?? m.reasonHelp}
        slotProps={{ htmlInput: { maxLength: REASON_MAX + 1 } }}
        disabled={!ready}
      />
      <TextField
        label={m.details}
        value={details}
        onChange={(e) => setDetails(e.target.value)}
        error={!!detailsError}
        helperText={detailsError}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: DETAILS_MAX + 1 } }}
        disabled={!ready}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" color="success" onClick={enable} disabled={locked}>
          {m.enable}
        </Button>
        <Button variant="contained" color="error" onClick={disable} disabled={locked}>
          {m.disable}
        </Button>
      </Stack>
    </ToolCard>
  );
}
