// A job for tests of the queue across processes (tests/server/jobs-processes.test.ts): server/main.ts
// adds it under NODE_ENV=test. Each run records one mail in the outbox (to `<key>@jobs.test`), so a
// test counts the runs of each job from the database, whichever process ran it.
import { defineJob, type AnyJobDef } from '../jobs/define';

export interface ProbeData {
  key: string;
  /** waits this long before recording its run (a slow job, to kill a process during it) */
  delayMs?: number;
}

export const PROBE_DOMAIN = 'jobs.test';

export const probeJob = defineJob<ProbeData>({
  name: 'test.probe',
  retryLimit: 3,
  // a run cut by a killed process is retried once this has passed
  expireInSeconds: 2,
  async run(ctx, data) {
    if (data.delayMs) await new Promise((resolve) => setTimeout(resolve, data.delayMs));
    await ctx.email.send({ to: `${data.key}@${PROBE_DOMAIN}`, subject: 'job run', text: data.key });
  },
});

export function testJobs(): AnyJobDef[] {
  return [probeJob];
}
