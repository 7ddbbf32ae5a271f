// The task routes' zod schemas (the HTTP contract of /work/briefs/tasks-contract.md): they validate,
// type and document at once. Replies are sent as built; these shapes document them.
import { z } from 'zod';
import { e164Number } from '../kit/fields';
import { reply, success } from '../kit/schemas';
import { MAX_CONCURRENCY, MAX_FILE_BYTES, MAX_LINES, MAX_ROWS, TASKS_PAGE_SIZE } from './constants';
import { BAD_TIMEZONE, BAD_WINDOW } from './messages';
import { isTimeZone } from './windows';

export const TASK_STATES = ['draft', 'scheduled', 'running', 'paused', 'completed', 'cancelled'] as const;
export const RECIPIENT_STATUSES = ['queued', 'dialing', 'connected', 'completed', 'voicemail', 'no-answer', 'busy', 'failed', 'opted-out'] as const;
export const TASK_ACTIONS = ['start', 'pause', 'resume', 'cancel'] as const;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time HH:mm, e.g. 09:00');
export const timezone = z.string().max(64).refine(isTimeZone, BAD_TIMEZONE).describe('IANA time zone, e.g. America/New_York');

export const windowSchema = z
  .object({
    days: z
      .array(z.number().int().min(0).max(6))
      .min(1, 'Expected at least one day')
      .max(7)
      .transform((days) => [...new Set(days)].sort())
      .describe('Days of the week, 0 = Sunday .. 6 = Saturday'),
    start: hhmm.describe('Local start time HH:mm'),
    end: hhmm.describe('Local end time HH:mm (after start; windows do not cross midnight)'),
  })
  .refine((w) => w.start < w.end, { message: BAD_WINDOW.replace('window: ', ''), path: ['end'] });

const retryRule = z.object({
  max: z.number().int().min(0).max(10).describe('Further attempts after the first'),
  delayMinutes: z.number().int().min(1).max(7 * 24 * 60).describe('Minutes before the next attempt'),
});
export const retriesSchema = z.object({ noAnswer: retryRule, busy: retryRule }).describe('Retries by outcome; answered and opted-out are never retried');

const concurrency = z.number().int().min(1).max(MAX_CONCURRENCY).describe(`Calls at once (1-${MAX_CONCURRENCY})`);
const name = z.string().trim().min(1, 'Required').max(120, 'At most 120 characters');

export const createBody = z.object({
  name,
  agentId: z.number().int().positive().describe('The agent account that speaks on the calls'),
  fromNumber: e164Number.describe('An active number of the organization to call from'),
  uploadId: z.string().uuid('Expected an upload id').optional().describe('A checked CSV (POST /api/v2/tasks/csv)'),
  timezone,
  window: windowSchema,
  concurrency,
  retries: retriesSchema,
  startAt: z.string().datetime({ offset: true, message: 'Expected an ISO date-time' }).nullable().optional(),
});

export const updateBody = z.union([
  z.object({ action: z.enum(TASK_ACTIONS) }).strict(),
  z
    .object({ name: name.optional(), window: windowSchema.optional(), concurrency: concurrency.optional(), retries: retriesSchema.optional() })
    .strict(),
]);

export const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(TASKS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  sort: z.enum(['createdAt', 'updatedAt', 'name', 'state']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  state: z.enum(TASK_STATES).optional(),
  q: z.string().max(200).optional().describe('Part of the name'),
});

export const recipientsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(MAX_ROWS).default(0),
  status: z.enum(RECIPIENT_STATUSES).optional(),
});

export const idParams = z.object({ id: z.string().max(64).describe('Task id') });

export const limitsBody = z.object({
  maxConcurrentCalls: z.number().int().min(0).max(MAX_LINES),
  reservedInboundLines: z.number().int().min(0).max(MAX_LINES),
});

const countsDoc = z.object(Object.fromEntries(['total', 'queued', 'dialing', 'connected', 'completed', 'voicemail', 'noAnswer', 'busy', 'failed', 'optedOut'].map((k) => [k, z.number().int()])));

export const taskDoc = reply('A task (campaign)', {
  id: z.string(),
  name: z.string(),
  agentId: z.number().int(),
  fromNumber: z.string(),
  state: z.enum(TASK_STATES),
  deleted: z.boolean(),
  timezone: z.string(),
  window: z.object({ days: z.array(z.number().int()), start: z.string(), end: z.string() }),
  concurrency: z.number().int(),
  retries: retriesSchema,
  startAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  counts: countsDoc,
  spendCents: z.number().int(),
  estimatedSecondsLeft: z.number().int(),
});
export const oneTask = reply('The task', { success, task: taskDoc });

export const recipientDoc = reply('One person to call', {
  id: z.string(),
  row: z.number().int(),
  phone: z.string(),
  timezone: z.string().nullable(),
  variables: z.record(z.string(), z.string()),
  status: z.enum(RECIPIENT_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastOutcome: z.string().nullable(),
  callId: z.string().nullable(),
  roomId: z.string().nullable(),
});

export const limitsDoc = reply('Campaign lines', {
  success,
  limits: z.object({
    maxConcurrentCalls: z.number().int(),
    reservedInboundLines: z.number().int(),
    maxRows: z.literal(MAX_ROWS),
    maxFileBytes: z.literal(MAX_FILE_BYTES),
  }),
});
