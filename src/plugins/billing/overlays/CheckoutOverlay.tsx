// ?checkout= (spec doc 1 §2.3 checkout): the card payment variant (`card`: credit in USD paid through
// the payments provider, checkout/vidaCredit), the subscription variant (`subscription`, with
// `productPlanId` and `term` for one plan, else every plan) and the success page (`success` with the
// provider's `session_id`: the payment read back until it settles); `canceled` is where the provider
// returns when the user gives up, and any other value lets the user choose a variant. Paying needs
// canManageBilling (the server decides; the overlay says so).
import { useMemo, useState } from 'react';
import { Alert, Button, CircularProgress, DialogActions, DialogContent, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useHref, useLocation, useSearchParams } from 'react-router-dom';
import { errorMessage, OverlayDialog, PendingButton, useKernel, useOpenOverlay, type OverlayProps } from '@kernel/sdk';
import { newIdempotencyKey } from '../../../adapters/idempotencyKey';
import { parseUsdText, type AmountRefusal } from '../../../shared/money/amount';
import { CHECKOUT_POLL_MS, checkoutPollState, isCheckoutSessionId, MAX_TOPUP_USD, MIN_TOPUP_USD } from '../../../shared/money/topup';
import { formatUsd, usdToMicros } from '../../../shared/money';
import { leaveTo } from '../leave';
import { messages } from '../messages';
import { PlanList } from '../plans/PlanList';
import { PlanSummary } from '../plans/PlanSummary';
import { SubscribeButton } from '../plans/SubscribeButton';
import { TermPicker, useTerm } from '../plans/TermPicker';
import { useBillingApi, usePlan, useRefreshBilling } from '../useBilling';
import { CHECKOUT_PARAMS, checkoutReturns, checkoutVariant, PLAN_PARAM, SESSION_PARAM } from './checkoutRules';

const m = messages.checkout;
const usd = (text: string | null | undefined) => formatUsd((text != null && usdToMicros(text)) || 0n);

function refusalText(refusal: AmountRefusal): string {
  if (refusal === 'min') return m.amountErrors.min(formatUsd(usdToMicros(MIN_TOPUP_USD)!));
  if (refusal === 'max') return m.amountErrors.max(formatUsd(usdToMicros(MAX_TOPUP_USD)!));
  return m.amountErrors[refusal];
}

/** The return URLs of this page (the account view's path, basename included). */
function useReturns() {
  const { pathname } = useLocation();
  const href = useHref(pathname);
  return useMemo(() => checkoutReturns(href), [href]);
}

