// Scheduled dashboard reports (issue 10 point 15): an organization's dashboard emailed as a PDF to
// chosen members, weekly on a weekday or monthly on a day 1–28, at an hour UTC.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type ReportFrequency = 'weekly' | 'monthly';

export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    accountId: integer('account_id').notNull(),
    frequency: text('frequency').notNull().$type<ReportFrequency>(),
    // weekly: 0 (Sunday) – 6; monthly: 1 – 28, so every month has the day
    day: integer('day').notNull(),
    hour: integer('hour').notNull(),
    // member account ids of the organization
    recipients: jsonb('recipients').$type<number[]>().notNull(),
    // a preset window (`last 30 days`) every metric is computed over; null: each metric's own window
    dateFilter: text('date_filter'),
    createdBy: integer('created_by').notNull(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_schedules_due_idx').on(t.nextRunAt), index('report_schedules_account_idx').on(t.accountId)],
);
