// Auto-reload (issue 22 point 6): when an organization's wallet falls below its threshold, add the
// set amount, at most up to the monthly limit. With Demo payments this is a ledger top-up marked
// auto-reload (key `autoreload:<account>:<month>:<n>`); a real provider would charge the saved card
// first, which the payments provider does not offer yet (README "Billing"), so only Demo reloads.
import { and, eq, sql } from 'drizzle-orm';
import { autoReloads } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { balanceOf, PLATFORM, postTransaction, walletAccount } from '../ledger/ledger';
import { controlsOf, monthOf } from './spend';

export const autoReloadKey = (accountId: number, month: string, seq: number) => `autoreload:${accountId}:${month}:${seq}`;

const demoPayments = (env: Record<string, string | undefined>) => !env.STRIPE_SECRET_KEY?.trim();

/** Reloads once if due; the amount added (0n when nothing was due or allowed). */
export async function autoReload(db: Db, accountId: number, now = new Date(), env: Record<string, string | undefined> = process.env): Promise<bigint> {
  const controls = await controlsOf(db, accountId);
  const amount = controls?.autoReloadAmountMicros ?? null;
  const threshold = controls?.autoReloadThresholdMicros ?? null;
  if (!controls || amount === null || threshold === null || !demoPayments(env)) return 0n;
  if ((await balanceOf(db, walletAccount(accountId))) >= threshold) return 0n;
  const month = monthOf(now);
  return inTransaction(db, async (tx) => {
    // one reload at a time per organization: the advisory lock orders concurrent callers
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7310453, ${accountId})`);
    if ((await balanceOf(tx, walletAccount(accountId))) >= threshold) return 0n;
    const [done] = await tx
      .select({ n: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${autoReloads.amountMicros}), 0)::text` })
      .from(autoReloads)
      .where(and(eq(autoReloads.accountId, accountId), eq(autoReloads.month, month)));
    const limit = controls.autoReloadMonthlyLimitMicros;
    if (limit !== null && BigInt(done?.total ?? '0') + amount > limit) return 0n;
    const seq = (done?.n ?? 0) + 1;
    const posted = await postTransaction(tx, {
      idempotencyKey: autoReloadKey(accountId, month, seq),
      kind: 'topup',
      accountId,
      memo: 'Auto-reload',
      meta: { autoReload: true, provider: 'Demo payments', month, seq },
      entries: [
        { ledgerAccount: PLATFORM.cash, amountMicros: -amount },
        { ledgerAccount: walletAccount(accountId), amountMicros: amount },
      ],
    });
    await tx.insert(autoReloads).values({ accountId, month, seq, amountMicros: amount, transactionId: posted.transactionId });
    return amount;
  });
}
