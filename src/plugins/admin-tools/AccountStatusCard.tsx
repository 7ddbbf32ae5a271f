// Section 2: enable or disable an account. The spec's alerts on success; on failure the spec only
// logs, and we also tell the user (a console that fails silently leaves them guessing). A react-admin
// form checked as the user types; the two buttons are its two submits.
import { useRef, useState, type MouseEvent } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { Form, useNotify, useTranslate } from 'react-admin';
import { FormTextField, serverFieldError, useConfirm } from '@kernel/sdk';
import { isAdminTokenRejected, refusal } from './api';
import { ACCOUNT_ENABLED, messages, ORGANIZATION_DISABLED } from './messages';
import { DETAILS_MAX, disableRequest, REASON_MAX, validateDetails, validateReason, validateUsername } from './rules';
import { submitOwnForm, ToolCard, toolErrors, type ToolSectionProps } from './ToolCard';

const m = messages.status;

/** The generic failure, with the server's reason for a refused request (e.g. `Account not found`). */
function failureMessage(error: unknown): string {
  const refused = refusal(error);
  if (refused && refused.status >= 400 && refused.status < 500 && refused.message) return `${m.failed} ${refused.message}`;
  return m.failed;
}

type Action = 'enable' | 'disable';

interface StatusValues {
  username: string;
  reason: string;
  details: string;
  /** a new round after a disable: reason and details empty again */
  round: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function AccountStatusCard({ api, ready, onRejected }: ToolSectionProps) {
  const notify = useNotify();
  const confirm = useConfirm();
  const translate = useTranslate();
  const [record, setRecord] = useState<StatusValues>({ username: '', reason: '', details: '', round: 0 });
  // the action tried last: a reason is required once a disable was tried (the form's rules read it)
  const tried = useRef<Action | null>(null);
  const [busy, setBusy] = useState(false);

  const validate = (values: Record<string, unknown>) =>
    toolErrors({
      username: validateUsername(text(values.username)),
      reason: validateReason(text(values.reason), tried.current === 'disable'),
      details: validateDetails(text(values.details)),
    });

  const run = async (action: () => Promise<void>, success: string) => {
    setBusy(true);
    try {
      await action();
      notify(success, { type: 'success' });
      return undefined;
    } catch (error) {
      console.error('[admin-tools] account status change failed', error);
      if (isAdminTokenRejected(error)) onRejected();
      notify(failureMessage(error), { type: 'error' });
      // a refusal naming a field ("username: …") also shows under it
      const named = serverFieldError(error, { fields: ['username', 'reason', 'details'], fallback: m.failed });
      return named.field ? { [named.field]: named.message } : undefined;
    } finally {
      setBusy(false);
    }
  };

  const submit = async (values: Record<string, unknown>) => {
    const username = text(values.username);
    if (tried.current === 'enable') return run(() => api.enableAccount(username.trim()), ACCOUNT_ENABLED);
    const request = disableRequest(username, text(values.reason), text(values.details));
    if (!request) return undefined;
    const confirmed = await confirm({
      title: m.confirmTitle(request.username),
      details: m.confirmDetails,
      confirmLabel: m.confirm,
      cancelLabel: translate('ra.action.cancel'),
      confirmColor: 'error',
    });
    if (!confirmed) return undefined;
    const refused = await run(() => api.disableAccount(request), ORGANIZATION_DISABLED);
    if (!refused) {
      tried.current = null;
      setRecord({ username, reason: '', details: '', round: record.round + 1 });
    }
    return refused;
  };

  const tryAction = (action: Action) => (event: MouseEvent<HTMLButtonElement>) => {
    tried.current = action;
    submitOwnForm(event);
  };

  const locked = !ready || busy;
  return (
    <ToolCard title={m.title} ready={ready}>
      <Typography variant="body2" color="text.secondary">
        {m.help}
      </Typography>
      <Form record={record} validate={validate} mode="onChange" disableInvalidFormNotification noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <FormTextField source="username" label={m.username} required autoComplete="off" disabled={!ready} />
          <FormTextField
            source="reason"
            label={m.reason}
            helperText={m.reasonHelp}
            slotProps={{ htmlInput: { maxLength: REASON_MAX + 1 } }}
            disabled={!ready}
          />
          <FormTextField
            source="details"
            label={m.details}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: DETAILS_MAX + 1 } }}
            disabled={!ready}
          />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" color="success" onClick={tryAction('enable')} disabled={locked}>
              {m.enable}
            </Button>
            <Button variant="contained" color="error" onClick={tryAction('disable')} disabled={locked}>
              {m.disable}
            </Button>
          </Stack>
        </Stack>
      </Form>
    </ToolCard>
  );
}
