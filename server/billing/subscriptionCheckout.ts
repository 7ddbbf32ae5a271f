// Subscription checkouts (issue 22 point 4): POST /api/v2/product/subscribe records a session in
// payment_sessions (mode 'subscription', meta planId/priceKey/term) whose amount is the plan's price for
// the term, from our catalogue, never the provider's word. Paying it (the Demo payments page, or the
// Stripe webhook's checkout.session.completed) calls settleSubscriptionSession: the subscription turns
// active and the first charge is posted to the ledger once (key `checkout:<sessionId>`).
import { eq } from 'drizzle-orm';
import { planById, type ProductPlan, type Term } from '../../src/shared/billing/plans';
import { paymentSessions, subscriptions } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { PLATFORM, postTransaction } from '../ledger/ledger';
import type { PaymentsProvider } from '../providers/payments/types';
import { withCheckoutSessionId } from '../../src/shared/money/topup';
import { applySubscriptionEvent } from './subscriptionEvents';

type SessionRow = typeof paymentSessions.$inferSelect;

export interface SubscriptionSessionMeta {
  planId: string;
  priceKey: string;
  term: Term;
  /** Stripe: the hosted checkout URL (a retried subscribe returns it again) */
  url?: string;
  /** set when paid */
  providerSubscriptionId?: string;
  /** set when paid: the live subscription this one replaced (replacedSubscriptions.ts) */
  replaces?: string;
  replacedCanceledAt?: string;
  periodStart?: string;
  periodEnd?: string;
}

/** The price of a plan for a term in micro-dollars: a year costs ten months (src/shared/billing/plans.ts). */
export function termPriceMicros(plan: ProductPlan, term: Term): bigint {
  return BigInt(plan.monthlyFeeMicros) * (term === 'year' ? 10n : 1n);
}

/** The provider's price key of a plan and term (Stripe: a lookup_key of a Price). */
export const priceKeyOf = (planId: string, term: Term) => `${planId}_${term}`;

