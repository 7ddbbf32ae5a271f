// The durable job queue (issue 20): pg-boss 10 on the app's own database (the same PGlite instance,
// or a small pool of its own on PostgreSQL), its schema made by migration 0017. Every API process
// may poll (`workers`); pg-boss hands each job to one of them (SELECT ... FOR UPDATE SKIP LOCKED), retries
// a handler that throws, and re-queues a job whose process died once its expiry has passed.
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/store';
import { selectCarrier, type Carrier } from '../providers/carrier';
import { selectEmailProvider, type EmailProvider } from '../providers/email';
import { selectLanguageModel, type LanguageModel } from '../providers/llm';
import type { AnyJobDef, JobContext, JobDef, JobLog } from './define';
import { drizzleBossDb, pgliteBossDb, poolBossDb, type BossDb } from './pgbossDb';

export interface SendOptions {
  /** not before this time */
  startAfter?: Date;
  /** at most one job of this key waiting in the queue (see pg-boss's singletonKey) */
  singletonKey?: string;
  /** the caller's transaction: the job is sent if and only if it commits */
  tx?: Db;
}

export interface JobDepth {
  name: string;
  /** waiting to run: new, or failed and waiting to be retried */
  queued: number;
  active: number;
  /** failed for good (retries exhausted), kept for pg-boss's retention */
  failed: number;
}

export interface JobQueue {
  send<T>(def: JobDef<T>, data: T, opts?: SendOptions): Promise<string | null>;
  /** Runs every job that is due now, in this process, until none is left; how many ran (tests). */
  drain(opts?: { names?: string[] }): Promise<number>;
  /** Jobs per queue of the catalog, for the health of the queue. */
  depth(): Promise<JobDepth[]>;
  /** Stops polling; runs in flight finish within `stopTimeoutMs` or are failed and retried elsewhere. */
  close(): Promise<void>;
  /** This process's worker of `def` fetches now rather than at its next poll (jobs just committed). */
  wake?(def: AnyJobDef): void;
}

export interface JobQueueOptions {
  /** every job this process may send or run (server/jobs/catalog.ts) */
  jobs: readonly AnyJobDef[];
  log: JobLog;
  /** poll for jobs and run them here (off in tests, which call `drain`) */
  workers?: boolean;
  /** register the jobs' cron schedules and turn them into jobs (once across processes) */
  schedules?: boolean;
  /** how often an idle worker asks for a job; default 2000 */
  pollMs?: number;
  /** with workers: how often expired runs (a dead process's) are failed and retried; default 120 */
  maintenanceSeconds?: number;
  /** how long `close` waits for runs in flight; default 5000 */
  stopTimeoutMs?: number;
}

/** A drain that keeps finding jobs after this many runs has met a job that re-sends itself forever. */
const DRAIN_LIMIT = 10_000;

