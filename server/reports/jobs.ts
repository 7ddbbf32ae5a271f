// The report scheduler on the job queue (issue 20): every minute the schedules whose next run has come
// are sent, every hour the mail outbox is pruned to its retention. pg-boss's cron makes one job per
// minute across every API process, so no process runs its own timer.
import { defineJob } from '../jobs/define';
import { mailOutboxDays, pruneMailOutbox } from '../providers/email/retention';
import { runDueReports } from './scheduler';

export const sendDueReportsJob = defineJob<Record<string, never>>({
  name: 'reports.send-due',
  cron: '* * * * *',
  // the next minute's job sends what this one did not: no retry, and a stuck run ends before it
  retryLimit: 0,
  expireInSeconds: 300,
  async run(ctx) {
    const sent = await runDueReports(ctx.db, ctx.email, ctx.now());
    if (sent) ctx.log.info({ sent }, 'scheduled reports sent');
  },
});

export const pruneMailOutboxJob = defineJob<Record<string, never>>({
  name: 'mail.prune-outbox',
  cron: '7 * * * *',
  retryLimit: 1,
  retryDelaySeconds: 60,
  async run(ctx) {
    // read at each run: MAIL_OUTBOX_DAYS was checked at start (main.ts), so it parses
    const pruned = await pruneMailOutbox(ctx.db, ctx.now(), mailOutboxDays());
    if (pruned) ctx.log.info({ pruned }, 'mail outbox pruned');
  },
});
