// The transactional outbox (ARCHITECTURE.md "Events, jobs and scale-out"): every change other parts
// react to is one row here, written in the same transaction as the change (server/events/record.ts).
// The live stream, the inbox, webhooks, campaigns and usage metering read this table; `id` orders it
// and is the stream's `Last-Event-ID`. Scope columns are copied from the account tree so "the caller's
// subtree" is one indexed filter, as for calls and the audit log.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // 'call.started' | 'call.ended' | 'message.in' | ... (server/events/types.ts)
    type: text('type').notNull(),
    // the organization (or, for an account-level event, the account) the event belongs to
    accountId: integer('account_id').notNull(),
    agentId: integer('agent_id'),
    resellerId: integer('reseller_id'),
    partnerId: integer('partner_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_account_idx').on(t.accountId, t.id),
    index('events_reseller_idx').on(t.resellerId, t.id),
    index('events_partner_idx').on(t.partnerId, t.id),
    index('events_created_idx').on(t.createdAt),
  ],
);