export async function openJobQueue(database: Database, options: JobQueueOptions): Promise<JobQueue> {
  const { jobs, log, workers = false, schedules = false } = options;
  const byName = new Map(jobs.map((def) => [def.name, def]));
  if (byName.size !== jobs.length) throw new Error('openJobQueue: two jobs share a name');
  const boss = new PgBoss({
    ...bossDatabase(database, workers),
    supervise: workers,
    ...(options.maintenanceSeconds ? { maintenanceIntervalSeconds: options.maintenanceSeconds } : {}),
    schedule: schedules,
    // the schema exists (migration 0017); start only checks its version (and migrates it after an upgrade)
    migrate: true,
  });
  boss.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  await ensureQueues(boss, jobs);
  // a job that sends another (a webhook's retry, a campaign's next tick) reaches the queue through its context
  const ctx = jobContext(database.db, log, (def, data, opts) => queue.send(def, data, opts));
  const run = async (def: AnyJobDef, job: PgBoss.JobWithMetadata<unknown>) => {
    try {
      await def.run(ctx, job.data, { id: job.id, retryCount: job.retryCount });
    } catch (error) {
      log.warn({ err: error, job: def.name, id: job.id, retryCount: job.retryCount }, 'job failed');
      throw error;
    }
  };
  const dueThisInstant = async (defs: readonly AnyJobDef[]): Promise<boolean> => {
    const { rows } = await boss.getDb().executeSql(
      `SELECT 1 FROM pgboss.job WHERE name = ANY($1) AND state < 'active' AND start_after >= now() AND start_after <= now() + interval '1 millisecond' LIMIT 1`,
      [defs.map((def) => def.name)],
    );
    return rows.length > 0;
  };
  const workerIds = new Map<string, string>();
  if (workers) {
    for (const def of jobs) {
      const batchSize = def.batchSize ?? 1;
      const workerId: string = await boss.work(def.name, { pollingIntervalSeconds: (options.pollMs ?? 2000) / 1000, includeMetadata: true, batchSize }, async (batch) => {
        // each job fails on its own (pg-boss then completes only the batch's others)
        await Promise.all(batch.map((job) => run(def, job).catch((error: Error) => boss.fail(def.name, job.id, { message: error.message }))));
        // pg-boss waits a whole poll interval after each fetch, even with jobs waiting (one job per
        // 2 s): a full batch says more may be waiting, so the worker fetches again at once
        if (batch.length === batchSize) boss.notifyWorker(workerId);
      });
      workerIds.set(def.name, workerId);
    }
  }
  if (schedules) for (const def of jobs) if (def.cron) await boss.schedule(def.name, def.cron, {}, { tz: 'UTC' });

  const known = (name: string): AnyJobDef => {
    const def = byName.get(name);
    if (!def) throw new Error(`job queue: no job named "${name}" in the catalog`);
    return def;
  };
  const queue: JobQueue = {
    wake(def) {
      const id = workerIds.get(def.name);
      if (id) boss.notifyWorker(id);
    },
    async send(def, data, opts = {}) {
      known(def.name);
      return boss.send(def.name, data as object, {
        startAfter: opts.startAfter,
        singletonKey: opts.singletonKey,
        ...(opts.tx ? { db: drizzleBossDb(opts.tx) } : {}),
      });
    },
    async drain({ names } = {}) {
      const defs = names ? names.map(known) : jobs;
      let ran = 0;
      for (let found = true; found; ) {
        found = false;
        // pg-boss fetches a job once start_after < now(), strictly: a job sent in this very millisecond
        // (the fan-out's delivery jobs, a test's send just before) is due but not yet fetchable. Wait
        // that millisecond out rather than return with a due job left behind.
        if (await dueThisInstant(defs)) await new Promise((resolve) => setTimeout(resolve, 2));
        for (const def of defs) {
          const [job] = await boss.fetch(def.name, { batchSize: 1, includeMetadata: true });
          if (!job) continue;
          found = true;
          if (++ran > DRAIN_LIMIT) throw new Error(`drain: more than ${DRAIN_LIMIT} jobs ran; one re-sends itself?`);
          try {
            await run(def, job);
            await boss.complete(def.name, job.id);
          } catch (error) {
            await boss.fail(def.name, job.id, { message: (error as Error).message });
          }
        }
      }
      return ran;
    },
    async depth() {
      const { rows } = await boss.getDb().executeSql(
        `SELECT name, count(*) FILTER (WHERE state < 'active')::int AS queued, count(*) FILTER (WHERE state = 'active')::int AS active,
           count(*) FILTER (WHERE state = 'failed')::int AS failed FROM pgboss.job WHERE name = ANY($1) GROUP BY name`,
        [jobs.map((def) => def.name)],
      );
      const found = new Map((rows as JobDepth[]).map((row) => [row.name, row]));
      return jobs.map((def) => found.get(def.name) ?? { name: def.name, queued: 0, active: 0, failed: 0 });
    },
    close: () => boss.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs ?? 5000 }),
  };
  return queue;
}

/**
 * PGlite: the app's instance (one process's database). PostgreSQL: polling workers get a small pool
 * of their own, so that neither they nor a burst of requests can take all of the other's connections;
 * without workers (tests, JOB_WORKERS=off) the queue only sends and drains, request-path work that
 * uses the app's pool, and a test server opens no second pool.
 */
function bossDatabase(database: Database, workers: boolean): { db: BossDb } | { connectionString: string; max: number } {
  if (database.driver === 'pglite') return { db: pgliteBossDb(database.db) };
  return workers && database.url ? { connectionString: database.url, max: 3 } : { db: poolBossDb(database.db) };
}

/**
 * Creates the queues the database lacks and updates those whose settings changed. Creating one costs
 * a partition table (a few hundred ms on PGlite), so the test template has the catalog's already
 * (server/testing/testTemplate.ts) and a server start only reads the list.
 */
async function ensureQueues(boss: PgBoss, jobs: readonly AnyJobDef[]): Promise<void> {
  const existing = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
  for (const def of jobs) {
    // pg-boss refuses a setting present but undefined
    const settings = Object.fromEntries(
      Object.entries({ retryLimit: def.retryLimit, retryDelay: def.retryDelaySeconds, retryBackoff: def.retryBackoff, expireInSeconds: def.expireInSeconds })
        .filter(([, value]) => value !== undefined),
    );
    const queue = existing.get(def.name) as Record<string, unknown> | undefined;
    if (!queue) await boss.createQueue(def.name, { name: def.name, ...settings });
    else if (Object.entries(settings).some(([key, value]) => queue[key] !== value)) await boss.updateQueue(def.name, { name: def.name, ...settings });
  }
}

/** The providers are selected at first use, as routes select them (main.ts checked the variables at start). */
function jobContext(db: Db, log: JobLog, send: JobQueue['send']): JobContext {
  let email: EmailProvider | undefined;
  let carrier: Carrier | undefined;
  let model: LanguageModel | undefined;
  return {
    db,
    log,
    jobs: { send },
    now: () => Date.now(),
    get email() {
      return (email ??= selectEmailProvider(db));
    },
    get carrier() {
      return (carrier ??= selectCarrier());
    },
    get model() {
      return (model ??= selectLanguageModel());
    },
  };
}
