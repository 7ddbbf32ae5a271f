// The double-entry ledger (money contract). Every movement of money is one balanced transaction with
// an idempotency key; balances are running sums kept in the same database transaction as the entries.
// Concurrency: balance rows are created, then updated one by one in sorted order, so two postings
// lock their common accounts in the same order and never deadlock each other; the floor
// of customers' accounts is a CHECK (migration), so no interleaving can take a wallet below it.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ledgerBalances, ledgerEntries, ledgerTransactions } from '../db/schema';
import type { Db } from '../db/store';
import { sqlState } from '../kit/databaseErrors';

export const LEDGER_KINDS = [
  'topup',
  'usage',
  'refund',
  'payout',
  'reward',
  'reward_claim',
  'reseller_margin',
  'lightning_topup',
  'withdrawal',
  'subscription',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export type LedgerErrorCode = 'unbalanced' | 'insufficient_funds' | 'key_reused' | 'invalid';

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

export interface LedgerEntryInput {
  ledgerAccount: string;
  amountMicros: bigint;
}

export interface PostTransactionInput {
  idempotencyKey: string;
  kind: LedgerKind;
  /** the org/user the movement is for */
  accountId: number;
  memo?: string;
  meta?: Record<string, unknown>;
  entries: LedgerEntryInput[];
}

export const walletAccount = (accountId: number) => `wallet:${accountId}`;
export const rewardsAccount = (accountId: number) => `rewards:${accountId}`;
export const resellerMarginAccount = (resellerId: number) => `reseller_margin:${resellerId}`;
export const PLATFORM = {
  cash: 'platform:cash',
  revenue: 'platform:revenue',
  payoutsPending: 'platform:payouts_pending',
  refunds: 'platform:refunds',
} as const;

const LEDGER_ACCOUNT = /^(?:(?:wallet|rewards|reseller_margin):[1-9]\d{0,9}|platform:[a-z][a-z0-9_]{0,63})$/;
/** customers' accounts: never below their credit limit (platform accounts may go negative) */
export const isCustomerAccount = (ledgerAccount: string) => ledgerAccount.startsWith('wallet:') || ledgerAccount.startsWith('rewards:');
// |amount| of one entry: far above any real movement, far below bigint's 2^63 (sums cannot overflow)
const MAX_ENTRY_MICROS = 10n ** 15n;

/** The per-account deltas of a transaction, sorted by account (the locking order). */
function deltasOf(input: PostTransactionInput): [string, bigint][] {
  if (!LEDGER_KINDS.includes(input.kind)) throw new LedgerError('invalid', `kind: unknown ledger kind ${String(input.kind)}`);
  if (!Number.isSafeInteger(input.accountId) || input.accountId <= 0) throw new LedgerError('invalid', 'accountId: expected a positive integer');
  if (!/^[\x21-\x7e]{1,255}$/.test(input.idempotencyKey)) throw new LedgerError('invalid', 'idempotencyKey: 1-255 printable ASCII characters');
  if (input.entries.length === 0) throw new LedgerError('unbalanced', 'a transaction needs entries');
  const totals = new Map<string, bigint>();
  for (const entry of input.entries) {
    if (!LEDGER_ACCOUNT.test(entry.ledgerAccount)) throw new LedgerError('invalid', `ledgerAccount: ${entry.ledgerAccount} is not a ledger account`);
    if (typeof entry.amountMicros !== 'bigint' || entry.amountMicros === 0n) throw new LedgerError('invalid', 'amountMicros: a non-zero bigint');
    if (entry.amountMicros > MAX_ENTRY_MICROS || entry.amountMicros < -MAX_ENTRY_MICROS) throw new LedgerError('invalid', 'amountMicros: too large');
    totals.set(entry.ledgerAccount, (totals.get(entry.ledgerAccount) ?? 0n) + entry.amountMicros);
  }
  let sum = 0n;
  for (const v of totals.values()) sum += v;
  if (sum !== 0n) throw new LedgerError('unbalanced', `entries sum to ${sum} micros, not 0`);
  return [...totals.entries()].filter(([, v]) => v !== 0n).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

function fingerprintOf(input: PostTransactionInput, deltas: [string, bigint][]): string {
  // memo and meta are descriptions (meta may hold a rate read at posting time): not part of "the same body"
  const body = JSON.stringify([input.kind, input.accountId, deltas.map(([a, v]) => [a, v.toString()])]);
  return createHash('sha256').update(body).digest('hex');
}

/**
 * Posts a balanced transaction once per idempotency key. Works on a database or inside a caller's
 * transaction (it then runs in a savepoint: a refusal undoes only this posting).
 */
export async function postTransaction(db: Db, input: PostTransactionInput): Promise<{ transactionId: string; created: boolean }> {
  const deltas = deltasOf(input);
  const fingerprint = fingerprintOf(input, deltas);
  try {
    return await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(ledgerTransactions)
        .values({ idempotencyKey: input.idempotencyKey, kind: input.kind, accountId: input.accountId, memo: input.memo ?? '', meta: input.meta ?? {}, fingerprint })
        .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
        .returning({ id: ledgerTransactions.id });
      if (!inserted) {
        const [first] = await tx
          .select({ id: ledgerTransactions.id, fingerprint: ledgerTransactions.fingerprint })
          .from(ledgerTransactions)
          .where(eq(ledgerTransactions.idempotencyKey, input.idempotencyKey));
        if (!first || first.fingerprint !== fingerprint) throw new LedgerError('key_reused', 'idempotencyKey: already used for another transaction');
        return { transactionId: first.id, created: false };
      }
      if (deltas.length > 0) {
        // (wln) PostgreSQL checks CHECK constraints on an upsert's proposed row before it finds the
        // conflict, so a debit proposed as a negative new row broke the wallet floor even with funds:
        // missing rows are made at 0 first, then each balance moves in the sorted (locking) order.
        await tx.insert(ledgerBalances).values(deltas.map(([ledgerAccount]) => ({ ledgerAccount, balanceMicros: 0n }))).onConflictDoNothing();
        for (const [ledgerAccount, amount] of deltas) {
          await tx
            .update(ledgerBalances)
            .set({ balanceMicros: sql`${ledgerBalances.balanceMicros} + ${amount}`, updatedAt: sql`now()` })
            .where(eq(ledgerBalances.ledgerAccount, ledgerAccount));
        }
      }
      await tx.insert(ledgerEntries).values(input.entries.map((e) => ({ transactionId: inserted.id, ledgerAccount: e.ledgerAccount, amountMicros: e.amountMicros })));
      return { transactionId: inserted.id, created: true };
    });
  } catch (error) {
    // the customer-floor CHECK of ledger_balances (the only CHECK a balance update can break)
    if (!(error instanceof LedgerError) && sqlState(error) === '23514') throw new LedgerError('insufficient_funds', 'insufficient funds');
    throw error;
  }
}

