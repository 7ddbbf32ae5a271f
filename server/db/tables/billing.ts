// Billing (issue 22 points 4, 6, 7): an organization's subscription as the payments provider last
// reported it. One row per organization: a new checkout replaces the row, so the account's plan
// fields (accounts.productPlanId, subscribed, canceled…) and this row never disagree.
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const subscriptions = pgTable('subscriptions', {
  // the organization (an org owner's id is the organization's id)
  accountId: integer('account_id').primaryKey(),
  planId: text('plan_id').notNull(),
  // 'active' | 'past_due' | 'canceled'
  status: text('status').notNull().$type<'active' | 'past_due' | 'canceled'>(),
  // 'month' | 'year'
  term: text('term').notNull().$type<'month' | 'year'>(),
  providerSubscriptionId: text('provider_subscription_id').notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  cancelReason: text('cancel_reason'),
  cancelDetails: text('cancel_details'),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

// Metered usage per organization, UTC day and usage key, for what the runtime's own tables do not
// already count per day: messages in and out (a trigger on conversation_messages, hand-written in
// the billing_usage migration) and language-model tokens (server/billing/meter.ts, called where the
// runtime calls the model). Voice minutes come from call_rollups, numbers from phone_numbers.
export const usageCounters = pgTable(
  'usage_counters',
  {
    accountId: integer('account_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    // a usage key of src/shared/billing/plans.ts
    key: text('key').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.key] })],
);

// The daily usage charge (one row per organization, UTC day and usage key, key of its ledger
// posting `usage:<account>:<day>:<key>`): what the platform's plan prices it at (platformCost) and
// what the client pays (clientPrice: the same, unless a reseller rebills the client). The margin
// ledger of a reseller is these rows. 'unpaid' when the wallet could not cover it (posted later).
export const usageCharges = pgTable(
  'usage_charges',
  {
    accountId: integer('account_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    platformCostMicros: bigint('platform_cost_micros', { mode: 'bigint' }).notNull(),
    clientPriceMicros: bigint('client_price_micros', { mode: 'bigint' }).notNull(),
    // the reseller rebilling the client on that day, null when none did
    resellerId: integer('reseller_id'),
    // 'posted' | 'unpaid'
    status: text('status').notNull().$type<'posted' | 'unpaid'>(),
    transactionId: text('transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.key] }), index('usage_charges_reseller_idx').on(t.resellerId, t.day)],
);

// Spend controls of an organization (beyond the spec; README "Billing"): monthly caps in USD
// micro-dollars, and auto-reload of its wallet. Null: not set.
export const spendControls = pgTable('spend_controls', {
  accountId: integer('account_id').primaryKey(),
  softCapMicros: bigint('soft_cap_micros', { mode: 'bigint' }),
  hardCapMicros: bigint('hard_cap_micros', { mode: 'bigint' }),
  autoReloadAmountMicros: bigint('auto_reload_amount_micros', { mode: 'bigint' }),
  autoReloadThresholdMicros: bigint('auto_reload_threshold_micros', { mode: 'bigint' }),
  autoReloadMonthlyLimitMicros: bigint('auto_reload_monthly_limit_micros', { mode: 'bigint' }),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// One alert per organization, month, cap and threshold (80, 90, 100 %): the primary key is what
// makes "once" hold across API processes.
export const spendAlerts = pgTable(
  'spend_alerts',
  {
    accountId: integer('account_id').notNull(),
    month: text('month').notNull(),
    cap: text('cap').notNull().$type<'soft' | 'hard'>(),
    threshold: integer('threshold').notNull(),
    spentMicros: bigint('spent_micros', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.month, t.cap, t.threshold] })],
);

// Auto-reloads made, for the monthly limit (the ledger holds the money; this the count per month).
export const autoReloads = pgTable(
  'auto_reloads',
  {
    accountId: integer('account_id').notNull(),
    month: text('month').notNull(),
    seq: integer('seq').notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    transactionId: text('transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.month, t.seq] })],
);

// A reseller's rebilling of one client organization (beyond the spec): a price per usage key
// (micro-dollars per unit) or a margin % over the platform's price, and the client's quotas.
export const resellerRebilling = pgTable(
  'reseller_rebilling',
  {
    accountId: integer('account_id').primaryKey(),
    resellerId: integer('reseller_id').notNull(),
    // basis points over the platform's price (2500 = 25 %); used for keys without a price
    marginBasisPoints: integer('margin_basis_points'),
    prices: jsonb('prices').$type<Partial<Record<string, number>>>().notNull().default({}),
    // basis points per usage key (keys with their own margin instead of a price; rebill branch)
    keyMargins: jsonb('key_margins').$type<Partial<Record<string, number>>>().notNull().default({}),
    minutesPerMonth: integer('minutes_per_month'),
    maxAgents: integer('max_agents'),
    maxConcurrentCalls: integer('max_concurrent_calls'),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reseller_rebilling_reseller_idx').on(t.resellerId)],
);
