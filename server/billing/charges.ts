// The daily usage charge (issue 22 point 4): each organization's usage of a UTC day, per key, posted
// to the ledger once (key `usage:<account>:<day>:<key>`). A client of a rebilling reseller pays the
// client price; the platform's cost goes to revenue and the difference to reseller_margin:<id>.
// A charge the wallet cannot cover (after an auto-reload, spend.ts) stays 'unpaid' and is posted again
// on later runs with the same amounts, so the ledger sees one body per key whatever happens.
import { and, eq, sql } from 'drizzle-orm';
import { USAGE_KEYS, type UsageKey } from '../../src/shared/billing/plans';
import { accounts, usageCharges } from '../db/schema';
import type { Db } from '../db/store';
import { LedgerError, PLATFORM, postTransaction, resellerMarginAccount, walletAccount } from '../ledger/ledger';
import { priceDay } from './pricing';
import { addDays, usageByDay } from './usage';
import { subscriptionOf } from './views';
import { billingPeriod } from './window';

export type ChargeRow = typeof usageCharges.$inferSelect;

export const usageChargeKey = (accountId: number, day: string, key: string) => `usage:${accountId}:${day}:${key}`;

/** The ledger entries of a charge: they sum to zero by construction. */
export function chargeEntries(row: Pick<ChargeRow, 'accountId' | 'platformCostMicros' | 'clientPriceMicros' | 'resellerId'>) {
  const entries = [
    { ledgerAccount: walletAccount(row.accountId), amountMicros: -row.clientPriceMicros },
    { ledgerAccount: PLATFORM.revenue, amountMicros: row.platformCostMicros },
  ];
  const margin = row.clientPriceMicros - row.platformCostMicros;
  if (row.resellerId !== null && margin !== 0n) entries.push({ ledgerAccount: resellerMarginAccount(row.resellerId), amountMicros: margin });
  return entries.filter((e) => e.amountMicros !== 0n);
}

/** Posts one charge row; 'posted' or 'unpaid' (insufficient funds). */
async function post(db: Db, row: ChargeRow): Promise<'posted' | 'unpaid'> {
  const entries = chargeEntries(row);
  let transactionId: string | null = null;
  if (entries.length > 0) {
    try {
      const posted = await postTransaction(db, {
        idempotencyKey: usageChargeKey(row.accountId, row.day, row.key),
        kind: 'usage',
        accountId: row.accountId,
        memo: `Usage ${row.key} ${row.day}`,
        meta: { day: row.day, key: row.key, quantity: row.quantity, resellerId: row.resellerId },
        entries,
      });
      transactionId = posted.transactionId;
    } catch (error) {
      if (error instanceof LedgerError && error.code === 'insufficient_funds') {
        await db.update(usageCharges).set({ status: 'unpaid', updatedAt: new Date() }).where(and(eq(usageCharges.accountId, row.accountId), eq(usageCharges.day, row.day), eq(usageCharges.key, row.key)));
        return 'unpaid';
      }
      throw error;
    }
  }
  await db.update(usageCharges).set({ status: 'posted', transactionId, updatedAt: new Date() }).where(and(eq(usageCharges.accountId, row.accountId), eq(usageCharges.day, row.day), eq(usageCharges.key, row.key)));
  return 'posted';
}

export interface ChargeOutcome {
  posted: number;
  unpaid: number;
  skipped: number;
}

/** Charges one organization's day; safe to run any number of times. */
export async function chargeDay(db: Db, accountId: number, day: string, hooks: { beforePost?: (row: ChargeRow) => Promise<void> } = {}): Promise<ChargeOutcome> {
  const out: ChargeOutcome = { posted: 0, unpaid: 0, skipped: 0 };
  const [org] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!org) return out;
  const from = new Date(`${day}T00:00:00Z`);
  const [usage] = await usageByDay(db, accountId, from, addDays(from, 1));
  const period = billingPeriod(await subscriptionOf(db, accountId), from);
  const periodStart = period.from.toISOString().slice(0, 10);
  for (const key of USAGE_KEYS as readonly UsageKey[]) {
    const quantity = usage?.[key] ?? 0;
    const [held] = await db.select().from(usageCharges).where(and(eq(usageCharges.accountId, accountId), eq(usageCharges.day, day), eq(usageCharges.key, key)));
    let row = held;
    if (!row) {
      if (quantity <= 0) continue;
      const price = await priceDay(db, org, periodStart, day, key, quantity);
      const [inserted] = await db
        .insert(usageCharges)
        .values({ accountId, day, key, quantity, ...price, status: 'unpaid' })
        .onConflictDoNothing()
        .returning();
      if (!inserted) {
        out.skipped++;
        continue;
      }
      row = inserted;
    } else if (row.status === 'posted') {
      out.skipped++;
      continue;
    }
    if (hooks.beforePost) await hooks.beforePost(row);
    out[await post(db, row)]++;
  }
  return out;
}

/** The organizations with any usage on a day (the job's list). */
export async function organizationsWithUsage(db: Db, day: string): Promise<number[]> {
  const rows = (await db.execute(sql`
    SELECT account_id FROM usage_counters WHERE day = ${day}::date
    UNION SELECT account_id FROM call_rollups WHERE bucket >= ${day}::date AT TIME ZONE 'UTC' AND bucket < (${day}::date + 1) AT TIME ZONE 'UTC'
    UNION SELECT account_id FROM phone_numbers WHERE status <> 'pending' AND created_at < (${day}::date + 1) AT TIME ZONE 'UTC'
      AND (released_at IS NULL OR released_at > ${day}::date AT TIME ZONE 'UTC')
    UNION SELECT account_id FROM usage_charges WHERE status = 'unpaid'
    ORDER BY 1`)) as unknown as { rows: { account_id: number }[] };
  return rows.rows.map((r) => Number(r.account_id));
}
