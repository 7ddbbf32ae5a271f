// Billing (issue 22 points 4, 6, 7): an organization's subscription as the payments provider last
// reported it. One row per organization: a new checkout replaces the row, so the account's plan
// fields (accounts.productPlanId, subscribed, canceled…) and this row never disagree.
import { sql } from 'drizzle-orm';
import { bigint, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
