// The campaign runner (issue 20 point 3). A tick of a running task, serialized by a lock on its row:
// dials the recipients due now inside their window (the recipient's time zone, else the task's), up
// to the task's concurrency and the organization's free lines (maxConcurrentCalls less the lines
// kept for inbound, or the inbound calls in progress when more), then says when the next tick is due.
// Outcomes come back through `applyOutcome` (the Demo carrier's simulated call, Twilio's status).
// Window, concurrency and retries are read at each tick, so an edit applies at the next one.
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { conversationCalls, taskRecipients, tasks, taskSuppressions } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import type { Carrier } from '../providers/carrier';
import { callCostCents, TASK_CALL_PREFIX } from './constants';
import { limitsOf } from './limits';
import { recordTaskUpdated } from './lifecycle';
import { afterOutcome, type Outcome } from './retryPolicy';
import type { RecipientRow, TaskRow } from './views';
import { nextWindowOpen } from './windows';
import { freeQuotaLines, minutesQuotaStops } from '../billing/quotas';
import { outboundStopped } from '../billing/spend';

/** While calls are in flight, a tick at least this often (an outcome wakes it sooner). */
export const TICK_SECONDS = 30;
/** Queued recipients one tick looks at to find those inside their window. */
const CANDIDATES = 500;

export interface RunnerDeps {
  db: Db;
  carrier: Carrier;
  /** sends the tick job for `at` (in `tx`) */
  sendTick(tx: Db, taskId: string, at: Date): Promise<void>;
  /** after a call was placed: the Demo carrier simulates its outcome (a delayed job) */
  placed(recipient: RecipientRow): Promise<void>;
}

const LIVE: RecipientRow['status'][] = ['dialing', 'connected'];

/** Asks for a tick at `at` unless one is due sooner; a later tick already sent becomes stale. */
export async function scheduleTick(deps: Pick<RunnerDeps, 'sendTick'>, tx: Db, taskId: string, at: Date): Promise<void> {
  const [moved] = await tx
    .update(tasks)
    .set({ tickAt: at })
    .where(and(eq(tasks.id, taskId), or(isNull(tasks.tickAt), sql`${tasks.tickAt} > ${at.toISOString()}`, sql`${tasks.tickAt} < now() - interval '5 minutes'`)))
    .returning({ id: tasks.id });
  if (moved) await deps.sendTick(tx, taskId, at);
}

async function freeLines(tx: Db, task: TaskRow): Promise<number> {
  const limits = await limitsOf(tx, task.accountId);
  const [{ campaign }] = await tx
    .select({ campaign: sql<number>`count(*)::int` })
    .from(taskRecipients)
    .innerJoin(tasks, eq(tasks.id, taskRecipients.taskId))
    .where(and(eq(tasks.accountId, task.accountId), inArray(taskRecipients.status, LIVE)));
  const [{ inbound }] = await tx
    .select({ inbound: sql<number>`count(*)::int` })
    .from(conversationCalls)
    .where(and(eq(conversationCalls.accountId, task.accountId), eq(conversationCalls.status, 'live')));
  const lines = limits.maxConcurrentCalls - Math.max(limits.reservedInboundLines, inbound) - campaign;
  // a reseller's concurrent-calls quota on the organization (billing/quotas.ts) caps it further
  const quota = await freeQuotaLines(tx, task.accountId);
  return quota === null ? lines : Math.min(lines, quota);
}

