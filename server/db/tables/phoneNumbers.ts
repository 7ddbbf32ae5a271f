// Phone numbers (spec doc 2 "Phone numbers"; spec 1 §3 Account `vidaPhoneNumber`): a number the
// organization bought from the carrier or brought ("byo", proven by a code sent to it). An agent's
// `vidaPhoneNumber` is the number assigned to it here: at most one number per agent, and a number is
// owned once across the whole platform (unique), so it cannot be bought twice.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const phoneNumbers = pgTable(
  'phone_numbers',
  {
    id: serial('id').primaryKey(),
    // E.164, e.g. +14155550123
    number: text('number').notNull(),
    // the organization that owns it; scope columns copied from the tree as for calls
    accountId: integer('account_id').notNull(),
    resellerId: integer('reseller_id'),
    partnerId: integer('partner_id'),
    // the agent account that answers it, null while unassigned
    agentAccountId: integer('agent_account_id'),
    // which carrier adapter holds it: 'demo' | 'twilio'
    carrier: text('carrier').notNull(),
    // the carrier's id for the number (Twilio's PN... sid), null for the demo carrier
    carrierSid: text('carrier_sid'),
    // 'bought' from the carrier's inventory, or 'byo' (brought, proven by a code)
    source: text('source').notNull().$type<'bought' | 'byo'>(),
    // 'pending' (byo awaiting its code) | 'active' | 'released'
    status: text('status').notNull().$type<'pending' | 'active' | 'released'>(),
    country: text('country').notNull().default('US'),
    locality: text('locality'),
    region: text('region'),
    voice: boolean('voice').notNull().default(true),
    sms: boolean('sms').notNull().default(true),
    // when a test call last proved call forwarding to this number works (number health)
    forwardingProvenAt: timestamp('forwarding_proven_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    // a number is held by one account at a time; a released row stays for the history
    uniqueIndex('phone_numbers_number_live_idx').on(t.number).where(sql`status <> 'released'`),
    uniqueIndex('phone_numbers_agent_live_idx').on(t.agentAccountId).where(sql`status <> 'released'`),
    index('phone_numbers_account_idx').on(t.accountId, t.createdAt),
    index('phone_numbers_reseller_idx').on(t.resellerId),
    index('phone_numbers_partner_idx').on(t.partnerId),
  ],
);
