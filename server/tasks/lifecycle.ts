// A task's life (issue 20 point 2): created as a draft from a checked upload, edited (window,
// concurrency and retries also while it runs: the runner reads them at its next tick), started,
// paused, resumed, cancelled, deleted. Each change writes 'task.updated' in its transaction, and a
// task that may dial wakes the runner (`wake`), inside the same transaction where the queue allows.
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AccountRow } from '../auth/context';
import { accounts, phoneNumbers, taskRecipients, tasks, taskUploads } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { recordEvent } from '../events/record';
import { fail } from '../http';
import { scopeOf } from '../numbers/scope';
import { cannot, NO_RECIPIENTS, NOT_AN_AGENT, NOT_OUR_NUMBER, TASK_NOT_FOUND, TASK_OVER, UPLOAD_NOT_FOUND } from './messages';
import type { createBody, updateBody } from './schemas';
import { countsOf, type TaskRow } from './views';
import { assertMinutesQuota } from '../billing/quotas';
import { assertOutboundAllowed } from '../billing/spend';

/** Asks the runner to look at a task at `at` (now when omitted), in the caller's transaction. */
export type Wake = (tx: Db, taskId: string, at?: Date) => Promise<void>;

const OVER = new Set(['completed', 'cancelled']);

/** The task's change for the live stream: its state and counts, in the change's transaction. */
export async function recordTaskUpdated(tx: Db, task: TaskRow): Promise<void> {
  const counts = (await countsOf(tx, [task.id])).get(task.id)!;
  await recordEvent(tx, {
    type: 'task.updated',
    accountId: task.accountId,
    agentId: task.agentId,
    resellerId: task.resellerId,
    partnerId: task.partnerId,
    payload: { taskId: task.id, state: task.state, counts },
  });
}

/** Rows with no problem other than a missing variable become recipients (the first of duplicates too). */
async function copyRecipients(tx: Db, taskId: string, uploadId: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO task_recipients (task_id, "row", phone, timezone, variables)
    SELECT ${taskId}::uuid, r."row", r.phone,
           CASE WHEN u.timezone_column IS NULL THEN NULL ELSE nullif(r."values" ->> u.timezone_column, '') END,
           r."values"
    FROM task_upload_rows r JOIN task_uploads u ON u.id = r.upload_id
    WHERE r.upload_id = ${uploadId}::uuid AND r.phone IS NOT NULL
      AND NOT jsonb_path_exists(r.problems, '$[*] ? (@.code != "missing-variable")')
    ORDER BY r."row"`);
}

export async function createTask(db: Db, target: AccountRow, caller: AccountRow, body: z.output<typeof createBody>): Promise<TaskRow> {
  const scope = scopeOf(target);
  const [agent] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, body.agentId), eq(accounts.accountType, 'agent'), eq(accounts.organizationId, scope.accountId)));
  if (!agent) fail(400, NOT_AN_AGENT);
  const [number] = await db
    .select({ id: phoneNumbers.id })
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.number, body.fromNumber), eq(phoneNumbers.accountId, scope.accountId), eq(phoneNumbers.status, 'active')));
  if (!number) fail(400, NOT_OUR_NUMBER);
  if (body.uploadId) {
    const [upload] = await db.select({ id: taskUploads.id }).from(taskUploads).where(and(eq(taskUploads.id, body.uploadId), eq(taskUploads.accountId, scope.accountId)));
    if (!upload) fail(400, `uploadId: ${UPLOAD_NOT_FOUND}`);
  }
  return inTransaction(db, async (tx) => {
    const [task] = await tx
      .insert(tasks)
      .values({
        ...scope,
        agentId: body.agentId,
        name: body.name,
        fromNumber: body.fromNumber,
        timezone: body.timezone,
        window: body.window,
        concurrency: body.concurrency,
        retries: body.retries,
        startAt: body.startAt ? new Date(body.startAt) : null,
        uploadId: body.uploadId ?? null,
        createdBy: caller.id,
      })
      .returning();
    if (body.uploadId) await copyRecipients(tx, task!.id, body.uploadId);
    await recordTaskUpdated(tx, task!);
    return task!;
  });
}

type Update = z.output<typeof updateBody>;

function nextState(task: TaskRow, action: 'start' | 'pause' | 'resume' | 'cancel', now: Date): TaskRow['state'] {
  const later = task.startAt !== null && task.startAt > now;
  const from = task.state;
  if (action === 'start' && from === 'draft') return later ? 'scheduled' : 'running';
  if (action === 'pause' && (from === 'running' || from === 'scheduled')) return 'paused';
  if (action === 'resume' && from === 'paused') return later ? 'scheduled' : 'running';
  if (action === 'cancel' && !OVER.has(from)) return 'cancelled';
  fail(409, cannot(action, from));
}

/** An edit or an action, under a row lock so two at once do not both apply over the same state. */
export async function updateTask(db: Db, task: TaskRow, change: Update, wake: Wake, now = new Date()): Promise<TaskRow> {
  // at the hard spend cap campaigns stop first (server/billing/spend.ts): no start, no resume; checked
  // outside the transaction so the cap's alerts stay written when the refusal is sent
  if ('action' in change && (change.action === 'start' || change.action === 'resume')) {
    await assertOutboundAllowed(db, task.accountId, now);
    await assertMinutesQuota(db, task.accountId, now); // a reseller's monthly minutes quota (billing/quotas.ts)
  }
  return inTransaction(db, async (tx) => {
    const [locked] = await tx.select().from(tasks).where(eq(tasks.id, task.id)).for('update');
    if (!locked || locked.deletedAt) fail(404, TASK_NOT_FOUND);
    let values: Partial<TaskRow>;
    if ('action' in change) {
      const state = nextState(locked, change.action, now);
      if (change.action === 'start') {
        const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(taskRecipients).where(eq(taskRecipients.taskId, task.id));
        if (n === 0) fail(400, NO_RECIPIENTS);
      }
      values = { state };
    } else {
      if (OVER.has(locked.state)) fail(409, TASK_OVER);
      values = change;
    }
    const [row] = await tx.update(tasks).set({ ...values, updatedAt: now }).where(eq(tasks.id, task.id)).returning();
    if (row!.state === 'running' || row!.state === 'scheduled') await wake(tx, row!.id, row!.state === 'scheduled' ? row!.startAt! : undefined);
    await recordTaskUpdated(tx, row!);
    return row!;
  });
}

/** Deleted at once: it stops dialing (calls in progress finish) and leaves the lists. */
export async function deleteTask(db: Db, task: TaskRow, now = new Date()): Promise<TaskRow> {
  return inTransaction(db, async (tx) => {
    const state = OVER.has(task.state) || task.state === 'draft' ? task.state : 'cancelled';
    const [row] = await tx.update(tasks).set({ deletedAt: task.deletedAt ?? now, state, updatedAt: now }).where(eq(tasks.id, task.id)).returning();
    await recordTaskUpdated(tx, row!);
    return row!;
  });
}
