// Demo payments' subscriptions renew here (issue 22 point 4): Stripe renews its own subscriptions and
// tells us by webhook (customer.subscription.updated), the embedded Demo has no one to do it. The daily
// billing job calls renewDemoSubscriptions: every active Demo subscription whose period has ended is
// charged for the next period (card money, as its first charge: platform:cash → platform:revenue) and
// its period moves on by its term. Each period's charge has its own ledger key
// `renewal:<providerSubscriptionId>:<period start>`, so a second run, or two processes at once, charge
// it once; periods missed while the job did not run are caught up one by one. Canceled and past-due
// subscriptions do not renew.
import { and, eq, like, lte } from 'drizzle-orm';
import { planById } from '../../src/shared/billing/plans';
import { subscriptions } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { PLATFORM, postTransaction } from '../ledger/ledger';
import { addTerm, termPriceMicros } from './subscriptionCheckout';
import { applySubscriptionEvent } from './subscriptionEvents';

/** The Demo's subscription ids (settleSubscriptionSession: `demo_sub_<session>`). */
export const DEMO_SUBSCRIPTION_PREFIX = 'demo_sub_';
/** at most this many periods caught up per subscription and run */
const MAX_PERIODS_PER_RUN = 24;

export interface Renewal {
  accountId: number;
  providerSubscriptionId: string;
  periodStart: string;
  periodEnd: string;
  amountMicros: bigint;
  /** false: this period was charged before (a replay) */
  charged: boolean;
}

/** Renews every active Demo subscription whose period ended by `now`; the periods it renewed. */
export async function renewDemoSubscriptions(db: Db, now = new Date()): Promise<Renewal[]> {
  const due = await db
    .select({ accountId: subscriptions.accountId })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), like(subscriptions.providerSubscriptionId, `${DEMO_SUBSCRIPTION_PREFIX}%`), lte(subscriptions.currentPeriodEnd, now)));
  const renewed: Renewal[] = [];
  for (const { accountId } of due) {
    for (let i = 0; i < MAX_PERIODS_PER_RUN; i++) {
      const one = await renewOnce(db, accountId, now);
      if (!one) break;
      renewed.push(one);
    }
  }
  return renewed;
}

/** One period of one organization's Demo subscription, when it is due: charged, then its period moved on. */
async function renewOnce(db: Db, accountId: number, now: Date): Promise<Renewal | null> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.accountId, accountId)).for('update');
    if (!row || row.status !== 'active' || !row.providerSubscriptionId.startsWith(DEMO_SUBSCRIPTION_PREFIX) || row.currentPeriodEnd.getTime() > now.getTime()) return null;
    const plan = planById(row.planId);
    if (!plan) return null;
    const periodStart = row.currentPeriodEnd;
    const periodEnd = addTerm(periodStart, row.term);
    const amountMicros = termPriceMicros(plan, row.term);
    let charged = false;
    if (amountMicros > 0n) {
      const posted = await postTransaction(tx, {
        idempotencyKey: `renewal:${row.providerSubscriptionId}:${periodStart.toISOString()}`,
        kind: 'subscription',
        accountId,
        memo: `${plan.name} plan, 1 ${row.term} (renewal)`,
        meta: { provider: 'demo', providerSubscriptionId: row.providerSubscriptionId, planId: plan.id, term: row.term, periodStart: periodStart.toISOString(), periodEnd: periodEnd.toISOString() },
        entries: [
          { ledgerAccount: PLATFORM.cash, amountMicros: -amountMicros },
          { ledgerAccount: PLATFORM.revenue, amountMicros },
        ],
      });
      charged = posted.created;
    }
    await applySubscriptionEvent(tx, { accountId, planId: plan.id, status: 'active', providerSubscriptionId: row.providerSubscriptionId, currentPeriodEnd: periodEnd, term: row.term });
    return { accountId, providerSubscriptionId: row.providerSubscriptionId, periodStart: periodStart.toISOString(), periodEnd: periodEnd.toISOString(), amountMicros, charged };
  });
}