/** A ledger account's balance in micro-dollars (0 for an account never posted to). */
export async function balanceOf(db: Db, ledgerAccount: string): Promise<bigint> {
  const [row] = await db.select({ balance: ledgerBalances.balanceMicros }).from(ledgerBalances).where(eq(ledgerBalances.ledgerAccount, ledgerAccount));
  return row?.balance ?? 0n;
}

/** How far below zero a customer's account may go (a plan that allows credit sets it). */
export async function setCreditLimit(db: Db, ledgerAccount: string, limitMicros: bigint): Promise<void> {
  if (!LEDGER_ACCOUNT.test(ledgerAccount)) throw new LedgerError('invalid', `ledgerAccount: ${ledgerAccount} is not a ledger account`);
  if (limitMicros < 0n || limitMicros > MAX_ENTRY_MICROS) throw new LedgerError('invalid', 'creditLimitMicros: 0 or more');
  try {
    await db
      .insert(ledgerBalances)
      .values({ ledgerAccount, creditLimitMicros: limitMicros })
      .onConflictDoUpdate({ target: ledgerBalances.ledgerAccount, set: { creditLimitMicros: limitMicros, updatedAt: sql`now()` } });
  } catch (error) {
    if (sqlState(error) === '23514') throw new LedgerError('insufficient_funds', 'the balance is already below that credit limit');
    throw error;
  }
}

/** The credit limit of an account (0 unless set). */
export async function creditLimitOf(db: Db, ledgerAccount: string): Promise<bigint> {
  const [row] = await db.select({ limit: ledgerBalances.creditLimitMicros }).from(ledgerBalances).where(eq(ledgerBalances.ledgerAccount, ledgerAccount));
  return row?.limit ?? 0n;
}
