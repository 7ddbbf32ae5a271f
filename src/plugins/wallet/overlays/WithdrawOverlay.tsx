// ?withdraw=true: pays a lightning invoice (BOLT11, type ln) from the wallet, after a confirmation
// (money leaves for good). One Idempotency-Key per invoice pasted: a repeated submit is one payment.
import { useMemo, useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { OverlayDialog, PendingButton, errorMessage, useConfirm, type OverlayProps } from '@kernel/sdk';
import { newIdempotencyKey } from '../../../adapters/idempotencyKey';
import { useWalletApi } from '../api';
import { messages } from '../messages';
import { bareInvoice, fieldMessage, usdText } from '../rules';
import { useOverview, useReloadWallet } from '../useWallet';

export default function WithdrawOverlay({ close }: OverlayProps) {
  const api = useWalletApi();
  const confirm = useConfirm();
  const notify = useNotify();
  const reload = useReloadWallet();
  const overview = useOverview();
  const [address, setAddress] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ field: boolean; message: string } | null>(null);
  const invoice = bareInvoice(address);
  const key = useMemo(() => newIdempotencyKey(), [invoice]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async () => {
    setFailure(null);
    if (!invoice) {
      setFailure({ field: true, message: messages.withdraw.required });
      return;
    }
    if (!(await confirm({ title: messages.withdraw.confirmTitle, details: messages.withdraw.confirm, confirmLabel: messages.actions.withdraw, confirmColor: 'error' }))) return;
    setPending(true);
    try {
      const withdrawal = await api.requestWithdrawal(invoice, key);
      notify(messages.withdraw.done(usdText(withdrawal.amountUsd), withdrawal.amountSats), { type: 'success' });
      await reload();
      close();
    } catch (error) {
      const message = errorMessage(error, messages.withdraw.failed);
      const onField = fieldMessage(message, 'address');
      setFailure(onField ? { field: true, message: onField } : { field: false, message });
      setPending(false);
    }
  };

  return (
    <OverlayDialog title={messages.withdraw.title} onClose={() => close()}>
      <form aria-label={messages.withdraw.title} onSubmit={(e) => (e.preventDefault(), void submit())}>
        <DialogContent>
          <Stack spacing={2}>
            {overview.data && <Typography>{`${messages.cards.balance}: ${usdText(overview.data.balanceUsd)}`}</Typography>}
            {failure && !failure.field && <Alert severity="error">{failure.message}</Alert>}
            <TextField
              label={messages.withdraw.address}
              value={address}
              autoFocus
              multiline
              minRows={3}
              onChange={(e) => {
                setAddress(e.target.value);
                setFailure(null);
              }}
              error={!!failure?.field}
              helperText={failure?.field ? failure.message : messages.withdraw.hint}
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close()}>{messages.actions.cancel}</Button>
          <PendingButton type="submit" pending={pending}>
            {messages.actions.withdraw}
          </PendingButton>
        </DialogActions>
      </form>
    </OverlayDialog>
  );
}
