// Lightning (issue 22 point 3): invoices the wallet issues (top-ups and pay-link payments), the
// withdrawals it pays, the embedded node's key, and the exchange rate every API process shares.
import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const lightningInvoices = pgTable(
  'lightning_invoices',
  {
    // hex sha256 of the preimage: what a payer's proof is checked against
    paymentHash: text('payment_hash').primaryKey(),
    // the account the payment credits (the payee of a pay link)
    accountId: integer('account_id').notNull(),
    // 'topup' (the account's own pending invoice) | 'payLink' (asked for by anyone through its slug)
    purpose: text('purpose').notNull(),
    lnInvoice: text('ln_invoice').notNull(),
    // kept server-side (embedded node); a real node's is learnt when it settles
    preimage: text('preimage'),
    amountSats: bigint('amount_sats', { mode: 'number' }).notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    usdPerSat: doublePrecision('usd_per_sat').notNull(),
    provider: text('provider').notNull(),
    // 'pending' | 'paid' | 'reset' (replaced or cancelled)
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    requestedBy: integer('requested_by'),
    transactionId: text('transaction_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one pending top-up invoice per account: a new request replaces it in the same transaction
    uniqueIndex('lightning_invoices_one_pending_idx').on(t.accountId).where(sql`status = 'pending' and purpose = 'topup'`),
    index('lightning_invoices_account_idx').on(t.accountId, t.createdAt),
  ],
);

export const lightningWithdrawals = pgTable(
  'lightning_withdrawals',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    accountId: integer('account_id').notNull(),
    // an invoice is paid once: the same invoice withdrawn twice is the same withdrawal
    paymentHash: text('payment_hash').notNull().unique(),
    lnInvoice: text('ln_invoice').notNull(),
    amountSats: bigint('amount_sats', { mode: 'number' }).notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    usdPerSat: doublePrecision('usd_per_sat').notNull(),
    provider: text('provider').notNull(),
    // 'paid' | 'failed' (refunded to the wallet) | 'pending' (the node has not said yet)
    status: text('status').notNull(),
    failure: text('failure'),
    transactionId: text('transaction_id'),
    requestedBy: integer('requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lightning_withdrawals_account_idx').on(t.accountId, t.createdAt)],
);

/** The embedded node's signing key (one row), made on first use unless LIGHTNING_NODE_KEY is set. */
export const lightningNode = pgTable('lightning_node', {
  id: integer('id').primaryKey(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sat → USD rate with when it was fetched: the 900 s cache shared by every API process. */
export const exchangeRates = pgTable('exchange_rates', {
  pair: text('pair').primaryKey(),
  usdPerSat: doublePrecision('usd_per_sat').notNull(),
  // 'source' (fetched from EXCHANGE_RATE_URL) | 'fallback'
  origin: text('origin').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});
