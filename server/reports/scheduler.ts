// The report scheduler (issue 10 point 15): every minute, the schedules whose next run has come are
// moved to their next run and sent; every hour, mail older than the outbox's retention is deleted.
// The interval is unref'd (it never keeps the process alive) and stopped on close. Tests drive
// `runDueReports` and `schedulerTick` with an explicit clock instead of starting it.
import { and, asc, eq, lte } from 'drizzle-orm';
import { reportSchedules } from '../db/schema';
import type { Db } from '../db/store';
import type { EmailProvider } from '../providers/email';
import { DEFAULT_MAIL_OUTBOX_DAYS, pruneMailOutbox } from '../providers/email/retention';
import { nextRunAfter } from './nextRun';
import { sendReport } from './sendReport';

/** Schedules sent per tick at most; the rest wait for the next minute. */
export const MAX_RUNS_PER_TICK = 50;
export const SCHEDULER_INTERVAL_MS = 60_000;
/** The outbox is pruned on the first tick, then at most this often (the delete scans the table). */
export const PRUNE_INTERVAL_MS = 3_600_000;

export async function runDueReports(db: Db, email: EmailProvider, nowMs: number): Promise<number> {
  const due = await db
    .select()
    .from(reportSchedules)
    .where(lte(reportSchedules.nextRunAt, new Date(nowMs)))
    .orderBy(asc(reportSchedules.nextRunAt))
    .limit(MAX_RUNS_PER_TICK);
  let sent = 0;
  for (const schedule of due) {
    // claimed by moving it to its next run first: of several API processes on one PostgreSQL, the
    // one whose update still finds the old time sends it, the others skip it
    const [claimed] = await db
      .update(reportSchedules)
      .set({ nextRunAt: nextRunAfter(schedule, new Date(nowMs)) })
      .where(and(eq(reportSchedules.id, schedule.id), eq(reportSchedules.nextRunAt, schedule.nextRunAt)))
      .returning({ id: reportSchedules.id });
    if (!claimed) continue;
    await sendReport(db, email, schedule, { nowMs });
    sent++;
  }
  return sent;
}

export interface SchedulerLog {
  error(object: object, message: string): void;
}

export interface SchedulerOptions {
  intervalMs?: number;
  /** Days the mail outbox keeps a message (MAIL_OUTBOX_DAYS). */
  outboxDays?: number;
}

export interface TickResult {
  sent: number;
  /** Messages pruned from the outbox; null when this tick did not prune. */
  pruned: number | null;
}

/** The scheduler's tick, given the time: due reports sent, then the outbox pruned when an hour has
 * passed since it last was. A slow tick is not overlapped by the next one (that one does nothing). */
export function schedulerTick(db: Db, email: EmailProvider, outboxDays = DEFAULT_MAIL_OUTBOX_DAYS): (nowMs: number) => Promise<TickResult> {
  let running = false;
  let prunedAtMs = -Infinity;
  return async (nowMs) => {
    if (running) return { sent: 0, pruned: null };
    running = true;
    try {
      const sent = await runDueReports(db, email, nowMs);
      if (nowMs - prunedAtMs < PRUNE_INTERVAL_MS) return { sent, pruned: null };
      prunedAtMs = nowMs;
      return { sent, pruned: await pruneMailOutbox(db, nowMs, outboxDays) };
    } finally {
      running = false;
    }
  };
}

export function startReportScheduler(db: Db, email: EmailProvider, log: SchedulerLog, options: SchedulerOptions = {}): () => void {
  const tick = schedulerTick(db, email, options.outboxDays);
  const timer = setInterval(() => {
    tick(Date.now()).catch((error: unknown) => log.error({ err: error }, 'scheduled reports failed'));
  }, options.intervalMs ?? SCHEDULER_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