/** The end of a period of `term` starting at `from` (same day of month / year, UTC). */
export function addTerm(from: Date, term: Term): Date {
  const end = new Date(from);
  if (term === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

export interface StartSubscription {
  accountId: number;
  plan: ProductPlan;
  term: Term;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

/** A new subscription checkout session (or, for a key already used by this org, the session it made). */
export async function startSubscriptionCheckout(db: Db, provider: PaymentsProvider, origin: string, input: StartSubscription): Promise<{ url: string; sessionId: string }> {
  const createKey = `${input.accountId}:${input.idempotencyKey}`;
  const [existing] = await db.select().from(paymentSessions).where(eq(paymentSessions.createKey, createKey));
  if (existing) return { sessionId: existing.id, url: sessionUrl(existing, origin) };
  const priceKey = priceKeyOf(input.plan.id, input.term);
  const session = await provider.createSubscriptionCheckout(
    { accountId: input.accountId, planId: input.plan.id, priceKey, term: input.term, successUrl: input.successUrl, cancelUrl: input.cancelUrl, idempotencyKey: input.idempotencyKey },
    origin,
  );
  // the live subscription this checkout would replace; settleSubscriptionSession looks again when it is paid
  // (Stripe may announce the new subscription before the checkout's completion)
  const [held] = await db.select().from(subscriptions).where(eq(subscriptions.accountId, input.accountId));
  const replaces = held && held.status !== 'canceled' ? held.providerSubscriptionId : undefined;
  const meta: SubscriptionSessionMeta = { planId: input.plan.id, priceKey, term: input.term, ...(provider.kind === 'stripe' ? { url: session.url } : {}), ...(replaces ? { replaces } : {}) };
  await db.insert(paymentSessions).values({
    id: session.sessionId,
    provider: provider.kind,
    mode: 'subscription',
    accountId: input.accountId,
    amountMicros: termPriceMicros(input.plan, input.term),
    currency: 'usd',
    // the landing reads the session back ({CHECKOUT_SESSION_ID}, as Stripe fills it on its side)
    successUrl: withCheckoutSessionId(input.successUrl, session.sessionId),
    cancelUrl: input.cancelUrl,
    createKey,
    meta,
  });
  return session;
}

function sessionUrl(row: SessionRow, origin: string): string {
  const stored = (row.meta as { url?: unknown }).url;
  return typeof stored === 'string' ? stored : `${origin}/pay/demo/${row.id}`;
}

/** What the provider says about a paid subscription checkout (Stripe's webhook); the Demo passes nothing. */
export interface SubscriptionPaid {
  /** Stripe's amount_total in micro-dollars: a mismatch with our price settles nothing */
  amountMicros: bigint;
  /** the provider's payment reference (payment intent / invoice id), kept in the ledger's meta */
  reference: string;
  /** the provider's subscription id (default `demo_sub_<sessionId>`) */
  providerSubscriptionId?: string;
  /** the provider's current period end (default: now + term) */
  currentPeriodEnd?: Date;
}

export interface SettledSubscription {
  /** true when this call activated the subscription and posted the first charge */
  settled: boolean;
  session: SessionRow | undefined;
}

/**
 * Marks a subscription session paid, makes the subscription active (applySubscriptionEvent, period end
 * = now + term unless the provider says) and posts the first charge, card money: platform:cash →
 * platform:revenue, key `checkout:<sessionId>`, kind 'subscription'. Once however often it is called
 * (a replayed pay form, a duplicate webhook): the session row is locked and must be 'open'.
 */
export async function settleSubscriptionSession(db: Db, sessionId: string, paid?: SubscriptionPaid): Promise<SettledSubscription> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId)).for('update');
    if (!row || row.mode !== 'subscription' || row.status !== 'open') return { settled: false, session: row };
    if (paid && paid.amountMicros !== row.amountMicros) return { settled: false, session: row };
    const meta = row.meta as SubscriptionSessionMeta;
    const plan = planById(meta.planId);
    if (!plan) return { settled: false, session: row };
    const now = new Date();
    const periodEnd = paid?.currentPeriodEnd ?? addTerm(now, meta.term);
    const providerSubscriptionId = paid?.providerSubscriptionId ?? `demo_sub_${row.id}`;
    // a plan change: the live subscription held now is replaced, and cancelled at the provider once
    // this one is active (cancelReplacedSubscriptions, after this transaction)
    const [held] = await tx.select().from(subscriptions).where(eq(subscriptions.accountId, row.accountId));
    const replaces =
      held && held.status !== 'canceled' && held.providerSubscriptionId !== providerSubscriptionId
        ? held.providerSubscriptionId
        : meta.replaces !== providerSubscriptionId
          ? meta.replaces
          : undefined;
    await applySubscriptionEvent(tx, { accountId: row.accountId, planId: plan.id, status: 'active', providerSubscriptionId, currentPeriodEnd: periodEnd, term: meta.term });
    const period = { periodStart: now.toISOString(), periodEnd: periodEnd.toISOString() };
    if (row.amountMicros > 0n) {
      await postTransaction(tx, {
        idempotencyKey: `checkout:${row.id}`,
        kind: 'subscription',
        accountId: row.accountId,
        memo: `${plan.name} plan, 1 ${meta.term}`,
        meta: { provider: row.provider, sessionId: row.id, planId: plan.id, term: meta.term, ...period, ...(paid ? { reference: paid.reference } : {}) },
        entries: [
          { ledgerAccount: PLATFORM.cash, amountMicros: -row.amountMicros },
          { ledgerAccount: PLATFORM.revenue, amountMicros: row.amountMicros },
        ],
      });
    }
    const [updated] = await tx
      .update(paymentSessions)
      .set({ status: 'paid', paidAt: now, meta: { ...meta, providerSubscriptionId, ...period, replaces } })
      .where(eq(paymentSessions.id, row.id))
      .returning();
    return { settled: true, session: updated };
  });
}
