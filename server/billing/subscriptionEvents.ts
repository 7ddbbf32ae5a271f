// The one writer of an organization's subscription (money contract "Subscription events"): the Demo
// payments checkout in subscription mode, the Stripe webhook (customer.subscription.*,
// checkout.session.completed) and our own cancel route call it. It keeps the subscriptions row and the
// account's plan fields (accounts.productPlanId, subscribed, canceled, billingSubscriptionId, and the
// premium / smsEnabled settings the plan grants) in one transaction, so they never disagree.
// Replayed and out-of-order provider events are harmless: the same event twice changes nothing, and an
// event older than what we hold for the same provider subscription is ignored.
import { and, eq, lte, sql } from 'drizzle-orm';
import { planById, TERMS, type Term } from '../../src/shared/billing/plans';
import { accounts, subscriptions } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { wasReplaced } from './replacedSubscriptions';

export type SubscriptionStatus = 'active' | 'canceled' | 'past_due';

export interface SubscriptionEvent {
  accountId: number | string;
  planId: string;
  status: SubscriptionStatus;
  providerSubscriptionId: string;
  currentPeriodEnd: Date;
  term: Term;
  /** kept when the cancel came from our own route (DELETE vidaPro/cancel) */
  cancelReason?: string | null;
  cancelDetails?: string | null;
  /**
   * Our own cancel route only: a canceled subscription keeps the plan's grants (and `subscribed`)
   * until currentPeriodEnd, the term already paid; expireCanceledAccess ends them then. Provider
   * events never set it: their word (Stripe cancels at once) takes effect at once.
   */
  accessUntilPeriodEnd?: boolean;
}

export class SubscriptionEventError extends Error {
  constructor(
    readonly code: 'unknown_account' | 'unknown_plan' | 'bad_event',
    message: string,
  ) {
    super(message);
    this.name = 'SubscriptionEventError';
  }
}

export interface AppliedSubscription {
  /** false when the event was a replay or older than the row we hold */
  changed: boolean;
  status: SubscriptionStatus;
  planId: string;
}

const STATUSES: readonly SubscriptionStatus[] = ['active', 'canceled', 'past_due'];

function check(event: SubscriptionEvent): number {
  const id = typeof event.accountId === 'string' ? Number(event.accountId) : event.accountId;
  if (!Number.isSafeInteger(id) || id <= 0) throw new SubscriptionEventError('bad_event', 'accountId must be an account id');
  if (!STATUSES.includes(event.status)) throw new SubscriptionEventError('bad_event', `status ${String(event.status)} is unknown`);
  if (!TERMS.includes(event.term)) throw new SubscriptionEventError('bad_event', `term ${String(event.term)} is unknown`);
  if (!(event.currentPeriodEnd instanceof Date) || Number.isNaN(event.currentPeriodEnd.getTime())) {
    throw new SubscriptionEventError('bad_event', 'currentPeriodEnd must be a date');
  }
  if (typeof event.providerSubscriptionId !== 'string' || event.providerSubscriptionId.length === 0) {
    throw new SubscriptionEventError('bad_event', 'providerSubscriptionId is required');
  }
  if (!planById(event.planId)) throw new SubscriptionEventError('unknown_plan', `plan ${JSON.stringify(event.planId)} is unknown`);
  return id;
}

export async function applySubscriptionEvent(db: Db, event: SubscriptionEvent): Promise<AppliedSubscription> {
  const accountId = check(event);
  const plan = planById(event.planId)!;
  return inTransaction(db, async (tx) => {
    const [account] = await tx
      .select({ id: accounts.id, type: accounts.accountType })
      .from(accounts)
      .where(and(eq(accounts.id, accountId), eq(accounts.accountType, 'organization')))
      .for('update');
    if (!account) throw new SubscriptionEventError('unknown_account', `organization ${accountId} does not exist`);

    const [held] = await tx.select().from(subscriptions).where(eq(subscriptions.accountId, accountId));
    // a subscription a plan change replaced: its cancellation (ours) and any late word on it leave the new plan alone
    if (held && held.providerSubscriptionId !== event.providerSubscriptionId && (await wasReplaced(tx, accountId, event.providerSubscriptionId))) {
      return { changed: false, status: held.status, planId: held.planId };
    }
    if (held && held.providerSubscriptionId === event.providerSubscriptionId) {
      const same =
        held.status === event.status &&
        held.planId === event.planId &&
        held.term === event.term &&
        held.currentPeriodEnd.getTime() === event.currentPeriodEnd.getTime();
      // a cancel is final for that provider subscription; an earlier period is a late event
      const late = event.status !== 'canceled' && held.currentPeriodEnd.getTime() > event.currentPeriodEnd.getTime();
      if (same || held.status === 'canceled' || late) return { changed: false, status: held.status, planId: held.planId };
    }

    const now = new Date();
    const canceled = event.status === 'canceled';
    const row = {
      accountId,
      planId: event.planId,
      status: event.status,
      term: event.term,
      providerSubscriptionId: event.providerSubscriptionId,
      currentPeriodEnd: event.currentPeriodEnd,
      cancelReason: canceled ? (event.cancelReason ?? null) : null,
      cancelDetails: canceled ? (event.cancelDetails ?? null) : null,
      canceledAt: canceled ? now : null,
      updatedAt: now,
    };
    await tx.insert(subscriptions).values(row).onConflictDoUpdate({ target: subscriptions.accountId, set: row });

    // past_due keeps the plan (the provider retries the card); canceled drops what the plan granted,
    // at once or, from our cancel route, when the paid term ends
    const live = !canceled || (event.accessUntilPeriodEnd === true && event.currentPeriodEnd.getTime() > now.getTime());
    const grants = { premium: live && plan.premium, smsEnabled: live && plan.smsEnabled };
    await tx
      .update(accounts)
      .set({
        productPlanId: event.planId,
        productPlanTerm: event.term,
        subscribed: live,
        canceled,
        canceledAt: canceled ? now : null,
        billingSubscriptionId: event.providerSubscriptionId,
        settings: sql`${accounts.settings} || ${JSON.stringify(grants)}::jsonb`,
      })
      .where(eq(accounts.id, accountId));
    return { changed: true, status: event.status, planId: event.planId };
  });
}

/**
 * Ends the access a canceled subscription kept until its paid term ended (accessUntilPeriodEnd):
 * the organization is no longer subscribed and loses the plan's grants. Run daily (billing job);
 * safe to run any number of times. The organizations whose access ended.
 */
export async function expireCanceledAccess(db: Db, now = new Date()): Promise<number[]> {
  const due = await db
    .select({ accountId: subscriptions.accountId })
    .from(subscriptions)
    .innerJoin(accounts, and(eq(accounts.id, subscriptions.accountId), eq(accounts.billingSubscriptionId, subscriptions.providerSubscriptionId)))
    .where(and(eq(subscriptions.status, 'canceled'), lte(subscriptions.currentPeriodEnd, now), eq(accounts.subscribed, true)));
  for (const { accountId } of due) {
    await db
      .update(accounts)
      .set({ subscribed: false, settings: sql`${accounts.settings} || ${JSON.stringify({ premium: false, smsEnabled: false })}::jsonb` })
      .where(and(eq(accounts.id, accountId), eq(accounts.subscribed, true)));
  }
  return due.map((d) => d.accountId);
}
