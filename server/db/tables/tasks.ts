// Task lists (issue 20 points 1-5): outbound campaigns. A task is an agent, a number to call from, a
// send window and retries by outcome; its recipients come from a CSV upload that was checked first.
// - task_uploads / task_upload_rows: a parsed CSV and each row with its problems, so fixing a row is
//   one row update and a refused file stores nothing (the upload is written in one transaction).
// - tasks / task_recipients: the campaign and one row per person to call; the runner reads
//   `(task_id, status, next_attempt_at)` to pick who is due.
// - task_limits: per organization, lines for campaigns and lines kept for inbound calls.
// - task_suppressions: numbers that opted out of an organization's campaigns (no other table knows
//   opt-outs); the preflight flags them and the runner never dials them.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type TaskState = 'draft' | 'scheduled' | 'running' | 'paused' | 'completed' | 'cancelled';
export type RecipientStatus = 'queued' | 'dialing' | 'connected' | 'completed' | 'voicemail' | 'no-answer' | 'busy' | 'failed' | 'opted-out';
export type UploadProblemCode = 'not-e164' | 'duplicate' | 'suppressed' | 'missing-variable' | 'outside-window' | 'empty';

export interface SendWindow {
  /** 0 = Sunday .. 6 = Saturday */
  days: number[];
  /** 'HH:mm', local to the recipient's time zone (else the task's) */
  start: string;
  end: string;
}
export interface RetryRule {
  max: number;
  delayMinutes: number;
}
export interface RetryPolicy {
  noAnswer: RetryRule;
  busy: RetryRule;
}
export interface RowProblem {
  column: string | null;
  code: UploadProblemCode;
  message: string;
}

export const taskUploads = pgTable(
  'task_uploads',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    accountId: integer('account_id').notNull(),
    resellerId: integer('reseller_id'),
    partnerId: integer('partner_id'),
    // what the rows were checked against (the prompt's variables, the window's time zone)
    agentId: integer('agent_id'),
    timezone: text('timezone'),
    columns: jsonb('columns').$type<string[]>().notNull(),
    phoneColumn: text('phone_column'),
    timezoneColumn: text('timezone_column'),
    fileBytes: integer('file_bytes').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_uploads_account_idx').on(t.accountId, t.createdAt)],
);

export const taskUploadRows = pgTable(
  'task_upload_rows',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => taskUploads.id, { onDelete: 'cascade' }),
    // 1-based line of the file (the header is line 1)
    row: integer('row').notNull(),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    // the phone as E.164 when it is one (duplicates and suppression compare this), else null
    phone: text('phone'),
    problems: jsonb('problems').$type<RowProblem[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.row] }), index('task_upload_rows_phone_idx').on(t.uploadId, t.phone)],
);

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    // the organization; scope columns copied from the tree as for calls and events
    accountId: integer('account_id').notNull(),
    resellerId: integer('reseller_id'),
    partnerId: integer('partner_id'),
    // the agent account that speaks on the calls
    agentId: integer('agent_id').notNull(),
    name: text('name').notNull(),
    fromNumber: text('from_number').notNull(),
    state: text('state').$type<TaskState>().notNull().default('draft'),
    timezone: text('timezone').notNull(),
    window: jsonb('window').$type<SendWindow>().notNull(),
    concurrency: integer('concurrency').notNull(),
    retries: jsonb('retries').$type<RetryPolicy>().notNull(),
    startAt: timestamp('start_at', { withTimezone: true }),
    uploadId: uuid('upload_id'),
    // spend so far, from the answered calls' durations at a constant price (server/tasks/constants.ts)
    // when the runner's next tick is due (server/tasks/runner.ts): a tick sent for another time is stale
    tickAt: timestamp('tick_at', { withTimezone: true, precision: 3 }),
    callSeconds: integer('call_seconds').notNull().default(0),
    spendCents: integer('spend_cents').notNull().default(0),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('tasks_account_idx').on(t.accountId, t.createdAt.desc()),
    index('tasks_reseller_idx').on(t.resellerId),
    index('tasks_partner_idx').on(t.partnerId),
    index('tasks_agent_idx').on(t.agentId),
  ],
);

export const taskRecipients = pgTable(
  'task_recipients',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    phone: text('phone').notNull(),
    timezone: text('timezone'),
    variables: jsonb('variables').$type<Record<string, string>>().notNull(),
    status: text('status').$type<RecipientStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastOutcome: text('last_outcome'),
    // the current or last attempt: our id for it (echoed by the carrier) and the carrier's
    callId: text('call_id'),
    carrierCallId: text('carrier_call_id'),
    roomId: text('room_id'),
    dialedAt: timestamp('dialed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('task_recipients_due_idx').on(t.taskId, t.status, t.nextAttemptAt),
    index('task_recipients_row_idx').on(t.taskId, t.row),
    index('task_recipients_call_idx').on(t.callId),
  ],
);

export const taskLimits = pgTable('task_limits', {
  accountId: integer('account_id').primaryKey(),
  maxConcurrentCalls: integer('max_concurrent_calls').notNull(),
  reservedInboundLines: integer('reserved_inbound_lines').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const taskSuppressions = pgTable(
  'task_suppressions',
  {
    accountId: integer('account_id').notNull(),
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.phone] })],
);
