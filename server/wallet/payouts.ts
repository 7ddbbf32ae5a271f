// Payout requests (issue 22 point 2). Money moves through the ledger in two steps:
//   request:    wallet:<id> → platform:payouts_pending   (key `payout:<requestId>`)
//   completion: platform:payouts_pending → platform:cash  (key `payout-complete:<requestId>`)
//   rejection:  platform:payouts_pending → wallet:<id>    (key `payout-reject:<requestId>`)
// so a requested amount can no longer be spent while an operator decides. A payout pays out only
// what the wallet holds (never a plan's credit): the wallet's balance row is locked while the request
// is checked and posted, so concurrent requests over the balance cannot all pass. Stripe transfers
// are sent inside the request's transaction and completed at once; a provider failure rolls it all
// back (nothing requested, nothing posted).
import { and, desc, eq, sql } from 'drizzle-orm';
import { microsToUsd } from '../../src/shared/money';
import type { PayoutMethod, PayoutStatus } from '../../src/shared/money/payouts';
import { accounts, ledgerBalances, payoutRequests } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { fail } from '../http';
import { LedgerError, PLATFORM, postTransaction, walletAccount } from '../ledger/ledger';
import { INSUFFICIENT_FUNDS, PAYOUT_DECIDED, PAYOUT_NOT_FOUND } from './messages';

export type PayoutRow = typeof payoutRequests.$inferSelect;

const METHOD_LABEL: Record<PayoutMethod, string> = { paypal: 'PayPal', venmo: 'Venmo', stripe: 'Stripe' };

export function payoutView(row: PayoutRow) {
  return {
    id: row.id,
    accountId: row.accountId,
    method: row.method,
    address: row.address,
    amountUsd: microsToUsd(row.amountMicros),
    status: row.status,
    note: row.note,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
export type PayoutView = ReturnType<typeof payoutView>;

export interface PayoutInput {
  accountId: number;
  requestedBy: number;
  method: PayoutMethod;
  address: string;
  amountMicros: bigint;
  /** Stripe: sends the money (after the debit is posted, in the same transaction); the provider's reference */
  send?: (row: PayoutRow) => Promise<string>;
}

/** The wallet's balance, its row locked until the transaction ends (0 when it has none). */
async function lockedBalance(tx: Db, accountId: number): Promise<bigint> {
  const [row] = await tx
    .select({ balance: ledgerBalances.balanceMicros })
    .from(ledgerBalances)
    .where(eq(ledgerBalances.ledgerAccount, walletAccount(accountId)))
    .for('update');
  return row?.balance ?? 0n;
}

/** Records a payout request and moves its amount out of the wallet (see above). 409 over the balance. */
export function requestPayout(db: Db, input: PayoutInput): Promise<PayoutRow> {
  return inTransaction(db, async (tx) => {
    if ((await lockedBalance(tx, input.accountId)) < input.amountMicros) fail(409, INSUFFICIENT_FUNDS);
    const [row] = await tx
      .insert(payoutRequests)
      .values({ accountId: input.accountId, method: input.method, address: input.address, amountMicros: input.amountMicros, requestedBy: input.requestedBy })
      .returning();
    try {
      await postTransaction(tx, {
        idempotencyKey: `payout:${row.id}`,
        kind: 'payout',
        accountId: input.accountId,
        memo: `Payout requested (${METHOD_LABEL[input.method]})`,
        meta: { payoutId: row.id, method: input.method },
        entries: [
          { ledgerAccount: walletAccount(input.accountId), amountMicros: -input.amountMicros },
          { ledgerAccount: PLATFORM.payoutsPending, amountMicros: input.amountMicros },
        ],
      });
    } catch (error) {
      if (error instanceof LedgerError && error.code === 'insufficient_funds') fail(409, INSUFFICIENT_FUNDS);
      throw error;
    }
    if (!input.send) return row;
    const reference = await input.send(row);
    return settle(tx, row, 'completed', { decidedBy: null, note: '', reference });
  });
}

/** Posts the decision's ledger movement and records it on the row (the caller holds the row's lock). */
async function settle(tx: Db, row: PayoutRow, status: Exclude<PayoutStatus, 'pending'>, by: { decidedBy: number | null; note: string; reference?: string }): Promise<PayoutRow> {
  const completed = status === 'completed';
  await postTransaction(tx, {
    idempotencyKey: `${completed ? 'payout-complete' : 'payout-reject'}:${row.id}`,
    kind: 'payout',
    accountId: row.accountId,
    memo: completed ? `Payout sent (${METHOD_LABEL[row.method as PayoutMethod] ?? row.method})` : 'Payout rejected: returned to the wallet',
    meta: { payoutId: row.id, method: row.method, ...(by.reference ? { reference: by.reference } : {}) },
    entries: [
      { ledgerAccount: PLATFORM.payoutsPending, amountMicros: -row.amountMicros },
      { ledgerAccount: completed ? PLATFORM.cash : walletAccount(row.accountId), amountMicros: row.amountMicros },
    ],
  });
  const [updated] = await tx
    .update(payoutRequests)
    .set({ status, decidedBy: by.decidedBy, note: by.note, reference: by.reference ?? row.reference, decidedAt: sql`now()` })
    .where(eq(payoutRequests.id, row.id))
    .returning();
  return updated;
}

/** An operator's decision on a pending request: 404 unknown, 409 already decided. */
export function decidePayout(db: Db, id: string, status: 'completed' | 'rejected', by: { decidedBy: number; note: string }): Promise<PayoutRow> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(payoutRequests).where(eq(payoutRequests.id, id)).for('update');
    if (!row) fail(404, PAYOUT_NOT_FOUND);
    if (row.status !== 'pending') fail(409, PAYOUT_DECIDED);
    return settle(tx, row, status, by);
  });
}

/** A wallet's payout requests, newest first. */
export async function payoutsOf(db: Db, accountId: number, page: number, pageSize: number): Promise<{ payouts: PayoutView[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(payoutRequests)
    .where(eq(payoutRequests.accountId, accountId))
    .orderBy(desc(payoutRequests.createdAt), desc(payoutRequests.id))
    .limit(pageSize + 1)
    .offset(page * pageSize);
  return { payouts: rows.slice(0, pageSize).map(payoutView), hasMore: rows.length > pageSize };
}

/** The operator's queue: requests of every wallet (optionally of one status) with the account's name, oldest first. */
export async function payoutQueue(db: Db, status: PayoutStatus | undefined, page: number, pageSize: number) {
  const rows = await db
    .select({ row: payoutRequests, accountName: accounts.accountName, username: accounts.username })
    .from(payoutRequests)
    .leftJoin(accounts, eq(accounts.id, payoutRequests.accountId))
    .where(status ? and(eq(payoutRequests.status, status)) : undefined)
    .orderBy(payoutRequests.createdAt, payoutRequests.id)
    .limit(pageSize + 1)
    .offset(page * pageSize);
  return {
    payouts: rows.slice(0, pageSize).map(({ row, accountName, username }) => ({ ...payoutView(row), accountName: accountName ?? username ?? String(row.accountId) })),
    hasMore: rows.length > pageSize,
  };
}
