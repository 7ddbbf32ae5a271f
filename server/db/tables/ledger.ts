// The double-entry ledger (money contract; server/ledger/ledger.ts writes it). Amounts are integer
// micro-dollars (1 USD = 1,000,000), signed; a transaction's entries sum to 0 (checked by the code and,
// at commit, by a deferred trigger in the migration); a balance row is the running sum of its entries,
// updated in the same database transaction as the entries it sums.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    // unique: the same movement posted twice (a retry, a replayed webhook) is found, not repeated
    idempotencyKey: text('idempotency_key').notNull().unique(),
    // 'topup' | 'usage' | 'refund' | 'payout' | 'reward' | 'reward_claim' | ... (ledger.ts LEDGER_KINDS)
    kind: text('kind').notNull(),
    // the org/user the movement is for (shown in its transactions list)
    accountId: integer('account_id').notNull(),
    memo: text('memo').notNull().default(''),
    meta: jsonb('meta').notNull().default({}),
    // sha256 of kind, account and entries: the same key with another body is refused
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_transactions_account_idx').on(t.accountId, t.createdAt)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    // increasing: an account's movements newest first are its entries by id descending
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    ledgerAccount: text('ledger_account').notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.ledgerAccount, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
  ],
);

export const ledgerBalances = pgTable('ledger_balances', {
  ledgerAccount: text('ledger_account').primaryKey(),
  balanceMicros: bigint('balance_micros', { mode: 'bigint' }).notNull().default(sql`0`),
  // how far below zero a customer's account may go (a plan that allows credit raises it)
  creditLimitMicros: bigint('credit_limit_micros', { mode: 'bigint' }).notNull().default(sql`0`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
