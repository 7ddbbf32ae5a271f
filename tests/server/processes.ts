// API processes for the server suite's *-processes tests: server/main.ts started as users start it
// (spawnServer), API only, on a database of the test's own: a copy of the seeded template on
// PostgreSQL (TEST_DATABASE_URL), else an empty PGlite data folder that each process opens in turn
// (PGlite is one process's own database). Stopped and dropped after the file's tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { freePort, spawnServer, type ServerProcess } from '../../server/testing/spawnServer';
import { copyTestTemplate, type DatabaseCopy } from '../../server/testing/testTemplate';

export const onPostgres = !!process.env.TEST_DATABASE_URL;

export interface ApiProcesses {
  /** PostgreSQL: the database copy the processes share (the test reads and writes it too) */
  readonly copy: DatabaseCopy | undefined;
  /** PGlite: the data folder the processes open one at a time */
  readonly dataDir: string | undefined;
  /** Starts one more process (after the previous one answered: starting together, they would compete for the machine). */
  start(extra?: Record<string, string>): Promise<ServerProcess>;
  /** the processes started so far, in order */
  readonly started: ServerProcess[];
}

/**
 * Registers the file's (or describe block's) hooks: the database before its tests, `count` processes
 * on it with `env`, and everything stopped and removed after them.
 */
export function apiProcesses({ count = 0, env = {}, timeoutMs = 120_000 }: { count?: number; env?: Record<string, string>; timeoutMs?: number } = {}): ApiProcesses {
  let copy: DatabaseCopy | undefined;
  let dataDir: string | undefined;
  const started: ServerProcess[] = [];
  const start = async (extra: Record<string, string> = {}) => {
    const server = await spawnServer(
      {
        ...(copy?.url ? { DATABASE_URL: copy.url } : { DATA_DIR: dataDir! }),
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        STATIC_DIR: 'no-console-here', // API only
        ...env,
        ...extra,
      },
      { port: await freePort(), timeoutMs },
    );
    started.push(server);
    return server;
  };
  beforeAll(async () => {
    if (onPostgres) copy = await copyTestTemplate();
    else dataDir = join(mkdtempSync(join(tmpdir(), 'processes-')), 'pglite');
    for (let i = 0; i < count; i++) await start();
  }, timeoutMs * (count + 1));
  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop()));
    await copy?.close();
    if (dataDir) rmSync(join(dataDir, '..'), { recursive: true, force: true });
  }, 120_000);
  return {
    get copy() {
      return copy;
    },
    get dataDir() {
      return dataDir;
    },
    start,
    started,
  };
}
