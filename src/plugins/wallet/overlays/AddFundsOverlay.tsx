// ?addFunds=true: an amount in USD (whole cents, within the server's bounds) → checkout/vidaCredit
// with an Idempotency-Key per attempt (the same amount sent again is the same checkout) → the
// provider's page in the same tab, which returns to this account's paymentSuccess / paymentCancel.
import { useMemo, useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, Stack, TextField, Typography } from '@mui/material';
import { useHref } from 'react-router-dom';
import { OverlayDialog, PendingButton, errorMessage, type OverlayProps } from '@kernel/sdk';
import { newIdempotencyKey } from '../../../adapters/idempotencyKey';
import { useWalletApi } from '../api';
import { browser } from '../leave';
import { messages } from '../messages';
import { fieldMessage, isSafeCheckoutUrl, parseUsdAmount, successUrlFor } from '../rules';
import { useOverview } from '../useWallet';

export default function AddFundsOverlay({ close }: OverlayProps) {
  const api = useWalletApi();
  const overview = useOverview();
  const successHref = useHref('/paymentSuccess');
  const cancelHref = useHref('/paymentCancel');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ field: boolean; message: string } | null>(null);
  const checked = useMemo(() => parseUsdAmount(amount), [amount]);
  const key = useMemo(() => newIdempotencyKey(), [amount]); // eslint-disable-line react-hooks/exhaustive-deps
  const fieldError = touched && 'error' in checked ? checked.error : failure?.field ? failure.message : null;

  const submit = async () => {
    setTouched(true);
    setFailure(null);
    if ('error' in checked) return;
    setPending(true);
    try {
      const { url } = await api.startTopUp({ amount: checked.usd, successUrl: successUrlFor(successHref), cancelUrl: cancelHref }, key);
      if (!isSafeCheckoutUrl(url)) throw new Error(messages.addFunds.failed);
      browser.assign(url);
    } catch (error) {
      const message = errorMessage(error, messages.addFunds.failed);
      const onField = fieldMessage(message, 'amount');
      setFailure(onField ? { field: true, message: onField } : { field: false, message });
      setPending(false);
    }
  };

  return (
    <OverlayDialog title={messages.addFunds.title} onClose={() => close()}>
      <form aria-label={messages.addFunds.title} onSubmit={(e) => (e.preventDefault(), void submit())}>
        <DialogContent>
          <Stack spacing={2}>
            {overview.data && (
              <Typography variant="body2" color="text.secondary">
                {overview.data.provider.kind === 'demo' ? messages.demoProvider : messages.provider(overview.data.provider.name)}
              </Typography>
            )}
            {failure && !failure.field && <Alert severity="error">{failure.message}</Alert>}
            <TextField
              label={messages.addFunds.amount}
              value={amount}
              autoFocus
              onChange={(e) => {
                setAmount(e.target.value);
                setFailure(null);
              }}
              onBlur={() => setTouched(true)}
              error={!!fieldError}
              helperText={fieldError ?? messages.addFunds.hint}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close()}>{messages.actions.cancel}</Button>
          <PendingButton type="submit" pending={pending} pendingLabel={messages.addFunds.leaving}>
            {messages.actions.continueToPayment}
          </PendingButton>
        </DialogActions>
      </form>
    </OverlayDialog>
  );
}
