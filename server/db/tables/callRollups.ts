// Hourly roll-ups of the calls (issue 17 point 3): what the default metrics add up (calls, seconds,
// appointments, transfers) per organization, agent, hour and direction, so a 30-day metric reads
// some thousands of these instead of every call of the window. Triggers on `calls` (hand-written at
// the end of migration 0012) keep them current in the writing transaction, whoever writes: the bulk
// insert, a test conversation, an update or a delete. computeMetrics reads the whole hours of a
// window here and the partial hours at its edges from `calls`.
import { bigint, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

export const callRollups = pgTable(
  'call_rollups',
  {
    accountId: integer('account_id').notNull(),
    // the hour, UTC (date_trunc of the call's timestamp)
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    direction: text('direction').notNull(),
    agentId: integer('agent_id'),
    partnerId: integer('partner_id'),
    resellerId: integer('reseller_id'),
    calls: bigint('calls', { mode: 'number' }).notNull().default(0),
    duration: bigint('duration', { mode: 'number' }).notNull().default(0),
    appointmentBooked: bigint('appointment_booked', { mode: 'number' }).notNull().default(0),
    transferMade: bigint('transfer_made', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // the triggers' ON CONFLICT target; its prefix serves an organization's window
    unique('call_rollups_key').on(t.accountId, t.bucket, t.direction, t.agentId, t.partnerId, t.resellerId).nullsNotDistinct(),
    index('call_rollups_reseller_idx').on(t.resellerId, t.bucket),
    index('call_rollups_partner_idx').on(t.partnerId, t.bucket),
    index('call_rollups_agent_idx').on(t.agentId, t.bucket),
    index('call_rollups_bucket_idx').on(t.bucket),
  ],
);
