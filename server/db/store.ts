import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { copyPgliteTemplate, findPgliteTemplate, isNewDataDir, migrationsFolder, pgliteExtensions } from './pgliteTemplate';
import * as schema from './schema';

// Both drivers' drizzle instances are PgDatabase underneath; route code only uses the query
// builder (never driver-specific `execute` result shapes), so one type serves both.
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** PostgreSQL: its URL, for what keeps a pool of its own (the job queue) */
  url?: string;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Drop and recreate the `public` schema first (tests against a real PostgreSQL). */
  resetSchema?: boolean;
  /** PGlite only, for a new database: start from this dump (`dumpDatabase`) instead of initdb. */
  loadDataDir?: Blob;
}
// Any fixed number: serialises migrations of several API processes starting at once.
const MIGRATION_LOCK = 727274;

/**
 * `url`: `postgres://...` → node-postgres pool; `memory` or nothing → in-memory PGlite;
 * anything else → a PGlite data directory. Migrations are applied before returning.
 */
export async function openDatabase(url?: string, options: OpenOptions = {}): Promise<Database> {
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options);
  return openPglite(url && url !== 'memory' ? url : undefined, options.loadDataDir);
}

/** A PGlite database's whole data folder as a tarball, for `OpenOptions.loadDataDir`. */
export async function dumpDatabase(database: Database): Promise<Blob> {
  if (database.driver !== 'pglite') throw new Error('dumpDatabase: PGlite only');
  return (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
}

/**
 * PGlite runs PostgreSQL inside this process's WASM heap, which grows but never shrinks, and
 * PostgreSQL zeroes its shared buffers at start: PostgreSQL's default of 128 MB is resident from the
 * first second, about a third of an idle server. The data folder's files stay in the OS page cache
 * anyway, so a smaller pool costs little (bench/load.ts measures it); PGLITE_SHARED_BUFFERS
 * (PostgreSQL units: 32MB, 128MB...) sets it.
 */
function pgliteOptions(): { startParams: string[]; extensions: typeof pgliteExtensions } {
  const sharedBuffers = process.env.PGLITE_SHARED_BUFFERS || PGLITE_SHARED_BUFFERS;
  // checked here: PGlite reports a bad setting only as "failed to initialize"
  if (!/^\d+(kB|MB|GB)?$/.test(sharedBuffers)) throw new Error(`PGLITE_SHARED_BUFFERS: ${sharedBuffers} is not a size such as 32MB`);
  return { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`], extensions: pgliteExtensions };
}
export const PGLITE_SHARED_BUFFERS = '32MB';

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  let client: PGlite;
  const options = pgliteOptions();
  // A new database starts from the migrated template when there is one (pgliteTemplate.ts).
  const template = loadDataDir ? undefined : findPgliteTemplate();
  if (dataDir) {
    const dir = resolve(dataDir);
    // PGlite creates only the last folder of its path.
    mkdirSync(dirname(dir), { recursive: true });
    const fresh = isNewDataDir(dir);
    if (fresh && template) copyPgliteTemplate(template, dir);
    client = new PGlite(dir, fresh && loadDataDir ? { ...options, loadDataDir } : options);
  } else {
    client = new PGlite({ ...options, ...(loadDataDir ? { loadDataDir } : template ? { loadDataDir: template.tarball() } : {}) });
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    if (options.resetSchema) {
      await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
      await client.query('DROP SCHEMA IF EXISTS pgboss CASCADE'); // the job queue's, made by a migration
      await client.query('DROP SCHEMA IF EXISTS public CASCADE');
      await client.query('CREATE SCHEMA public');
    }
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  const db = drizzlePg({ client: pool, schema });
  return { db: db as unknown as Db, driver: 'postgres', url, close: () => pool.end() };
}

