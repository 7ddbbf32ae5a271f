// Webhooks (issue 20 points 6–8): an organization's endpoints, one delivery per event per endpoint
// (the unique key below is what makes "exactly one" hold across API processes), every attempt of a
// delivery as it was sent and answered, and the fan-out's cursor over the events table.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    // the organization whose events it receives
    accountId: integer('account_id').notNull(),
    url: text('url').notNull(),
    label: text('label').notNull().default(''),
    // 'conversation' | 'incoming' | 'contact' | an event type (server/webhooks/types.ts)
    type: text('type').notNull(),
    // kept in the clear: signing needs the secret itself (README "Webhooks" says why)
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    // created by a demo server: loopback and private receivers allowed (never in production)
    allowPrivate: boolean('allow_private').notNull().default(false),
    // 'active' | 'disabled'
    status: text('status').notNull().default('active'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    // the first failed attempt since the last success; null while it succeeds
    failingSince: timestamp('failing_since', { withTimezone: true }),
    exhaustedInRow: integer('exhausted_in_row').notNull().default(0),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhooks_account_url_idx').on(t.accountId, t.url)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    webhookId: uuid('webhook_id').notNull().references(() => webhooks.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull(),
    // null for a test delivery built from a sample
    eventId: bigint('event_id', { mode: 'number' }),
    eventType: text('event_type').notNull(),
    // 'event' | 'replay' | 'test'
    kind: text('kind').notNull().default('event'),
    replayOf: uuid('replay_of'),
    // the call an event is about, for the delivery log of a call
    callId: text('call_id'),
    // the JSON body, the same bytes on every attempt (each attempt signs it with its own timestamp)
    body: text('body').notNull(),
    // 'pending' | 'succeeded' | 'exhausted' | 'skipped' (the endpoint was switched off)
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_idx').on(t.webhookId, t.eventId).where(sql`kind = 'event'`),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt.desc()),
    index('webhook_deliveries_call_idx').on(t.accountId, t.callId),
  ],
);

export interface AttemptHeaders {
  [name: string]: string;
}

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: uuid('delivery_id').notNull().references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    requestHeaders: jsonb('request_headers').$type<AttemptHeaders>().notNull(),
    responseStatus: integer('response_status'),
    responseExcerpt: text('response_excerpt').notNull().default(''),
    // why it failed, in words: timeout, refused address, redirect not followed, status...
    error: text('error'),
    latencyMs: integer('latency_ms').notNull(),
    ok: boolean('ok').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.number)],
);

/** The fan-out's place in the events table: one row, locked by whichever process fans out. */
export const webhookCursor = pgTable('webhook_cursor', {
  id: text('id').primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull().default(0),
  // ids skipped because their transaction had not committed yet: id → when first missed (ms)
  gaps: jsonb('gaps').$type<Record<string, number>>().notNull().default({}),
});