/** One tick; `at`: the time the job was sent for (a stale tick does nothing). */
export async function tick(deps: RunnerDeps, taskId: string, at: Date | null, now: Date): Promise<void> {
  const claimed = await inTransaction(deps.db, async (tx) => {
    const [task] = await tx.select().from(tasks).where(eq(tasks.id, taskId)).for('update');
    if (!task || (at && task.tickAt && task.tickAt.getTime() !== at.getTime())) return [];
    await tx.update(tasks).set({ tickAt: null }).where(eq(tasks.id, taskId));
    if (task.deletedAt || (task.state !== 'running' && task.state !== 'scheduled')) return [];
    if (task.state === 'scheduled') {
      if (task.startAt && task.startAt > now) return scheduleTick(deps, tx, taskId, task.startAt).then(() => []);
      task.state = 'running';
      await tx.update(tasks).set({ state: 'running', updatedAt: now }).where(eq(tasks.id, taskId));
    }
    // the hard spend cap and a reseller's minutes quota stop campaigns first (billing/spend.ts, quotas.ts):
    // paused, calls in progress finish
    if ((await outboundStopped(tx, task.accountId, now)) || (await minutesQuotaStops(tx, task.accountId, now)) !== null) {
      const [paused] = await tx.update(tasks).set({ state: 'paused', updatedAt: now }).where(eq(tasks.id, taskId)).returning();
      await recordTaskUpdated(tx, paused!);
      return [];
    }
    const [{ live }] = await tx.select({ live: sql<number>`count(*)::int` }).from(taskRecipients).where(and(eq(taskRecipients.taskId, taskId), inArray(taskRecipients.status, LIVE)));
    const slots = Math.min(task.concurrency - live, await freeLines(tx, task));
    const candidates = await tx
      .select()
      .from(taskRecipients)
      .where(and(eq(taskRecipients.taskId, taskId), eq(taskRecipients.status, 'queued'), or(isNull(taskRecipients.nextAttemptAt), lte(taskRecipients.nextAttemptAt, now))))
      .orderBy(asc(taskRecipients.nextAttemptAt), asc(taskRecipients.row))
      .limit(CANDIDATES);
    const due: RecipientRow[] = [];
    let next: Date | null = live > 0 ? new Date(now.getTime() + TICK_SECONDS * 1000) : null;
    const sooner = (d: Date | null) => (d && (!next || d < next) ? (next = d) : next);
    for (const r of candidates) {
      const open = nextWindowOpen(now, task.window, r.timezone ?? task.timezone);
      if (open && open.getTime() === now.getTime() && due.length < slots) due.push(r);
      else sooner(open && open > now ? open : new Date(now.getTime() + TICK_SECONDS * 1000));
    }
    // retries waiting for their time
    const [waiting] = await tx
      .select({ at: sql<string | null>`min(${taskRecipients.nextAttemptAt})` })
      .from(taskRecipients)
      .where(and(eq(taskRecipients.taskId, taskId), eq(taskRecipients.status, 'queued'), sql`${taskRecipients.nextAttemptAt} > ${now.toISOString()}`));
    if (waiting?.at) sooner(new Date(waiting.at));
    const rows: RecipientRow[] = [];
    for (const r of due) {
      const [row] = await tx
        .update(taskRecipients)
        .set({ status: 'dialing', attempts: r.attempts + 1, callId: `${TASK_CALL_PREFIX}${r.id}-${r.attempts + 1}`, carrierCallId: null, dialedAt: now, nextAttemptAt: null, updatedAt: now })
        .where(eq(taskRecipients.id, r.id))
        .returning();
      rows.push(row!);
    }
    if (rows.length === 0 && live === 0 && candidates.length === 0 && !waiting?.at) {
      const [done] = await tx.update(tasks).set({ state: 'completed', updatedAt: now }).where(eq(tasks.id, taskId)).returning();
      await recordTaskUpdated(tx, done!);
      return [];
    }
    if (rows.length) await recordTaskUpdated(tx, task);
    if (next) await scheduleTick(deps, tx, taskId, next);
    return rows.map((row) => ({ row, from: task.fromNumber }));
  });
  // the carrier is called outside the transaction: a slow carrier holds no lock
  for (const { row, from } of claimed) {
    try {
      const carrierCallId = await deps.carrier.placeCall({ from, to: row.phone, callId: row.callId! });
      await deps.db.update(taskRecipients).set({ carrierCallId }).where(eq(taskRecipients.id, row.id));
      await deps.placed(row);
    } catch {
      await applyOutcome(deps, row.callId!, 'failed', 0, now);
    }
  }
}

/** An attempt's outcome (by our call id): the recipient moves on, spend grows, the task is woken. */
export async function applyOutcome(deps: Pick<RunnerDeps, 'db' | 'sendTick'>, callId: string, outcome: Outcome | 'connected', seconds: number, now: Date): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const [r] = await tx.select().from(taskRecipients).where(eq(taskRecipients.callId, callId)).for('update');
    if (!r || !LIVE.includes(r.status)) return; // an outcome told twice, or for an attempt that is over
    const [task] = await tx.select().from(tasks).where(eq(tasks.id, r.taskId)).for('update');
    if (outcome === 'connected') {
      await tx.update(taskRecipients).set({ status: 'connected', updatedAt: now }).where(eq(taskRecipients.id, r.id));
    } else {
      const next = afterOutcome(outcome, r.attempts, task!.retries, now);
      await tx.update(taskRecipients).set({ ...next, lastOutcome: outcome, updatedAt: now }).where(eq(taskRecipients.id, r.id));
      if (seconds > 0) {
        await tx
          .update(tasks)
          .set({ callSeconds: sql`${tasks.callSeconds} + ${seconds}`, spendCents: sql`${tasks.spendCents} + ${callCostCents(seconds)}` })
          .where(eq(tasks.id, r.taskId));
      }
      if (outcome === 'opted-out') await tx.insert(taskSuppressions).values({ accountId: task!.accountId, phone: r.phone }).onConflictDoNothing();
      await scheduleTick(deps, tx, r.taskId, now);
    }
    await recordTaskUpdated(tx, task!);
  });
}
