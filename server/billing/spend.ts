// Spend controls (issue 22 point 6, beyond the spec): an organization's spend this UTC month (its
// usage charged so far plus the days not charged yet, priced the same way), soft and hard monthly
// caps, alerts at 80/90/100 % of each cap once per month to the owner and the reseller, and the hard
// cap's effect: outbound calls and campaigns stop, inbound calls are still answered.
import { and, eq, gte, lt } from 'drizzle-orm';
import { USAGE_KEYS, planById, PLANS } from '../../src/shared/billing/plans';
import { priceUsage } from '../../src/shared/billing/usage';
import { accounts, spendAlerts, spendControls, usageCharges } from '../db/schema';
import type { Db } from '../db/store';
import { fail } from '../http';
import { notify } from '../notifications/notify';
import { selectEmailProvider } from '../providers/email';
import { HARD_CAP_REACHED } from './messages';
import { clientPrice, rebillingOf } from './pricing';
import { usageByDay } from './usage';

export type SpendControls = typeof spendControls.$inferSelect;
export const THRESHOLDS = [80, 90, 100] as const;

export const monthOf = (at: Date) => at.toISOString().slice(0, 7);
const monthStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
const nextMonth = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));

export async function controlsOf(db: Db, accountId: number): Promise<SpendControls | null> {
  const [row] = await db.select().from(spendControls).where(eq(spendControls.accountId, accountId));
  return row ?? null;
}

/** Micro-dollars the organization spent this month: charged days at their price, the rest priced now. */
export async function monthSpend(db: Db, org: { id: number; productPlanId: string | null; resellerId: number | null }, now = new Date()): Promise<bigint> {
  const from = monthStart(now);
  const to = nextMonth(now);
  const charged = await db
    .select()
    .from(usageCharges)
    .where(and(eq(usageCharges.accountId, org.id), gte(usageCharges.day, from.toISOString().slice(0, 10)), lt(usageCharges.day, to.toISOString().slice(0, 10))));
  const seen = new Set(charged.map((c) => `${c.day}|${c.key}`));
  let total = charged.reduce((sum, c) => sum + c.clientPriceMicros, 0n);
  const plan = (org.productPlanId && planById(org.productPlanId)) || PLANS[0]!;
  const rebilling = await rebillingOf(db, org.id, org.resellerId);
  const counted = Object.fromEntries(USAGE_KEYS.map((k) => [k, 0])) as Record<string, number>;
  for (const c of charged) counted[c.key] = (counted[c.key] ?? 0) + c.quantity;
  for (const day of await usageByDay(db, org.id, from, to)) {
    const date = day.date.slice(0, 10);
    for (const key of USAGE_KEYS) {
      if (day[key] <= 0 || seen.has(`${date}|${key}`)) continue;
      const cost = BigInt(priceUsage(plan.productItems[key], day[key], counted[key]));
      counted[key] += day[key];
      total += clientPrice(rebilling, key, day[key], cost);
    }
  }
  return total;
}

export interface CapState {
  spentMicros: bigint;
  softCapMicros: bigint | null;
  hardCapMicros: bigint | null;
  hardCapReached: boolean;
}

export async function capState(db: Db, accountId: number, now = new Date()): Promise<CapState> {
  const controls = await controlsOf(db, accountId);
  const [org] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  const none = { spentMicros: 0n, softCapMicros: null, hardCapMicros: null, hardCapReached: false };
  if (!org) return none;
  const spentMicros = await monthSpend(db, org, now);
  const hard = controls?.hardCapMicros ?? null;
  return { spentMicros, softCapMicros: controls?.softCapMicros ?? null, hardCapMicros: hard, hardCapReached: hard !== null && spentMicros >= hard };
}

/** Whether the hard cap stops outbound calls now (alerts sent as it is found reached). */
export async function outboundStopped(db: Db, organizationId: number, now = new Date()): Promise<boolean> {
  const controls = await controlsOf(db, organizationId);
  if (controls?.hardCapMicros == null) return false;
  const state = await capState(db, organizationId, now);
  if (state.hardCapReached) await sendSpendAlerts(db, organizationId, state, now);
  return state.hardCapReached;
}

/** Where outbound calls and campaigns start: refused (402) once the hard cap is reached. */
export async function assertOutboundAllowed(db: Db, organizationId: number, now = new Date()): Promise<void> {
  if (await outboundStopped(db, organizationId, now)) fail(402, HARD_CAP_REACHED);
}

/** Alerts not sent yet this month for the thresholds crossed; each once (primary key). */
export async function sendSpendAlerts(db: Db, organizationId: number, state: CapState, now = new Date()): Promise<number> {
  const month = monthOf(now);
  const [org] = await db.select().from(accounts).where(eq(accounts.id, organizationId));
  if (!org) return 0;
  let sent = 0;
  for (const [cap, limit] of [['soft', state.softCapMicros], ['hard', state.hardCapMicros]] as const) {
    if (limit === null || limit <= 0n) continue;
    for (const threshold of THRESHOLDS) {
      if (state.spentMicros * 100n < limit * BigInt(threshold)) continue;
      const [row] = await db.insert(spendAlerts).values({ accountId: organizationId, month, cap, threshold, spentMicros: state.spentMicros }).onConflictDoNothing().returning();
      if (!row) continue;
      sent++;
      const title = `${org.accountName ?? org.username}: ${threshold}% of the ${cap} monthly spend cap`;
      const body = `Spent ${usd(state.spentMicros)} of ${usd(limit)} this month (${month}).${cap === 'hard' && threshold === 100 ? ' Outbound calls and campaigns are stopped; inbound calls are still answered.' : ''}`;
      await notify(db, { accountId: organizationId, kind: 'billing.spend_alert', title, body, link: '/app/billing' });
      const email = selectEmailProvider(db);
      if (org.email) await email.send({ to: org.email, subject: title, text: body, accountId: organizationId });
      if (org.resellerId !== null) {
        const [reseller] = await db.select().from(accounts).where(eq(accounts.id, org.resellerId));
        if (reseller) {
          await notify(db, { accountId: reseller.id, kind: 'billing.spend_alert', title, body, link: null });
          if (reseller.email) await email.send({ to: reseller.email, subject: title, text: body, accountId: organizationId });
        }
      }
    }
  }
  return sent;
}

const usd = (micros: bigint) => `$${(Number(micros) / 1_000_000).toFixed(2)}`;