function Choose() {
  const open = useOpenOverlay();
  const options = [
    { variant: 'card', title: m.cardOption, hint: m.cardHint },
    { variant: 'subscription', title: m.subscriptionOption, hint: m.subscriptionHint },
  ];
  return (
    <Stack spacing={2}>
      <Typography>{m.choose}</Typography>
      {options.map((o) => (
        <Paper key={o.variant} variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Button variant="contained" onClick={() => open('checkout', o.variant)}>
              {o.title}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {o.hint}
            </Typography>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function CardCheckout() {
  const api = useBillingApi();
  const returns = useReturns();
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const parsed = useMemo(() => parseUsdText(amount), [amount]);
  // one key per amount while the overlay lives: a double click opens one checkout
  const key = useMemo(() => newIdempotencyKey(), [amount]); // eslint-disable-line react-hooks/exhaustive-deps
  const fieldError = touched && 'refusal' in parsed ? refusalText(parsed.refusal) : null;
  const submit = async () => {
    setTouched(true);
    setFailed(null);
    if ('refusal' in parsed) return;
    setPending(true);
    try {
      const { url } = await api.cardCheckout({ amount: parsed.usd, idempotencyKey: key, returns });
      leaveTo(url);
    } catch (error) {
      setFailed(errorMessage(error, m.failed).replace(/^amount: /, ''));
      setPending(false);
    }
  };
  return (
    <Stack spacing={2} component="form" noValidate aria-label={m.cardOption} onSubmit={(e) => (e.preventDefault(), void submit())}>
      <Typography variant="body2" color="text.secondary">
        {m.cardHint} {messages.plans.checkoutHint}
      </Typography>
      {failed && <Alert severity="error">{failed}</Alert>}
      <TextField
        label={m.amount}
        value={amount}
        autoFocus
        onChange={(e) => (setAmount(e.target.value), setFailed(null))}
        onBlur={() => setTouched(true)}
        error={!!fieldError}
        helperText={fieldError ?? m.amountHint(formatUsd(usdToMicros(MIN_TOPUP_USD)!), formatUsd(usdToMicros(MAX_TOPUP_USD)!))}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        fullWidth
      />
      <div>
        <PendingButton type="submit" variant="contained" pending={pending} pendingLabel={m.leaving}>
          {m.pay}
        </PendingButton>
      </div>
    </Stack>
  );
}

function OnePlan({ planId }: { planId: string }) {
  const plan = usePlan(planId);
  const returns = useReturns();
  const [term, setTerm] = useTerm();
  if (plan.isError) return <Alert severity="error">{messages.plans.notFound}</Alert>;
  if (!plan.data) return <CircularProgress aria-label={messages.plans.title} />;
  return (
    <Stack spacing={2}>
      <div>
        <TermPicker term={term} onChange={setTerm} />
      </div>
      <PlanSummary plan={plan.data} term={term} actions={<SubscribeButton planId={plan.data.id} term={term} returns={returns} />} />
      <Alert severity="info">{messages.plans.checkoutHint}</Alert>
    </Stack>
  );
}

function SubscriptionCheckout() {
  const [params] = useSearchParams();
  const planId = params.get(PLAN_PARAM);
  return planId ? <OnePlan planId={planId} /> : <PlanList from="checkout" />;
}

function Success() {
  const api = useBillingApi();
  const refresh = useRefreshBilling();
  const [params] = useSearchParams();
  const sessionId = params.get(SESSION_PARAM);
  const valid = isCheckoutSessionId(sessionId);
  const [reads, setReads] = useState(0);
  const query = useQuery({
    queryKey: ['billing', 'checkoutSession', sessionId],
    enabled: valid,
    retry: false,
    queryFn: async () => {
      const session = await api.checkoutSession(sessionId!);
      setReads((n) => n + 1);
      if (session.status === 'paid') void refresh();
      return session;
    },
    refetchInterval: (q) => (checkoutPollState(q.state.data?.status, reads) === 'waiting' ? CHECKOUT_POLL_MS : false),
  });
  const plan = usePlanName(query.data?.planId ?? null);
  if (!valid) return <Alert severity="warning">{m.badSession}</Alert>;
  if (query.isError) return <Alert severity="error">{(query.error as { status?: number }).status === 404 ? m.notFound : m.readFailed}</Alert>;
  const state = query.data ? checkoutPollState(query.data.status, reads) : 'waiting';
  if (state === 'paid' && query.data) {
    return (
      <Alert severity="success" role="status">
        {query.data.mode === 'subscription' ? m.subscribed(plan ?? query.data.planId ?? '', usd(query.data.amountUsd)) : m.credited(usd(query.data.amountUsd), usd(query.data.balanceUsd))}
      </Alert>
    );
  }
  if (state === 'canceled') return <Alert severity="info">{m.canceled}</Alert>;
  if (state === 'gaveUp') return <Alert severity="info">{m.stillWaiting}</Alert>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
      <CircularProgress size={20} aria-hidden />
      <Typography>{m.waiting}</Typography>
    </Stack>
  );
}

function usePlanName(planId: string | null): string | null {
  const api = useBillingApi();
  const plan = useQuery({ queryKey: ['billing', 'plan', planId], queryFn: () => api.plan(planId!), enabled: !!planId, retry: false });
  return plan.data?.name ?? null;
}

export default function CheckoutOverlay({ value, close }: OverlayProps) {
  const { permissions } = useKernel();
  const open = useOpenOverlay();
  const variant = checkoutVariant(value);
  const paying = variant === 'card' || variant === 'subscription';
  const title = variant === 'success' ? m.successTitle : variant === 'card' ? m.cardOption : variant === 'subscription' ? m.subscriptionOption : m.title;
  return (
    <OverlayDialog title={title} onClose={() => close(CHECKOUT_PARAMS)} maxWidth={variant === 'subscription' ? 'md' : 'sm'}>
      <DialogContent>
        {paying && !permissions.canManageBilling ? (
          <Alert severity="info">{m.readOnly}</Alert>
        ) : variant === 'card' ? (
          <CardCheckout />
        ) : variant === 'subscription' ? (
          <SubscriptionCheckout />
        ) : variant === 'success' ? (
          <Success />
        ) : variant === 'canceled' ? (
          <Alert severity="info">{m.canceled}</Alert>
        ) : (
          <Choose />
        )}
      </DialogContent>
      <DialogActions>
        {paying && <Button onClick={() => open('checkout', 'true', CHECKOUT_PARAMS)}>{m.back}</Button>}
        {(variant === 'success' || variant === 'canceled') && <Button onClick={() => close(CHECKOUT_PARAMS)}>{m.done}</Button>}
      </DialogActions>
    </OverlayDialog>
  );
}
