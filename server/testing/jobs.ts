// A job for tests of the queue across processes (tests/server/jobs-processes.test.ts): server/main.ts
// adds it under NODE_ENV=test. Each run records one mail in the outbox (to `<key>@jobs.test`), so a
// test counts the runs of each job from the database, whichever process ran it; it also logs when it
// starts and when it is done, for a test to kill its process in between.
import { defineJob, type AnyJobDef } from '../jobs/define';

export interface ProbeData {
  key: string;
  /** on its first run, waits this long before recording it (a slow job, to kill a process during it) */
  delayMs?: number;
}

export const PROBE_DOMAIN = 'jobs.test';
export const PROBE_LOG = { running: 'probe job running', done: 'probe job done' };

export const probeJob = defineJob<ProbeData>({
  name: 'test.probe',
  retryLimit: 3,
  // a run cut by a killed process is retried once this has passed (longer than any test's delay)
  expireInSeconds: 12,
  async run(ctx, data, job) {
    ctx.log.warn({ key: data.key }, PROBE_LOG.running);
    if (data.delayMs && job.retryCount === 0) await new Promise((resolve) => setTimeout(resolve, data.delayMs));
    await ctx.email.send({ to: `${data.key}@${PROBE_DOMAIN}`, subject: 'job run', text: data.key });
    ctx.log.warn({ key: data.key }, PROBE_LOG.done);
  },
});

export function testJobs(): AnyJobDef[] {
  return [probeJob];
}
