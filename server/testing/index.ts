import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import type { CodeLimits } from '../auth/codes';
import type { HttpLimits } from '../kit/connectionLimits';
import type { ShedOptions } from '../kit/loadShedding';
import type { Database } from '../db/store';
import type { JobQueue } from '../jobs/queue';
import type { Seeded } from '../seed';
import { copyTestTemplate } from './testTemplate';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  db: Database;
  /** The server's job queue; no workers poll in tests: `drain()` runs what is due. */
  jobs: JobQueue;
  seeded: Seeded;
  close(): Promise<void>;
}

export interface TestServerOptions {
  staticDir?: string | null;
  /** Logger passed to buildApp (default off). */
  logger?: boolean | object;
  /**
   * Sign-in code limits. Default: generous (1000), because suites sign in as the same persona
   * many times; pass `{ perAddress: 5, perIp: 20 }` to test the production limits.
   */
  codeLimits?: Partial<CodeLimits>;
  demo?: boolean;
  /** PUBLIC_URL: the origin invitation links are built from. */
  publicUrl?: string;
  /** Connection timeouts and cap (default: the defaults, no cap). */
  http?: HttpLimits;
  /** Load shedding (default off). */
  shed?: ShedOptions;
  /** Job queue options (default: no workers, no schedules); `extra` adds test jobs to the catalog. */
  jobs?: BuildOptions['jobs'];
}

/**
 * A fresh, migrated, seeded server on 127.0.0.1 (random port), demo mode on, on its own copy of the
 * seeded template (testTemplate.ts): in-memory PGlite, or a new database in the PostgreSQL cluster of
 * TEST_DATABASE_URL, dropped at close.
 */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const copy = await copyTestTemplate();
  const { db, seeded } = copy;
  const app = await buildApp({
    db,
    demo: opts.demo ?? true,
    logger: opts.logger ?? false,
    staticDir: opts.staticDir === undefined ? null : opts.staticDir,
    codeLimits: { perAddress: 1000, perIp: 1000, ...opts.codeLimits },
    publicUrl: opts.publicUrl,
    http: opts.http,
    shed: opts.shed,
    jobs: opts.jobs,
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: address,
    app,
    db,
    jobs: app.jobs,
    seeded,
    async close() {
      await app.close();
      await copy.close();
    },
  };
}

export { latestOutboxCode, signInByEmail } from '../demoSignIn';
