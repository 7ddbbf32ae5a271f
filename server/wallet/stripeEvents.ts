// What a verified Stripe event does here (the webhook: server/areas/wallet/stripeWebhook.ts). Each
// event id is handled once: its row in payment_events is written in the same transaction as its
// effect, so a replay (Stripe retries, or a copy sent twice at once) finds it and changes nothing,
// and an effect that fails leaves no row, so Stripe's retry tries again.
import { eq } from 'drizzle-orm';
import { TERMS, type Term } from '../../src/shared/billing/plans';
import { applySubscriptionEvent, SubscriptionEventError, type SubscriptionStatus } from '../billing/subscriptionEvents';
import { connectedAccounts, paymentEvents } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { ACCOUNT_META } from '../providers/payments/stripe';
import { cancelSession, settleCreditSession } from './checkout';
import { settleSubscriptionSession } from '../billing/subscriptionCheckout';

/** The part of a Stripe event we read (verified by signature before it gets here). */
export interface StripeEventLike {
  id: string;
  type: string;
  data: { object: Record<string, any> };
}

export interface EventOutcome {
  /** false: this event id was handled before (a replay); nothing changed */
  firstTime: boolean;
  /** what was done, or why nothing was ('ignored: …') */
  outcome: string;
}

const MICROS_PER_CENT = 10_000n;

// Stripe's subscription statuses in ours; those absent (incomplete, paused) change nothing yet
const STATUS: Record<string, SubscriptionStatus> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
};

const termOf = (value: unknown): Term => (TERMS.includes(value as Term) ? (value as Term) : 'month');

/** A subscription's period end: on the subscription (older API versions) or on its first item. */
function periodEndOf(subscription: Record<string, any>): Date | null {
  const seconds = subscription.current_period_end ?? subscription.items?.data?.[0]?.current_period_end;
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

async function subscriptionChanged(tx: Db, subscription: Record<string, any>, deleted: boolean): Promise<string> {
  const meta = subscription.metadata ?? {};
  if (!meta[ACCOUNT_META] || !meta.planId) return 'ignored: not a subscription of ours';
  const status = deleted ? 'canceled' : STATUS[String(subscription.status)];
  if (!status) return `ignored: status ${String(subscription.status)}`;
  const periodEnd = periodEndOf(subscription);
  if (!periodEnd) return 'ignored: no current period end';
  const term = termOf(meta.term ?? subscription.items?.data?.[0]?.price?.recurring?.interval);
  const applied = await applySubscriptionEvent(tx, { accountId: meta[ACCOUNT_META], planId: meta.planId, status, providerSubscriptionId: subscription.id, currentPeriodEnd: periodEnd, term });
  return applied.changed ? `subscription ${status}` : 'subscription unchanged';
}

async function checkoutCompleted(tx: Db, session: Record<string, any>): Promise<string> {
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return 'ignored: not paid yet';
  if (session.mode === 'payment') {
    if (typeof session.amount_total !== 'number') return 'ignored: no amount';
    const settled = await settleCreditSession(tx, session.id, { amountMicros: BigInt(session.amount_total) * MICROS_PER_CENT, reference: String(session.payment_intent ?? session.id) });
    return settled.credited ? 'wallet credited' : settled.session ? 'not credited (already paid, cancelled, or a different amount)' : 'ignored: unknown session';
  }
  if (session.mode === 'subscription') {
    if (typeof session.amount_total !== 'number' || typeof session.subscription !== 'string') return 'ignored: no amount or subscription';
    // our session row (product/subscribe) holds the plan, term and price; the period is a term from
    // now until customer.subscription.* brings Stripe's own
    const settled = await settleSubscriptionSession(tx, session.id, {
      amountMicros: BigInt(session.amount_total) * MICROS_PER_CENT,
      reference: String(session.invoice ?? session.id),
      providerSubscriptionId: session.subscription,
    });
    return settled.settled ? 'subscription active' : settled.session ? 'not settled (already paid, cancelled, or a different amount)' : 'ignored: unknown session';
  }
  return `ignored: mode ${String(session.mode)}`;
}

async function accountUpdated(tx: Db, account: Record<string, any>): Promise<string> {
  const [row] = await tx.select().from(connectedAccounts).where(eq(connectedAccounts.externalId, String(account.id)));
  if (!row) return 'ignored: unknown connected account';
  // kept on the connected account: checkConnectedAccount answers from it (server/areas/wallet/payouts.ts)
  const enabled = account.payouts_enabled === true;
  await tx.update(connectedAccounts).set({ payoutsEnabled: enabled, stateUpdatedAt: new Date() }).where(eq(connectedAccounts.accountId, row.accountId));
  return enabled ? 'payouts enabled' : 'payouts not enabled yet';
}

async function effectOf(tx: Db, event: StripeEventLike): Promise<string> {
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutCompleted(tx, object);
    case 'checkout.session.expired': {
      // the customer never paid within Stripe's 24 h: our open session can no longer be paid
      const row = await cancelSession(tx, String(object.id));
      return row ? `session ${row.status}` : 'ignored: unknown session';
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return subscriptionChanged(tx, object, false);
    case 'customer.subscription.deleted':
      return subscriptionChanged(tx, object, true);
    case 'account.updated':
      return accountUpdated(tx, object);
    default:
      return `ignored: ${event.type.slice(0, 80)}`;
  }
}

/** Handles a verified event once per id (see the top of this file). */
export async function handleStripeEvent(db: Db, event: StripeEventLike): Promise<EventOutcome> {
  return inTransaction(db, async (tx) => {
    const inserted = await tx.insert(paymentEvents).values({ id: event.id, type: event.type.slice(0, 200) }).onConflictDoNothing().returning({ id: paymentEvents.id });
    if (inserted.length === 0) return { firstTime: false, outcome: 'replay: handled before' };
    try {
      return { firstTime: true, outcome: await effectOf(tx, event) };
    } catch (error) {
      // an event naming an account or plan we do not have: kept as handled, Stripe need not retry
      if (error instanceof SubscriptionEventError) return { firstTime: true, outcome: `ignored: ${error.message}` };
      throw error;
    }
  });
}
