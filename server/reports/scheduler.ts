// The report scheduler (issue 10 point 15): the schedules whose next run has come are moved to their
// next run and sent. The job queue runs it every minute (server/reports/jobs.ts, with the outbox's
// pruning); tests drive `runDueReports` with an explicit clock.
import { and, asc, eq, lte } from 'drizzle-orm';
import { reportSchedules } from '../db/schema';
import type { Db } from '../db/store';
import type { EmailProvider } from '../providers/email';
import { nextRunAfter } from './nextRun';
import { sendReport } from './sendReport';

/** Schedules sent per run at most; the rest wait for the next minute. */
export const MAX_RUNS_PER_TICK = 50;

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
