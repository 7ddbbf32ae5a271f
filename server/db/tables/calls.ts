// Call records (spec 1 §3 "Log record"): what the logs screen lists and the dashboards' metrics
// aggregate. `accountId` is the organization the call belongs to; partner and reseller ids are
// copied onto the row so a partner's or reseller's logs are one indexed filter, as in the audit log.
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A knowledge-base passage an agent's answer was given (issue 21 point 5). */
export interface Citation {
  chunkId: number | string;
  documentId: string;
  url: string;
  title: string;
  score: number;
  snippet: string;
}

export interface TranscriptLine {
  role: 'agent' | 'caller';
  text: string;
  /** seconds from the start of the call */
  offset: number;
  /** on an agent's line: the knowledge-base passages its answer was given */
  citations?: Citation[];
  /** on an agent's line: the appointment its booking action made, or why it could not (server/integrations/booking.ts) */
  booking?: TranscriptBooking;
}

export type TranscriptBooking =
  | { ok: true; id: string; provider: string; providerLabel: string; start: string; end: string; label: string; name: string }
  | { ok: false; provider: string | null; problem: string };

export const calls = pgTable(
  'calls',
  {
    // text, not the uuid type: every string field takes the string operators (contains, regex…)
    uuid: text('uuid').primaryKey(),
    callId: text('call_id').notNull(),
    roomId: text('room_id').notNull(),
    accountId: integer('account_id').notNull(),
    accountName: text('account_name').notNull().default(''),
    agentId: integer('agent_id'),
    partnerId: integer('partner_id'),
    resellerId: integer('reseller_id'),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
    duration: integer('duration').notNull().default(0),
    fromNumber: text('from_number').notNull().default(''),
    toNumber: text('to_number').notNull().default(''),
    cnam: text('cnam'),
    direction: text('direction').notNull(),
    // the number the call was transferred to, '' when it was not
    transfer: text('transfer').notNull().default(''),
    appointmentBooked: integer('appointment_booked').notNull().default(0),
    transferMade: integer('transfer_made').notNull().default(0),
    transcript: jsonb('transcript').$type<TranscriptLine[]>(),
  },
  (t) => [
    // every listing is a scope, a window and newest first (uuid breaks ties): walking one of these
    // in order serves a page or an export chunk without sorting the window; filters narrow the rows
    index('calls_account_order_idx').on(t.accountId, t.timestamp.desc(), t.uuid.desc()),
    index('calls_reseller_order_idx').on(t.resellerId, t.timestamp.desc(), t.uuid.desc()),
    index('calls_partner_order_idx').on(t.partnerId, t.timestamp.desc(), t.uuid.desc()),
    index('calls_agent_order_idx').on(t.agentId, t.timestamp.desc(), t.uuid.desc()),
    index('calls_order_idx').on(t.timestamp.desc(), t.uuid.desc()),
    index('calls_account_direction_time_idx').on(t.accountId, t.direction, t.timestamp.desc()),
    index('calls_from_idx').on(t.fromNumber),
    index('calls_to_idx').on(t.toNumber),
    index('calls_cnam_idx').on(t.cnam),
    index('calls_call_id_idx').on(t.callId),
    index('calls_room_idx').on(t.roomId),
    // the text filters (contains, starts/ends with, any case: LIKE and ILIKE on the bare column) as
    // trigram lookups instead of a walk of the scope (migration 0012 creates pg_trgm first); not on
    // direction nor account_name, whose few values a trigram cannot narrow; nor the random ids (uuid,
    // call and room ids), whose trigram indexes measured 1.6 times the table (bench/lists.ts) for
    // searches nobody types: theirs stay the plain index walk
    ...(['cnam', 'fromNumber', 'toNumber', 'transfer'] as const).map((name) =>
      index(`calls_${t[name].name}_trgm_idx`).using('gin', t[name].op('gin_trgm_ops')),
    ),
  ],
);
