// The Stripe Connect part of the panel: the connected account's state, the onboarding link (opened
// in this tab; the provider returns to /app/stripePayoutConnectSuccess or …Failure), and the
// transfer form once the account can receive payouts.
import { useState } from 'react';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { errorMessage, PendingButton } from '@kernel/sdk';
import { PAYOUTS } from './api';
import { payoutMessages as m } from './messages';
import { PayoutForm } from './PayoutForm';
import { useConnectedAccount, usePayoutsProvider } from './usePayouts';

export function StripePayout({ onDone, open = (url: string) => window.location.assign(url) }: { onDone: () => void; open?: (url: string) => void }) {
  const state = useConnectedAccount();
  const provider = usePayoutsProvider();
  const notify = useNotify();
  const [connecting, setConnecting] = useState(false);

  const connect = async () => {
    setConnecting(true);
    try {
      open((await provider.connect(PAYOUTS)).data.url);
    } catch (caught) {
      notify(errorMessage(caught, m.stripe.connectFailed), { type: 'error' });
      setConnecting(false);
    }
  };

  if (state.isPending) {
    return (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} />
        <Typography>{m.stripe.checking}</Typography>
      </Stack>
    );
  }
  if (state.isError) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void state.refetch()}>{m.list.retry}</Button>}>
        {m.stripe.checkFailed}
      </Alert>
    );
  }
  const { connected, payoutsEnabled, accountId } = state.data;
  if (connected && payoutsEnabled && accountId) {
    return (
      <Stack spacing={2}>
        <Typography variant="body2">{m.stripe.ready(accountId)}</Typography>
        <PayoutForm method="stripe" destination={accountId} submitLabel={m.stripe.transfer} onDone={onDone} />
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{connected ? m.stripe.unfinished : m.stripe.notConnected}</Typography>
      <PendingButton pending={connecting} pendingLabel={m.stripe.connecting} onClick={() => void connect()}>
        {connected ? m.stripe.resume : m.stripe.connect}
      </PendingButton>
    </Stack>
  );
}
