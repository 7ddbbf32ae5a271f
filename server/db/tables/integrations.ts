// Integrations (issue 23 point 4): an organization's installed apps (settings, secrets sealed), the
// appData of an integration slug, its calendar connections (Demo calendar, Calendly, Google), the
// workflow-automation (JobNimbus) connection, and the bookings agents made in a calendar.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export const appInstalls = pgTable(
  'app_installs',
  {
    accountId: integer('account_id').notNull(),
    appId: text('app_id').notNull(),
    version: text('version').notNull(),
    /** the auth parameters that are not secret, as entered */
    settings: jsonb('settings').$type<Record<string, Json>>().notNull().default({}),
    /** the secret ones: a sealed JSON object (server/integrations/secrets.ts), never returned */
    secretsSealed: text('secrets_sealed'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.appId, t.version] })],
);

export const integrationData = pgTable(
  'integration_data',
  {
    accountId: integer('account_id').notNull(),
    slug: text('slug').notNull(),
    appData: jsonb('app_data').$type<Record<string, Json>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.slug] })],
);

/** One row per organization and calendar provider ('demo' | 'calendly' | 'google'). */
export const calendarConnections = pgTable(
  'calendar_connections',
  {
    accountId: integer('account_id').notNull(),
    provider: text('provider').notNull(),
    /** the provider agents book in (one per organization) */
    active: boolean('active').notNull().default(false),
    /** the calendar integration switched off keeps its connection */
    enabled: boolean('enabled').notNull().default(true),
    /** Calendly's personal access token or Google's refresh token, sealed; never returned */
    tokenSealed: text('token_sealed'),
    /** what the provider said about the account: name, schedulingUrl, eventType, calendars, mainCalendar */
    details: jsonb('details').$type<Record<string, Json>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.provider] })],
);

export const calendarBookings = pgTable(
  'calendar_bookings',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    accountId: integer('account_id').notNull(),
    agentId: integer('agent_id'),
    provider: text('provider').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    name: text('name').notNull().default(''),
    caller: text('caller').notNull().default(''),
    /** the provider's id of the event (Calendly invitee uri, Google event id) */
    externalId: text('external_id'),
    /** the call record (calls.uuid) or SMS room the booking was made in */
    callUuid: text('call_uuid'),
    roomId: text('room_id'),
    /** the conversation turn that booked (`call:<uuid>:<turn>`, `sms:<message>`, `test:<record>:<turn>`):
     * one booking per turn, so a retried turn finds its booking instead of booking twice */
    turnKey: text('turn_key'),
    /** 'booked'; 'pending': Calendly or Google claimed for the turn, the provider not yet answered (its
     * createdAt is the claim's time, renewed by a retry that takes a stale claim over); 'cancelled': the
     * turn's write failed after the provider booked, and the runtime cancelled it there
     * (server/integrations/booking.ts) */
    state: text('state').notNull().default('booked'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_bookings_account_start_idx').on(t.accountId, t.startAt),
    // one live booking (or claim) per turn; a cancelled one frees the turn for its retry
    uniqueIndex('calendar_bookings_turn_key_idx').on(t.accountId, t.turnKey).where(sql`${t.state} <> 'cancelled'`),
    // the Demo calendar holds one booking per start: two calls booking the same slot at once cannot both win
    uniqueIndex('calendar_bookings_demo_slot_idx').on(t.accountId, t.startAt).where(sql`${t.provider} = 'demo'`),
  ],
);

export const workflowConnections = pgTable('workflow_connections', {
  accountId: integer('account_id').primaryKey(),
  provider: text('provider').notNull(),
  tokenSealed: text('token_sealed').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
