// Tasks as the API answers them: the row, its recipients counted by status, spend and time left;
// and which tasks a caller's target may see (its subtree, as for calls and events).
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AccountRow } from '../auth/context';
import { targetScope } from '../auth/targetScope';
import { taskRecipients, tasks } from '../db/schema';
import type { Db } from '../db/store';
import type { RecipientStatus } from '../db/tables/tasks';
import { fail } from '../http';
import { isUuid } from '../../src/shared/validation';
import { AVERAGE_CALL_SECONDS } from './constants';
import { TASK_NOT_FOUND } from './messages';

export type TaskRow = typeof tasks.$inferSelect;
export type RecipientRow = typeof taskRecipients.$inferSelect;

export type Counts = Record<'total' | 'queued' | 'dialing' | 'connected' | 'completed' | 'voicemail' | 'noAnswer' | 'busy' | 'failed' | 'optedOut', number>;

const KEY: Record<RecipientStatus, keyof Counts> = {
  queued: 'queued',
  dialing: 'dialing',
  connected: 'connected',
  completed: 'completed',
  voicemail: 'voicemail',
  'no-answer': 'noAnswer',
  busy: 'busy',
  failed: 'failed',
  'opted-out': 'optedOut',
};

const zero = (): Counts => ({ total: 0, queued: 0, dialing: 0, connected: 0, completed: 0, voicemail: 0, noAnswer: 0, busy: 0, failed: 0, optedOut: 0 });

/** Recipients by status for each task. */
export async function countsOf(db: Db, ids: string[]): Promise<Map<string, Counts>> {
  const out = new Map(ids.map((id) => [id, zero()]));
  if (ids.length === 0) return out;
  const rows = await db
    .select({ taskId: taskRecipients.taskId, status: taskRecipients.status, n: sql<number>`count(*)::int` })
    .from(taskRecipients)
    .where(inArray(taskRecipients.taskId, ids))
    .groupBy(taskRecipients.taskId, taskRecipients.status);
  for (const r of rows) {
    const counts = out.get(r.taskId)!;
    counts[KEY[r.status]] += r.n;
    counts.total += r.n;
  }
  return out;
}

/** Recipients still to call (or on a call), at the task's concurrency and the average call length. */
export const secondsLeft = (task: Pick<TaskRow, 'concurrency'>, c: Counts) =>
  Math.ceil(((c.queued + c.dialing + c.connected) * AVERAGE_CALL_SECONDS) / Math.max(1, task.concurrency));

export function taskObject(row: TaskRow, counts: Counts) {
  return {
    id: row.id,
    name: row.name,
    agentId: row.agentId,
    fromNumber: row.fromNumber,
    state: row.state,
    deleted: row.deletedAt !== null,
    timezone: row.timezone,
    window: row.window,
    concurrency: row.concurrency,
    retries: row.retries,
    startAt: row.startAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    counts,
    spendCents: row.spendCents,
    estimatedSecondsLeft: secondsLeft(row, counts),
  };
}

export async function taskObjects(db: Db, rows: TaskRow[]) {
  const counts = await countsOf(db, rows.map((r) => r.id));
  return rows.map((r) => taskObject(r, counts.get(r.id)!));
}

export function recipientObject(r: RecipientRow) {
  return {
    id: r.id,
    row: r.row,
    phone: r.phone,
    timezone: r.timezone,
    variables: r.variables,
    status: r.status,
    attempts: r.attempts,
    nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
    lastOutcome: r.lastOutcome,
    callId: r.callId,
    roomId: r.roomId,
  };
}

/** The tasks the target's view covers, deleted ones left out. */
export function visibleTasks(caller: AccountRow, target: AccountRow): SQL {
  const scope = targetScope(caller, target);
  const own = scope ? eq(tasks[scope.column], scope.id) : undefined;
  return and(own, isNull(tasks.deletedAt))!;
}

/** A task of the target's view (a deleted one too: it shows `deleted`); another's is not found. */
export async function taskOf(db: Db, caller: AccountRow, target: AccountRow, id: string): Promise<TaskRow> {
  if (!isUuid(id)) fail(404, TASK_NOT_FOUND);
  const scope = targetScope(caller, target);
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), scope ? eq(tasks[scope.column], scope.id) : undefined));
  if (!row) fail(404, TASK_NOT_FOUND);
  return row;
}
