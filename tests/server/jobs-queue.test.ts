// The durable job queue (issue 20) in one process: a job sent inside a transaction exists if and only if
// the transaction commits; a throwing handler is retried after a growing delay, then fails for good;
// the queue's depth per job name; a job outside the catalog is refused.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../server/db/transaction';
import { defineJob } from '../../server/jobs/define';
import { serverWith } from './helpers';

const ran: number[] = [];
const countJob = defineJob<{ n: number }>({
  name: 'test.count',
  async run(_ctx, data) {
    ran.push(data.n);
  },
});
const attempts: number[] = [];
const DELAY_S = 10;
const failingJob = defineJob<Record<string, never>>({
  name: 'test.failing',
  retryLimit: 2,
  retryDelaySeconds: DELAY_S,
  retryBackoff: true,
  async run(_ctx, _data, job) {
    attempts.push(job.retryCount);
    throw new Error('the handler failed');
  },
});

const { server } = await serverWith([], { jobs: { extra: [countJob, failingJob] } });
const db = server.db.db;

interface JobRow {
  state: string;
  retry_count: number;
  /** seconds from now until it may run */
  wait_s: number;
  output: { message?: string } | null;
}
async function jobRow(id: string): Promise<JobRow> {
  const result = (await db.execute(
    sql`SELECT state, retry_count, extract(epoch FROM start_after - now())::float AS wait_s, output FROM pgboss.job WHERE id = ${id}`,
  )) as unknown as { rows: JobRow[] };
  return result.rows[0];
}

describe('the job queue', () => {
  it('runs a job sent in a transaction only when the transaction commits', async () => {
    ran.length = 0;
    const rolledBack = inTransaction(db, async (tx) => {
      expect(await server.jobs.send(countJob, { n: 1 }, { tx })).toMatch(/^[0-9a-f-]{36}$/);
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
    await inTransaction(db, (tx) => server.jobs.send(countJob, { n: 2 }, { tx }));
    await server.jobs.send(countJob, { n: 3 });
    expect(await server.jobs.drain()).toBe(2);
    expect(ran.sort()).toEqual([2, 3]);
    expect(await server.jobs.drain()).toBe(0);
  });

  it('retries a throwing handler after a delay that doubles, then fails it for good', async () => {
    attempts.length = 0;
    const id = (await server.jobs.send(failingJob, {}))!;
    const waits: number[] = [];
    for (let run = 0; run < 3; run++) {
      expect(await server.jobs.drain({ names: [failingJob.name] })).toBe(1);
      const row = await jobRow(id);
      expect(row.output?.message).toBe('the handler failed');
      if (run === 2) {
        expect(row.state).toBe('failed');
        break;
      }
      expect(row).toMatchObject({ state: 'retry', retry_count: run });
      waits.push(row.wait_s);
      // not due yet: a drain runs nothing
      expect(await server.jobs.drain({ names: [failingJob.name] })).toBe(0);
      await db.execute(sql`UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE id = ${id}`);
    }
    expect(attempts).toEqual([0, 1, 2]);
    // backoff: the k-th retry waits between DELAY·2^k and DELAY·2^(k+1) seconds (pg-boss adds jitter)
    waits.forEach((wait, k) => {
      expect(wait).toBeGreaterThan(DELAY_S * 2 ** k - 2);
      expect(wait).toBeLessThanOrEqual(DELAY_S * 2 ** (k + 1));
    });
    expect(await server.jobs.drain()).toBe(0);
  });

  it('counts the jobs of each queue', async () => {
    await server.jobs.send(countJob, { n: 4 });
    await server.jobs.send(countJob, { n: 5 }, { startAfter: new Date(Date.now() + 60_000) });
    const depth = await server.jobs.depth();
    expect(depth.find((d) => d.name === countJob.name)).toEqual({ name: countJob.name, queued: 2, active: 0, failed: 0 });
    expect(depth.find((d) => d.name === failingJob.name)).toEqual({ name: failingJob.name, queued: 0, active: 0, failed: 1 });
    expect(depth.map((d) => d.name)).toContain('reports.send-due');
  });

  it('refuses a job that is not in the catalog', async () => {
    const stray = defineJob<object>({ name: 'test.stray', run: async () => {} });
    await expect(server.jobs.send(stray, {})).rejects.toThrow('no job named "test.stray" in the catalog');
  });
});
