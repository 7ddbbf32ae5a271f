// Usage the runtime reports itself (language-model tokens): added to the organization's counter for
// the UTC day. Messages are counted by a trigger and voice minutes by call_rollups, so nothing else
// calls this. Never throws into the runtime's path for a bad count: a non-positive count is ignored.
import { sql } from 'drizzle-orm';
import type { UsageKey } from '../../src/shared/billing/plans';
import { usageCounters } from '../db/schema';
import type { Db } from '../db/store';

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export async function meterUsage(db: Db, accountId: number, key: UsageKey, quantity: number, at = new Date()): Promise<void> {
  const n = Math.round(quantity);
  if (!Number.isSafeInteger(n) || n <= 0) return;
  await db
    .insert(usageCounters)
    .values({ accountId, day: utcDay(at), key, quantity: n })
    .onConflictDoUpdate({ target: [usageCounters.accountId, usageCounters.day, usageCounters.key], set: { quantity: sql`${usageCounters.quantity} + ${n}` } });
}

/** What a model turn used, when the provider does not say: about four characters a token. */
export const estimateTokens = (...texts: readonly string[]) => Math.ceil(texts.reduce((n, t) => n + t.length, 0) / 4);
