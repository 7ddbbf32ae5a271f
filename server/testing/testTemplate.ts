// Test servers start from a copy of one migrated, seeded database instead of migrating and seeding
// their own (about 0.6 s against 3.5 s each). A test run's global setup builds the template once and
// shares it through the environment (worker and child processes inherit it); without one, the first
// test server of a process builds it. PGlite: the template is a data-folder dump each copy loads.
// PostgreSQL: the template is the TEST_DATABASE_URL database, each copy a `CREATE DATABASE … TEMPLATE`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { dumpDatabase, openDatabase, type Database } from '../db/store';
import { JOBS } from '../jobs/catalog';
import { openJobQueue } from '../jobs/queue';
import { seed, type Seeded } from '../seed';

export type TestTemplate = { driver: 'pglite'; file: string; seeded: Seeded } | { driver: 'postgres'; url: string; seeded: Seeded };

export interface DatabaseCopy {
  db: Database;
  seeded: Seeded;
  /** PostgreSQL: the copy's URL, for processes of its own (DATABASE_URL) */
  url?: string;
  /** closes the copy and, on PostgreSQL, drops it */
  close(): Promise<void>;
}

const SHARED = 'SWITCHBOARD_TEST_TEMPLATE';

/** Migrates and seeds the template: PGlite's dump is written into `folder`. */
export async function buildTestTemplate(folder: string): Promise<TestTemplate> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return seedPostgresTemplate(url);
  const db = await openDatabase('memory');
  try {
    const seeded = await seedWithQueues(db);
    const file = join(folder, 'seeded-pglite.tar');
    writeFileSync(file, Buffer.from(await (await dumpDatabase(db)).arrayBuffer()));
    return { driver: 'pglite', file, seeded };
  } finally {
    await db.close();
  }
}

/** The TEST_DATABASE_URL database, wiped, migrated and seeded, is the template. */
async function seedPostgresTemplate(url: string): Promise<TestTemplate & { driver: 'postgres' }> {
  await dropCopies(url);
  const db = await openDatabase(url, { resetSchema: true });
  const seeded = await seedWithQueues(db).finally(() => db.close());
  return { driver: 'postgres', url, seeded };
}

/** The demo data, and the catalog's job queues (each costs a partition table: once here, not per server). */
async function seedWithQueues(db: Database): Promise<Seeded> {
  const seeded = await seed(db);
  const silent = { info() {}, warn() {}, error() {} };
  await (await openJobQueue(db, { jobs: JOBS, log: silent })).close();
  return seeded;
}

/** Makes the template the one every test server of this process and its children copies. */
export function shareTestTemplate(template: TestTemplate): void {
  process.env[SHARED] = JSON.stringify(template);
}

/** Drops the copies a crashed run may have left (PostgreSQL). */
export async function cleanUpTestTemplate(template: TestTemplate): Promise<void> {
  if (template.driver === 'postgres') await dropCopies(template.url);
}

type Source = { driver: 'pglite'; dump: Blob; seeded: Seeded } | { driver: 'postgres'; url: string; seeded: Seeded };
let ownSource: Promise<Source> | undefined;
let sharedDump: { file: string; dump: Blob } | undefined;

/** The shared template when it suits this process's database, else one of this process's own. */
function source(): Promise<Source> {
  const wanted = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  const shared = process.env[SHARED] ? (JSON.parse(process.env[SHARED]) as TestTemplate) : undefined;
  if (shared?.driver === 'pglite' && wanted === 'pglite') {
    // read once per process: a worker runs several files (vitest's isolate: false)
    if (sharedDump?.file !== shared.file) sharedDump = { file: shared.file, dump: new Blob([readFileSync(shared.file)]) };
    return Promise.resolve({ driver: 'pglite', dump: sharedDump.dump, seeded: shared.seeded });
  }
  if (shared?.driver === 'postgres' && shared.url === process.env.TEST_DATABASE_URL) return Promise.resolve(shared);
  ownSource ??= buildOwnSource();
  return ownSource;
}

async function buildOwnSource(): Promise<Source> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return seedPostgresTemplate(url);
  const db = await openDatabase('memory');
  try {
    const seeded = await seedWithQueues(db);
    return { driver: 'pglite', dump: await dumpDatabase(db), seeded };
  } finally {
    await db.close();
  }
}

/** A new database holding the seeded template's data, for one test server. */
export async function copyTestTemplate(): Promise<DatabaseCopy> {
  const from = await source();
  if (from.driver === 'pglite') {
    const db = await openDatabase('memory', { loadDataDir: from.dump });
    return { db, seeded: from.seeded, close: () => db.close() };
  }
  const name = `${databaseName(from.url)}_copy_${process.pid}_${++copies}`;
  await admin(from.url, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${databaseName(from.url)}"`));
  const url = withDatabase(from.url, name);
  const db = await openDatabase(url);
  return {
    db,
    seeded: from.seeded,
    url,
    async close() {
      await db.close();
      await dropWhenClosed(from.url, name);
    },
  };
}

let copies = 0;

/**
 * Drops a copy once the pool's connections are gone. Not `WITH (FORCE)`: the pool's clients may
 * still be closing, and a forced drop makes their sockets fail with an unhandled FATAL error.
 */
async function dropWhenClosed(url: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin(url, (client) => client.query(`DROP DATABASE IF EXISTS "${name}"`));
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006'; // object_in_use: still connected
      if (!inUse || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${encodeURIComponent(name)}`;
  return next.toString();
}

/** Runs statements from the cluster's `postgres` database: a template must have no connections. */
async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function dropCopies(url: string): Promise<void> {
  await admin(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
      `${databaseName(url)}_copy_`,
    ]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}
