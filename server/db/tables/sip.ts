// SIP trunking (issue 21 point 2): an organization's IP whitelist, outbound routes, its registration
// with the platform's registrar, and the SIP messages the Demo carrier records for its calls
// (captures: one row per call, one per message, read back as JSON, raw text or pcap).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SipEndpoint } from '../../../src/shared/sip/wire';

export const sipIpWhitelist = pgTable(
  'sip_ip_whitelist',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    accountId: integer('account_id').notNull(),
    // as written back to the user (compressed, lower case)
    ip: text('ip').notNull(),
    // the canonical network (`addr/prefix`): the duplicate key, whatever the spelling
    network: text('network').notNull(),
    label: text('label').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sip_ip_whitelist_account_network_idx').on(t.accountId, t.network)],
);

export const sipOutboundRoutes = pgTable(
  'sip_outbound_routes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    accountId: integer('account_id').notNull(),
    // the canonical SIP URI (src/shared/sip/uri.ts)
    route: text('route').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sip_outbound_routes_account_route_idx').on(t.accountId, t.route)],
);

export const sipRegistrations = pgTable('sip_registrations', {
  accountId: integer('account_id').primaryKey(),
  server: text('server').notNull(),
  username: text('username').notNull(),
  // AES-256-GCM (server/sip/secrets.ts): never returned, never logged
  passwordSealed: text('password_sealed').notNull(),
  // 'registered' | 'failed'
  status: text('status').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sipCaptures = pgTable(
  'sip_captures',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    accountId: integer('account_id').notNull(),
    // the Call-ID header of the dialog
    sipCallId: text('sip_call_id').notNull(),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    // the INVITE's final answer (200, 486...)
    finalStatus: integer('final_status').notNull(),
    finalReason: text('final_reason').notNull(),
    messageCount: integer('message_count').notNull(),
  },
  (t) => [
    uniqueIndex('sip_captures_call_id_idx').on(t.sipCallId),
    index('sip_captures_account_order_idx').on(t.accountId, t.startedAt.desc(), t.id),
  ],
);

export type { SipEndpoint };

export const sipMessages = pgTable(
  'sip_messages',
  {
    captureId: uuid('capture_id').notNull().references(() => sipCaptures.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    source: jsonb('source').$type<SipEndpoint>().notNull(),
    destination: jsonb('destination').$type<SipEndpoint>().notNull(),
    // a request's method, or null for a response
    method: text('method'),
    // a response's status code and reason, or null for a request
    statusCode: integer('status_code'),
    reason: text('reason'),
    requestUri: text('request_uri'),
    headers: jsonb('headers').$type<[string, string][]>().notNull(),
    body: text('body').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.captureId, t.seq] })],
);
