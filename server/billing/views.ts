// What the billing routes answer: a plan as the console reads it (spec doc 1 §3 "productPlan with
// productItems[key].pricing tiers (quantityMin, quantityMax) and type"), prices in USD beside the
// exact micro-dollars, and an organization's subscription.
import { eq } from 'drizzle-orm';
import { USAGE_KEYS, type ProductPlan } from '../../src/shared/billing/plans';
import { subscriptions } from '../db/schema';
import type { Db } from '../db/store';

const usd = (micros: number) => micros / 1_000_000;

export function planView(plan: ProductPlan) {
  return {
    id: plan.id,
    productPlanId: plan.id,
    name: plan.name,
    rank: plan.rank,
    currency: 'USD',
    prices: { month: usd(plan.monthlyFeeMicros), year: usd(plan.monthlyFeeMicros * 10) },
    premium: plan.premium,
    smsEnabled: plan.smsEnabled,
    productItems: Object.fromEntries(
      USAGE_KEYS.map((key) => {
        const item = plan.productItems[key];
        return [key, { key, unit: item.unit, unitSize: item.unitSize, type: item.type, pricing: item.pricing.map((t) => ({ ...t, unitPrice: usd(t.unitPriceMicros) })) }];
      }),
    ),
  };
}

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function subscriptionOf(db: Db, accountId: number): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.accountId, accountId));
  return row ?? null;
}

export function subscriptionView(row: SubscriptionRow | null) {
  if (!row) return null;
  return {
    productPlanId: row.planId,
    status: row.status,
    term: row.term,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    canceledAt: row.canceledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
  };
}
