// An account's ledger movements as the wallet shows them: its wallet and rewards entries, newest
// first, amounts in USD with 2 decimals (and the exact micro-dollars as text).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { microsToUsd, type WalletMovement } from '../../src/shared/money';
import { ledgerBalances, ledgerEntries, ledgerTransactions, payoutRequests } from '../db/schema';
import type { Db } from '../db/store';
import { rewardsAccount, walletAccount } from '../ledger/ledger';

/** An entry as the wallet routes send it (src/shared/money/movement.ts): amountMicros always set. */
export type { WalletMovement } from '../../src/shared/money';

export async function recentTransactions(db: Db, accountId: number, page: number, pageSize: number, only?: 'wallet' | 'rewards'): Promise<{ transactions: (WalletMovement & { amountMicros: string })[]; hasMore: boolean }> {
  const accountsOf = only === 'rewards' ? [rewardsAccount(accountId)] : only === 'wallet' ? [walletAccount(accountId)] : [walletAccount(accountId), rewardsAccount(accountId)];
  const rows = await db
    .select({ entry: ledgerEntries, tx: ledgerTransactions })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(inArray(ledgerEntries.ledgerAccount, accountsOf))
    .orderBy(desc(ledgerEntries.id))
    .limit(pageSize + 1)
    .offset(page * pageSize);
  return {
    hasMore: rows.length > pageSize,
    transactions: rows.slice(0, pageSize).map(({ entry, tx }) => ({
      id: String(entry.id),
      transactionId: tx.id,
      kind: tx.kind,
      account: entry.ledgerAccount.split(':')[0],
      memo: tx.memo,
      amountUsd: microsToUsd(entry.amountMicros),
      amountMicros: entry.amountMicros.toString(),
      createdAt: tx.createdAt.toISOString(),
    })),
  };
}

export async function walletBalances(db: Db, accountId: number): Promise<{ balance: bigint; rewards: bigint; creditLimit: bigint; pendingPayouts: bigint }> {
  const rows = await db.select().from(ledgerBalances).where(inArray(ledgerBalances.ledgerAccount, [walletAccount(accountId), rewardsAccount(accountId)]));
  const wallet = rows.find((r) => r.ledgerAccount === walletAccount(accountId));
  const rewards = rows.find((r) => r.ledgerAccount === rewardsAccount(accountId));
  const [pending] = await db
    .select({ sum: sql<string>`COALESCE(SUM(${payoutRequests.amountMicros}), 0)::text` })
    .from(payoutRequests)
    .where(and(eq(payoutRequests.accountId, accountId), eq(payoutRequests.status, 'pending')));
  return { balance: wallet?.balanceMicros ?? 0n, rewards: rewards?.balanceMicros ?? 0n, creditLimit: wallet?.creditLimitMicros ?? 0n, pendingPayouts: BigInt(pending?.sum ?? '0') };
}
