// The wallet's own records beside the ledger: checkout sessions (Demo payments' and Stripe's), payout
// requests an operator completes, Stripe Connect accounts, and the provider events already handled.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const paymentSessions = pgTable(
  'payment_sessions',
  {
    // Demo payments: `demo_<random>`; Stripe: its Checkout Session id
    id: text('id').primaryKey(),
    // 'demo' | 'stripe'
    provider: text('provider').notNull(),
    // 'credit' | 'subscription'
    mode: text('mode').notNull().default('credit'),
    accountId: integer('account_id').notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('usd'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    // 'open' | 'paid' | 'canceled'
    status: text('status').notNull().default('open'),
    // subscription checkouts: planId, priceKey, term
    meta: jsonb('meta').notNull().default({}),
    // the caller's Idempotency-Key or a derived one: a retried create returns the same session
    createKey: text('create_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('payment_sessions_account_idx').on(t.accountId, t.createdAt)],
);

export const payoutRequests = pgTable(
  'payout_requests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    accountId: integer('account_id').notNull(),
    // 'paypal' | 'venmo' | 'stripe'
    method: text('method').notNull(),
    // an email, a phone number, a @handle, or the Stripe connected account id
    address: text('address').notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    // 'pending' | 'completed' | 'rejected' (Stripe transfers are 'completed' once sent)
    status: text('status').notNull().default('pending'),
    requestedBy: integer('requested_by'),
    decidedBy: integer('decided_by'),
    note: text('note').notNull().default(''),
    // the provider's reference (a Stripe transfer id)
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('payout_requests_account_idx').on(t.accountId, t.createdAt), index('payout_requests_status_idx').on(t.status, t.createdAt)],
);

export const connectedAccounts = pgTable('payout_connected_accounts', {
  accountId: integer('account_id').primaryKey(),
  // 'demo' | 'stripe'
  provider: text('provider').notNull(),
  // Stripe's acct_… id (or the demo's)
  externalId: text('external_id').notNull(),
  // what the provider last said (Stripe's account.updated webhook, or a live check): null until it has
  payoutsEnabled: boolean('payouts_enabled'),
  stateUpdatedAt: timestamp('state_updated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentEvents = pgTable('payment_events', {
  // the provider's event id: a replayed webhook is found here and does nothing
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
