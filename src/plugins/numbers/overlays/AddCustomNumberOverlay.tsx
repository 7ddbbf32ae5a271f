// ?addCustomNumber: bring your own number. The number (and its agent) first: we text it a code; then
// the code proves the organization holds the number, and it is added (spec `phoneNumber/byo/assign`).
import { useState, type FormEvent } from 'react';
import { Alert, Button, DialogActions, DialogContent, Stack, TextField } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { OverlayDialog, PendingButton, useConfirmedAction, type OverlayProps } from '@kernel/sdk';
import { ActionError } from '../ActionError';
import { AgentSelect } from '../AgentSelect';
import { messages } from '../messages';
import { e164, formatPhone } from '../rules';
import { useNumbersProvider } from '../useNumbers';

export default function AddCustomNumberOverlay({ close }: OverlayProps) {
  const dataProvider = useNumbersProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [agent, setAgent] = useState<number | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const send = useConfirmedAction(messages.codeFailed);
  const verify = useConfirmedAction(messages.verifyFailed);

  const onSend = async (event: FormEvent) => {
    event.preventDefault();
    const number = e164(typed);
    if (!number) return setInvalid(messages.validation.number);
    setInvalid(null);
    if (await send.run(() => dataProvider.claimNumber('phoneNumbers', { number, agentAccountId: agent }))) setSentTo(number);
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setInvalid(messages.validation.code);
    setInvalid(null);
    const done = await verify.run(() =>
      dataProvider.claimNumber('phoneNumbers', { number: sentTo!, agentAccountId: agent, verificationCode: code.trim() }),
    );
    if (!done) return;
    notify(messages.notify.assigned, { type: 'success' });
    refresh();
    close();
  };

  const step = sentTo === null ? 'number' : 'code';
  return (
    <OverlayDialog title={messages.titles.custom} onClose={() => close()}>
      <form onSubmit={step === 'number' ? onSend : onVerify} aria-label={messages.titles.custom} noValidate>
        <DialogContent>
          <Stack spacing={2}>
            <TextField
              label={messages.fields.number}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              disabled={step === 'code'}
              inputMode="tel"
              autoFocus
              error={step === 'number' && !!invalid}
              helperText={step === 'number' ? (invalid ?? messages.numberHint) : undefined}
            />
            <AgentSelect value={agent} onChange={setAgent} disabled={step === 'code'} />
            {step === 'code' && (
              <>
                <Alert severity="info">{messages.codeSent(formatPhone(sentTo))}</Alert>
                <TextField
                  label={messages.fields.verificationCode}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  autoFocus
                  error={!!invalid}
                  helperText={invalid ?? messages.codeHint}
                />
              </>
            )}
          </Stack>
          <ActionError action={step === 'number' ? send : verify} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close()}>{translate('ra.action.cancel')}</Button>
          {step === 'number' ? (
            <PendingButton type="submit" pending={send.pending}>
              {messages.actions.sendCode}
            </PendingButton>
          ) : (
            <PendingButton type="submit" pending={verify.pending}>
              {messages.actions.verify}
            </PendingButton>
          )}
        </DialogActions>
      </form>
    </OverlayDialog>
  );
}
