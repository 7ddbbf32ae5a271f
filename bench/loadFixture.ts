// The load bench's data: the demo seed plus CONTACTS contacts and CALLS calls in Acme. Generating a
// million calls takes minutes, so it is built once and cached in SWITCHBOARD_CACHE_DIR (keyed on the
// PGlite template key, i.e. PGlite's version and the migrations, and on the sizes): PGlite as a
// closed data folder each run copies, PostgreSQL as a pg_dump each run restores into a throwaway
// cluster (scripts/postgres-throwaway.sh).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { generateCalls, type CallOrg } from '../server/calls/generator';
import { insertCalls } from '../server/calls/insertCalls';
import { buildPgliteTemplate } from '../server/db/pgliteTemplate';
import { openDatabase, type Db } from '../server/db/store';
import { seed, seedBulkContacts, type Seeded } from '../server/seed';

export interface Sizes {
  contacts: number;
  calls: number;
}

const CHUNK = 50_000; // 20 slices of 4.5 days for 1,000,000 calls

/**
 * Bulk-loads `count` calls of one org over the 90 days before `endMs`: the secondary indexes are
 * dropped first and built once at the end, and rows land oldest first, as a live system writes them.
 */
export async function bulkLoadCalls(db: Db, org: CallOrg, count: number, endMs = Date.now()): Promise<void> {
  const indexes = (await db.execute(sql`select indexname, indexdef from pg_indexes where tablename = 'calls' and indexname <> 'calls_pkey'`)) as unknown as {
    rows: { indexname: string; indexdef: string }[];
  };
  for (const index of indexes.rows) await db.execute(sql.raw(`drop index ${index.indexname}`));
  const slices = Math.ceil(count / CHUNK);
  const sliceDays = 90 / slices;
  for (let i = 0; i < slices; i++) {
    const sliceEnd = endMs - (slices - 1 - i) * sliceDays * 86_400_000;
    const calls = generateCalls(org, Math.min(CHUNK, count - i * CHUNK), { endMs: sliceEnd, days: Math.max(1, Math.round(sliceDays)), seed: 100 + i });
    await insertCalls(db, calls);
  }
  for (const index of indexes.rows) await db.execute(sql.raw(index.indexdef));
  await db.execute(sql`analyze calls`);
}

export function acmeCallOrg(seeded: Seeded): CallOrg {
  const { orgs, agents, ids } = seeded;
  return { accountId: orgs.acme, accountName: 'Acme', partnerId: ids.partner, resellerId: ids.reseller, agents: agents.acme };
}

/** Seeds an open, empty database with the demo data, the contacts and the calls. */
async function fill(url: string, sizes: Sizes): Promise<void> {
  const database = await openDatabase(url);
  try {
    const seeded = await seed(database);
    await seedBulkContacts(database, seeded.orgs.acme, sizes.contacts);
    await bulkLoadCalls(database.db, acmeCallOrg(seeded), sizes.calls);
  } finally {
    await database.close();
  }
}

async function fixtureFolder(sizes: Sizes): Promise<string> {
  // the template's folder name carries its key: a new migration or PGlite version rebuilds the fixture
  const key = basename(dirname((await buildPgliteTemplate()).dir));
  const root = process.env.SWITCHBOARD_CACHE_DIR ?? 'node_modules/.cache/switchboard';
  return join(root, `bench-load-${key}-${sizes.contacts}-contacts-${sizes.calls}-calls`);
}

export interface Fixture {
  /** how it was had: built now (seconds) or taken from the cache (its age in days) */
  built_s?: number;
  age_days: number;
}

function ageDays(file: string): number {
  return +((Date.now() - statSync(file).mtimeMs) / 86_400_000).toFixed(1);
}

/** A new PGlite data folder at `dataDir` holding the fixture. */
export async function pgliteFixture(sizes: Sizes, dataDir: string): Promise<Fixture> {
  const folder = await fixtureFolder(sizes);
  const ready = join(folder, 'ready');
  let built_s: number | undefined;
  if (!existsSync(ready)) {
    const started = performance.now();
    const building = `${folder}.${process.pid}.tmp`;
    rmSync(building, { recursive: true, force: true });
    mkdirSync(building, { recursive: true });
    await fill(join(building, 'data'), sizes);
    writeFileSync(join(building, 'ready'), '');
    rmSync(folder, { recursive: true, force: true });
    renameSync(building, folder);
    built_s = +((performance.now() - started) / 1000).toFixed(1);
  }
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(join(folder, 'data'), dataDir, { recursive: true });
  return { built_s, age_days: ageDays(ready) };
}

export interface Cluster {
  url: string;
  stop(): void;
}

const THROWAWAY = 'source scripts/postgres-throwaway.sh';

/** A throwaway PostgreSQL cluster on `port`, or the reason there is none. */
export function startCluster(port: number): Cluster | string {
  const started = spawnSync('bash', ['-c', `${THROWAWAY} && start_throwaway_postgres >&2 && echo "$TEST_DATABASE_URL $PG_DIR $PG_BIN"`], {
    env: { ...process.env, PG_PORT: String(port) },
    encoding: 'utf8',
  });
  if (started.status !== 0) return `PostgreSQL did not start: ${started.stderr.trim().split('\n').at(-1)}`;
  const [url, dir, bin] = started.stdout.trim().split(' ');
  return {
    url: url!,
    stop: () => void spawnSync('bash', ['-c', `${THROWAWAY} && stop_throwaway_postgres`], { env: { ...process.env, PG_DIR: dir, PG_BIN: bin } }),
  };
}

function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): void {
  const bin = spawnSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1'], { encoding: 'utf8' }).stdout.trim();
  const run = spawnSync(join(bin, tool), args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${tool} failed: ${run.stderr}`);
}

/** Fills the cluster's (empty) database with the fixture, from the cached dump when there is one. */
export async function postgresFixture(sizes: Sizes, cluster: Cluster): Promise<Fixture> {
  const dump = `${await fixtureFolder(sizes)}.pgdump`;
  if (existsSync(dump)) {
    pgTool('pg_restore', ['--no-owner', '-j', '2', '-d', cluster.url, dump]);
    // a dump carries no planner statistics
    const client = new pg.Client(cluster.url);
    await client.connect();
    await client.query('analyze').finally(() => client.end());
    return { age_days: ageDays(dump) };
  }
  const started = performance.now();
  await fill(cluster.url, sizes);
  mkdirSync(dirname(dump), { recursive: true });
  pgTool('pg_dump', ['-Fc', '-f', `${dump}.tmp`, cluster.url]);
  renameSync(`${dump}.tmp`, dump);
  return { built_s: +((performance.now() - started) / 1000).toFixed(1), age_days: 0 };
}
