// Subscribe to a plan: POST product/subscribe (one Idempotency-Key per plan and term while the
// screen lives, so a double click opens one checkout), then the browser goes to the checkout page
// (Demo payments or Stripe), which returns to /app/paymentSuccess or /app/paymentCancel.
import { useMemo, useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { errorMessage, PendingButton } from '@kernel/sdk';
import { newIdempotencyKey } from '../../../adapters/idempotencyKey';
import type { Term } from '../../../shared/billing/plans';
import type { CheckoutReturn } from '../api';
import { leaveTo } from '../leave';
import { messages } from '../messages';
import { useBillingApi } from '../useBilling';

export function SubscribeButton({ planId, term, label = messages.actions.subscribe, returns }: { planId: string; term: Term; label?: string; returns?: CheckoutReturn }) {
  const api = useBillingApi();
  const key = useMemo(() => newIdempotencyKey(), [planId, term]); // eslint-disable-line react-hooks/exhaustive-deps
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const subscribe = async () => {
    setPending(true);
    setFailed(null);
    try {
      const { url } = await api.subscribe({ productPlanId: planId, term, idempotencyKey: key, returns });
      leaveTo(url);
    } catch (error) {
      setFailed(error);
      setPending(false);
    }
  };
  return (
    <Stack spacing={1}>
      <PendingButton variant="contained" pending={pending} pendingLabel={messages.actions.subscribing} onClick={() => void subscribe()}>
        {label}
      </PendingButton>
      {failed ? <Alert severity="error">{errorMessage(failed, messages.actionFailed)}</Alert> : null}
    </Stack>
  );
}
