// Super admin tools: refunds and the calls flagged for review.
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull(),
  username: text('username').notNull(),
  usdAmount: text('usd_amount'),
  satsAmount: integer('sats_amount'),
  issuedBy: integer('issued_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Calls flagged for a super admin's review (GET /internal/fetchCallsForReview).
export const reviewCalls = pgTable('review_calls', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  agentAccountId: integer('agent_account_id'),
  fromNumber: text('from_number').notNull(),
  toNumber: text('to_number').notNull(),
  durationSeconds: integer('duration_seconds').notNull(),
  reason: text('reason').notNull(),
  excerpt: text('excerpt').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
