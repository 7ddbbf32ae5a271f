// /app/paymentSuccess?session_id=… : the checkout's session id (validated before it is looked up),
// read every 1.5 s while the payment settles (Stripe's webhook may come after the user), then the
// amount credited and the new balance.
import { useState } from 'react';
import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useWalletApi, WALLET } from '../api';
import { messages } from '../messages';
import { isCheckoutSessionId, landingState, LANDING_POLL_MS, SESSION_QUERY, usdText } from '../rules';
import { LandingFrame } from './LandingFrame';

function SessionResult({ sessionId }: { sessionId: string }) {
  const api = useWalletApi();
  const [reads, setReads] = useState(0);
  const query = useQuery({
    queryKey: [WALLET, 'checkoutSession', sessionId],
    queryFn: async () => {
      const session = await api.checkoutSession(sessionId);
      setReads((n) => n + 1);
      return session;
    },
    retry: false,
    refetchInterval: (q) => (landingState(q.state.data?.status, reads) === 'waiting' ? LANDING_POLL_MS : false),
  });
  if (query.isPending) return <WaitingLine />;
  if (query.isError) {
    const status = (query.error as { status?: number }).status;
    return <Alert severity="error">{status === 404 ? messages.landings.notFound : messages.landings.failed}</Alert>;
  }
  const state = landingState(query.data.status, reads);
  if (state === 'paid' && query.data.mode === 'subscription') {
    return (
      <Stack spacing={1} role="status">
        <Typography>{messages.landings.subscribed(usdText(query.data.amountUsd))}</Typography>
      </Stack>
    );
  }
  if (state === 'paid') {
    return (
      <Stack spacing={1} role="status">
        <Typography>{messages.landings.credited(usdText(query.data.amountUsd))}</Typography>
        <Typography data-testid="wallet-new-balance">{messages.landings.newBalance(usdText(query.data.balanceUsd))}</Typography>
      </Stack>
    );
  }
  if (state === 'canceled') return <Alert severity="info">{messages.landings.cancelledSession}</Alert>;
  if (state === 'gaveUp') return <Alert severity="info">{messages.landings.stillWaiting}</Alert>;
  return <WaitingLine />;
}

function WaitingLine() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
      <CircularProgress size={20} aria-hidden />
      <Typography>{messages.landings.waiting}</Typography>
    </Stack>
  );
}

export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get(SESSION_QUERY);
  return (
    <LandingFrame title={messages.landings.successTitle}>
      {isCheckoutSessionId(sessionId) ? <SessionResult sessionId={sessionId} /> : <Alert severity="warning">{messages.landings.badSession}</Alert>}
    </LandingFrame>
  );
}
