// A plan change ends the old provider subscription (issue 22 point 4): a subscription checkout paid
// while the organization holds another live subscription records that one in the new session's meta
// (`replaces`, settleSubscriptionSession); once the new one is active, the old one is cancelled at the
// provider (Stripe: subscriptions.cancel; Demo payments: nothing to call), then marked done
// (`replacedCanceledAt`). A provider that fails is asked again on the next call: after the next paid
// checkout, the next webhook, or the daily billing job. Events the provider sends about a replaced
// subscription (its deletion, a late update) never touch the organization's plan (applySubscriptionEvent).
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { paymentSessions } from '../db/schema';
import type { Db } from '../db/store';
import type { PaymentsProvider } from '../providers/payments/types';

export interface ReplacedMeta {
  /** the provider subscription this checkout replaced */
  replaces?: string;
  /** when the provider confirmed its cancellation (ISO) */
  replacedCanceledAt?: string;
}

type Log = { warn: (obj: object, msg: string) => void };

/** Cancels at the provider every replaced subscription not yet cancelled (of one organization, or all). The ids cancelled now. */
export async function cancelReplacedSubscriptions(db: Db, payments: PaymentsProvider, options: { accountId?: number; log?: Log } = {}): Promise<string[]> {
  const due = await db
    .select({ id: paymentSessions.id, accountId: paymentSessions.accountId, meta: paymentSessions.meta })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.mode, 'subscription'),
        eq(paymentSessions.status, 'paid'),
        eq(paymentSessions.provider, payments.kind),
        isNotNull(sql`${paymentSessions.meta}->>'replaces'`),
        sql`${paymentSessions.meta}->>'replacedCanceledAt' is null`,
        options.accountId === undefined ? undefined : eq(paymentSessions.accountId, options.accountId),
      ),
    );
  const done: string[] = [];
  for (const row of due) {
    const replaced = (row.meta as ReplacedMeta).replaces!;
    try {
      await payments.cancelSubscription({ accountId: row.accountId, providerSubscriptionId: replaced });
    } catch (error) {
      // left for the next run; the new plan is active meanwhile
      options.log?.warn({ accountId: row.accountId, providerSubscriptionId: replaced, err: error instanceof Error ? error.message : String(error) }, 'replaced subscription not cancelled yet');
      continue;
    }
    await db
      .update(paymentSessions)
      .set({ meta: sql`${paymentSessions.meta} || ${JSON.stringify({ replacedCanceledAt: new Date().toISOString() })}::jsonb` })
      .where(eq(paymentSessions.id, row.id));
    done.push(replaced);
  }
  return done;
}

/** Whether `providerSubscriptionId` was replaced by a later checkout of the organization. */
export async function wasReplaced(db: Db, accountId: number, providerSubscriptionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.accountId, accountId), eq(paymentSessions.mode, 'subscription'), eq(paymentSessions.status, 'paid'), sql`${paymentSessions.meta}->>'replaces' = ${providerSubscriptionId}`))
    .limit(1);
  return !!row;
}
