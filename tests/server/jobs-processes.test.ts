// The job queue across API processes (server/main.ts, as users start it; issue 20): jobs pending when
// their process is killed (one of them mid-run) each run exactly once, in the next process; a SIGTERM
// mid-run stops the process in time and leaves the run to the next one; on one
// PostgreSQL, two processes share the jobs and each job runs once. Runs are counted from the rows the
// test job writes (server/testing/jobs.ts), not from logs. The restart runs on PGlite (the processes
// open one data folder in turn); the two processes need PostgreSQL.
import { randomUUID } from 'node:crypto';
import { like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema';
import { openDatabase, type Database } from '../../server/db/store';
import { JOBS } from '../../server/jobs/catalog';
import { openJobQueue, type JobQueue } from '../../server/jobs/queue';
import type { ServerProcess } from '../../server/testing/spawnServer';
import { PROBE_DOMAIN, PROBE_LOG, probeJob } from '../../server/testing/jobs';
import { apiProcesses, onPostgres, type ApiProcesses } from './processes';

const FAST_JOBS = { JOBS_POLL_MS: '500', JOBS_MAINTENANCE_SECONDS: '1' };
const silent = { info() {}, warn() {}, error() {} };

/** The processes' database, from the test (PGlite: only while no process has it open). */
async function withDatabase<T>(processes: ApiProcesses, work: (database: Database) => Promise<T>): Promise<T> {
  if (processes.copy) return work(processes.copy.db);
  const database = await openDatabase(processes.dataDir);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Sends jobs as an API process would (no workers here). */
function sendJobs(processes: ApiProcesses, send: (queue: JobQueue) => Promise<unknown>): Promise<void> {
  return withDatabase(processes, async (database) => {
    const queue = await openJobQueue(database, { jobs: [...JOBS, probeJob], log: silent });
    await send(queue).finally(() => queue.close());
  });
}

/** How many times the probe job ran for each key: the rows it wrote. */
function runsByKey(processes: ApiProcesses): Promise<Record<string, number>> {
  return withDatabase(processes, async ({ db }) => {
    const rows = await db
      .select({ recipient: mailOutbox.recipient, runs: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(like(mailOutbox.recipient, `%@${PROBE_DOMAIN}`))
      .groupBy(mailOutbox.recipient);
    return Object.fromEntries(rows.map((row) => [row.recipient.split('@')[0], row.runs]));
  });
}

/** The keys of a process's probe log lines with this message. */
function logged(server: ServerProcess, message: string): string[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes(`"msg":"${message}"`))
    .map((line) => (JSON.parse(line) as { key: string }).key);
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// On PGlite only: a restart is the queue's own behaviour, the same on both databases, and each run
// costs two server starts; across processes on PostgreSQL is the last block's.
describe.skipIf(onPostgres)('jobs pending when their process is killed', () => {
  const processes = apiProcesses({ env: FAST_JOBS });

  it('each run once in the next process, the one cut mid-run included', async () => {
    const id = randomUUID().slice(0, 8);
    const slow = `slow-${id}`;
    const quick = [1, 2, 3, 4].map((n) => `quick${n}-${id}`);
    // one worker per queue takes one job at a time, oldest first: the slow one, while the rest wait
    await sendJobs(processes, async (queue) => {
      await queue.send(probeJob, { key: slow, delayMs: 8_000 });
      for (const key of quick) await queue.send(probeJob, { key });
    });

    const first = await processes.start();
    await until(() => logged(first, PROBE_LOG.running).includes(slow), 'the slow job to start');
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;
    expect(logged(first, PROBE_LOG.done)).toEqual([]);

    const next = await processes.start();
    // the cut run is retried once its expiry (12 s from its start) has passed
    await until(() => [slow, ...quick].every((key) => logged(next, PROBE_LOG.done).includes(key)), 'the next process to run every job');
    await next.stop();
    const runs = await runsByKey(processes);
    expect(Object.fromEntries([slow, ...quick].map((key) => [key, runs[key]]))).toEqual(Object.fromEntries([slow, ...quick].map((key) => [key, 1])));
  }, 400_000);

  it('a SIGTERM mid-run ends the process within its deadline; the cut run is retried at once by the next', async () => {
    const id = randomUUID().slice(0, 8);
    const slow = `stopped-${id}`;
    const quick = `after-${id}`;
    await sendJobs(processes, async (queue) => {
      await queue.send(probeJob, { key: slow, delayMs: 20_000 });
      await queue.send(probeJob, { key: quick });
    });
    const first = await processes.start();
    await until(() => logged(first, PROBE_LOG.running).includes(slow), 'the slow job to start');
    const stopping = Date.now();
    await first.stop();
    expect(Date.now() - stopping).toBeLessThan(10_000);
    expect(first.child.exitCode).toBe(0);
    expect(logged(first, PROBE_LOG.done)).toEqual([]);

    const next = await processes.start();
    // failed by the stopping process, so due again now: no expiry to wait for
    await until(() => [slow, quick].every((key) => logged(next, PROBE_LOG.done).includes(key)), 'the next process to run both', 20_000);
    await next.stop();
    const runs = await runsByKey(processes);
    expect([runs[slow], runs[quick]]).toEqual([1, 1]);
  }, 400_000);
});

describe.skipIf(!onPostgres)('two API processes on one PostgreSQL', () => {
  const processes = apiProcesses({ count: 2, env: FAST_JOBS });

  it('share the jobs, and each job runs once', async () => {
    const id = randomUUID().slice(0, 8);
    const keys = Array.from({ length: 20 }, (_, n) => `shared${n}-${id}`);
    await sendJobs(processes, async (queue) => {
      for (const key of keys) await queue.send(probeJob, { key, delayMs: 200 });
    });
    await until(async () => Object.keys(await runsByKey(processes)).filter((key) => keys.includes(key)).length === keys.length, 'every job to run');
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // a second run would show by now
    const runs = await runsByKey(processes);
    expect(keys.map((key) => runs[key])).toEqual(keys.map(() => 1));
    // both took part: one alone would take 4 s, the other polls every 500 ms
    const [a, b] = processes.started.map((server) => logged(server, PROBE_LOG.done).filter((key) => keys.includes(key)));
    expect(a.length).toBeGreaterThan(0);
    expect(b.length).toBeGreaterThan(0);
    expect([...a, ...b].sort()).toEqual([...keys].sort());
  }, 400_000);
});
