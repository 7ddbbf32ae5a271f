// Auto-reload (issue 22 point 6): when an organization's wallet falls below its threshold, add the
// set amount, at most up to the monthly limit. With Demo payments this is a ledger top-up marked
// auto-reload (key `autoreload:<account>:<month>:<n>`); a real provider would charge the saved card
// first, which the payments provider does not offer yet (README "Billing"), so only Demo reloads.
// Concurrency: one reload at a time per organization (an advisory lock inside the transaction), the
// month's total read under it, so concurrent charges in any number of API processes never reload
// past the limit. Each reload notifies the organization and mails its owner; a reload refused by the
// limit does so once a month (the first refusal; the lock makes "first" exact).
import { and, eq, gte, sql } from 'drizzle-orm';
import { accounts, autoReloads, notifications } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { balanceOf, PLATFORM, postTransaction, walletAccount } from '../ledger/ledger';
import { notify } from '../notifications/notify';
import { selectEmailProvider } from '../providers/email';
import { AUTO_RELOAD_DONE, AUTO_RELOAD_REFUSED } from './messages';
import { controlsOf, monthOf } from './spend';

export const autoReloadKey = (accountId: number, month: string, seq: number) => `autoreload:${accountId}:${month}:${seq}`;
export const AUTO_RELOAD_KINDS = { done: 'billing.auto_reload', refused: 'billing.auto_reload_refused' } as const;

const demoPayments = (env: Record<string, string | undefined>) => !env.STRIPE_SECRET_KEY?.trim();
const usd = (micros: bigint) => `$${(Number(micros) / 1_000_000).toFixed(2)}`;
const monthStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));

type Notice = { title: string; body: string };

/** Reloads once if due; the amount added (0n when nothing was due or allowed). */
export async function autoReload(db: Db, accountId: number, now = new Date(), env: Record<string, string | undefined> = process.env): Promise<bigint> {
  const controls = await controlsOf(db, accountId);
  const amount = controls?.autoReloadAmountMicros ?? null;
  const threshold = controls?.autoReloadThresholdMicros ?? null;
  if (!controls || amount === null || threshold === null || !demoPayments(env)) return 0n;
  if ((await balanceOf(db, walletAccount(accountId))) >= threshold) return 0n;
  const month = monthOf(now);
  let notice: Notice | null = null;
  const added = await inTransaction(db, async (tx) => {
    // one reload at a time per organization: the advisory lock orders concurrent callers
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7310453, ${accountId})`);
    if ((await balanceOf(tx, walletAccount(accountId))) >= threshold) return 0n;
    const [done] = await tx
      .select({ n: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${autoReloads.amountMicros}), 0)::text` })
      .from(autoReloads)
      .where(and(eq(autoReloads.accountId, accountId), eq(autoReloads.month, month)));
    const total = BigInt(done?.total ?? '0');
    const limit = controls.autoReloadMonthlyLimitMicros;
    if (limit !== null && total + amount > limit) {
      notice = await refusedOnce(tx, accountId, now, { amount, total, limit, month });
      return 0n;
    }
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
    notice = AUTO_RELOAD_DONE(usd(amount), usd(total + amount), limit === null ? null : usd(limit));
    await notify(tx, { accountId, kind: AUTO_RELOAD_KINDS.done, ...notice, link: '/app/wallet' });
    return amount;
  });
  if (notice) await mailOwner(db, accountId, notice);
  return added;
}

/** The limit's refusal, notified on the month's first refusal only (null after that). */
async function refusedOnce(tx: Db, accountId: number, now: Date, at: { amount: bigint; total: bigint; limit: bigint; month: string }): Promise<Notice | null> {
  const [earlier] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), eq(notifications.kind, AUTO_RELOAD_KINDS.refused), gte(notifications.createdAt, monthStart(now))))
    .limit(1);
  if (earlier) return null;
  const notice = AUTO_RELOAD_REFUSED(usd(at.amount), usd(at.total), usd(at.limit), at.month);
  await notify(tx, { accountId, kind: AUTO_RELOAD_KINDS.refused, ...notice, link: '/app/billing' });
  return notice;
}

/** The owner's copy by email, after the transaction (a slow mail server holds no lock). */
async function mailOwner(db: Db, accountId: number, notice: Notice): Promise<void> {
  const [org] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId));
  if (org?.email) await selectEmailProvider(db).send({ to: org.email, subject: notice.title, text: notice.body, accountId });
}
