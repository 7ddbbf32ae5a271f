// What one day of one usage key costs: the platform's price on the org's plan (the tier advances with
// what the billing period has already charged), and the client's price when a reseller rebills the
// client (its price per unit for the key, else its margin over the platform's price).
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { planById, PLANS, type UsageKey } from '../../src/shared/billing/plans';
import { rebilledPrice } from '../../src/shared/billing/rebilling';
import { priceUsage } from '../../src/shared/billing/usage';
import { resellerRebilling, usageCharges } from '../db/schema';
import type { Db } from '../db/store';

export type Rebilling = typeof resellerRebilling.$inferSelect;

export interface DayPrice {
  platformCostMicros: bigint;
  clientPriceMicros: bigint;
  resellerId: number | null;
}

export async function rebillingOf(db: Db, accountId: number, resellerId: number | null): Promise<Rebilling | null> {
  if (resellerId === null) return null;
  const [row] = await db.select().from(resellerRebilling).where(and(eq(resellerRebilling.accountId, accountId), eq(resellerRebilling.resellerId, resellerId)));
  return row ?? null;
}

/** The client's price for `quantity` units given the platform's cost (micro-dollars, whole). */
export function clientPrice(rebilling: Rebilling | null, key: UsageKey, quantity: number, platformCost: bigint): bigint {
  return rebilledPrice(rebilling, key, quantity, platformCost);
}

export async function priceDay(
  db: Db,
  org: { id: number; productPlanId: string | null; resellerId: number | null },
  periodStart: string,
  day: string,
  key: UsageKey,
  quantity: number,
): Promise<DayPrice> {
  const plan = (org.productPlanId && planById(org.productPlanId)) || PLANS[0]!;
  const [before] = await db
    .select({ n: sql<string>`coalesce(sum(${usageCharges.quantity}), 0)::text` })
    .from(usageCharges)
    .where(and(eq(usageCharges.accountId, org.id), eq(usageCharges.key, key), gte(usageCharges.day, periodStart), lt(usageCharges.day, day)));
  const platformCostMicros = BigInt(priceUsage(plan.productItems[key], quantity, Number(before?.n ?? 0)));
  const rebilling = await rebillingOf(db, org.id, org.resellerId);
  return {
    platformCostMicros,
    clientPriceMicros: clientPrice(rebilling, key, quantity, platformCostMicros),
    resellerId: rebilling ? rebilling.resellerId : null,
  };
}
