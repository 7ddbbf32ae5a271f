// Every list page, each text filter kind and the Metrics page over a big tenant (issue 17 point 3):
// Acme with 10,000 contacts and 1,000,000 calls over 90 days, on in-memory PGlite, one client over
// HTTP. The fixture is built once and kept as a PGlite dump in the cache folder (keyed on the
// migrations, so each schema gets its own); later runs load it in seconds. Prints JSON lines:
// p50/p95 per list page and filter kind, the eight default metrics with series and groups.
// BENCH_LABEL tags the lines (e.g. before/after); BENCH_CALLS changes the size.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_METRICS } from '../src/shared/calls';
import { buildApp } from '../server/app';
import { computeMetrics } from '../server/calls/computeMetrics';
import { generateCalls } from '../server/calls/generator';
import { insertCalls } from '../server/calls/insertCalls';
import { calls } from '../server/db/schema';
import { dumpDatabase, openDatabase } from '../server/db/store';
import { seedBulkContacts } from '../server/seed';
import { signInByEmail, startTestServer } from '../server/testing/index';

const CALLS = Number(process.env.BENCH_CALLS ?? 1_000_000);
const CONTACTS = 10_000;
const CHUNK = 50_000;
const label = process.env.BENCH_LABEL ?? 'current';
const line = (metric: string, data: Record<string, unknown>) => console.log(JSON.stringify({ bench: 'lists', label, driver: 'pglite', metric, ...data }));

const migrations = fileURLToPath(new URL('../server/db/migrations', import.meta.url));
const key = createHash('sha256').update(`${CALLS}:${CONTACTS}`);
for (const file of readdirSync(migrations, { recursive: true }).map(String).sort()) {
  if (file.endsWith('.sql') || file.endsWith('.json')) key.update(file).update(readFileSync(join(migrations, file)));
}
const cacheRoot = process.env.SWITCHBOARD_CACHE_DIR ?? fileURLToPath(new URL('../node_modules/.cache/switchboard', import.meta.url));
const fixture = join(cacheRoot, `bench-lists-${key.digest('hex').slice(0, 16)}`);

type Seeded = Awaited<ReturnType<typeof startTestServer>>['seeded'];

/** The seeded test database plus the big tenant, dumped once. */
async function buildFixture(): Promise<void> {
  const t0 = performance.now();
  const server = await startTestServer({ staticDir: null });
  const { orgs, agents, ids } = server.seeded;
  const { db } = server.db;
  await seedBulkContacts(server.db, orgs.acme, CONTACTS);
  // a bulk load: secondary indexes dropped first and built once at the end (bench/logs.ts)
  const indexes = (await db.execute(sql`select indexname, indexdef from pg_indexes where tablename = 'calls' and indexname <> 'calls_pkey'`)) as unknown as {
    rows: { indexname: string; indexdef: string }[];
  };
  for (const index of indexes.rows) await db.execute(sql.raw(`drop index ${index.indexname}`));
  const org = { accountId: orgs.acme, accountName: 'Acme', partnerId: ids.partner, resellerId: ids.reseller, agents: agents.acme };
  const slices = Math.ceil(CALLS / CHUNK);
  const endMs = Date.now();
  for (let i = 0; i < slices; i++) {
    const sliceEnd = endMs - (slices - 1 - i) * (90 / slices) * 86_400_000;
    const days = Math.max(1, Math.round(90 / slices));
    await insertCalls(db, generateCalls(org, Math.min(CHUNK, CALLS - i * CHUNK), { endMs: sliceEnd, days, seed: 100 + i }));
  }
  for (const index of indexes.rows) await db.execute(sql.raw(index.indexdef));
  await db.execute(sql`vacuum analyze`);
  const dump = Buffer.from(await (await dumpDatabase(server.db)).arrayBuffer());
  await server.close();
  mkdirSync(cacheRoot, { recursive: true });
  writeFileSync(`${fixture}.tmp`, dump);
  writeFileSync(`${fixture}.json`, JSON.stringify(server.seeded));
  renameSync(`${fixture}.tmp`, `${fixture}.tar`);
  line('fixture_build_s', { value: +((performance.now() - t0) / 1000).toFixed(1), bytes: dump.length });
}

if (!existsSync(`${fixture}.tar`)) await buildFixture();
let t0 = performance.now();
const database = await openDatabase('memory', { loadDataDir: new Blob([readFileSync(`${fixture}.tar`)]) });
const seeded = JSON.parse(readFileSync(`${fixture}.json`, 'utf8')) as Seeded;
const app = await buildApp({ db: database, demo: true, logger: false, staticDir: null, codeLimits: { perAddress: 1000, perIp: 1000 } });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
line('fixture_load_s', { value: +((performance.now() - t0) / 1000).toFixed(1) });
const acme = seeded.orgs.acme;
const [owner, admin] = [await signInByEmail(base, 'owner@acme.example'), await signInByEmail(base, 'super@example.com')];

const pct = (times: number[], p: number) => +[...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);

/** `runs` timed GETs after 3 warm-ups; the answer must be 200. */
async function time(metric: string, path: string, query: (i: number) => string, token = owner, runs = 40): Promise<void> {
  const times: number[] = [];
  let body: Record<string, unknown> = {};
  for (let i = 0; i < runs + 3; i++) {
    const started = performance.now();
    const response = await fetch(`${base}${path}?token=${token}&${query(i)}`);
    body = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${metric}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    if (i >= 3) times.push(performance.now() - started);
  }
  const total = body.totalCount ?? body.total;
  line(metric, { runs, p50_ms: pct(times, 50), p95_ms: pct(times, 95), total, exact: body.totalCountExact ?? body.totalExact });
}

// the lists
await time('contacts_page20', '/api/v2/contact', (i) => `page=${1 + (i % 400)}&pageSize=20`);
for (const sort of ['firstName', 'updatedAt']) await time(`contacts_page20_sort_${sort}`, '/api/v2/contact', (i) => `page=${1 + (i % 50)}&pageSize=20&sort=${sort}&order=asc`);
await time('contacts_search', '/api/v2/contact', (i) => `page=1&pageSize=20&search=${['bulk', '555', '99@', 'example'][i % 4]}`);
await time('organizations_page', '/api/v2/listOrganizations', (i) => `page=${i % 2}&pageSize=20`, admin);
await time('resellers_page', '/api/v2/listResellers', () => 'page=0&pageSize=20', admin);
await time('agents_page', '/api/v2/campaigns', () => 'page=1&pageSize=20', owner);
await time('audit_page', '/api/v2/auditLog', (i) => `page=${1 + (i % 2)}&pageSize=25`, admin);
await time('saved_views', '/api/v2/logViews', () => '', owner);

// the logs: a page, two typed filters, each text filter kind (on the caller name and a number)
const logs = (metric: string, query: (i: number) => string) => time(metric, '/api/v2/logs', query);
await logs('logs_page100', (i) => `page=${1 + (i % 20)}&pageSize=100`);
await logs('logs_page100_two_filters', (i) => `page=${1 + (i % 20)}&pageSize=100&direction__eq=inbound&duration__gte=${60 + (i % 5)}`);
const words = ['ada', 'lopez', 'unknown', 'smith', 'wireless'];
const numbers = ['555', '0142', '77', '2019'];
async function textFilters(suffix: string) {
  for (const op of ['contains', 'icontains', 'startswith', 'istartswith', 'endswith', 'iendswith']) {
    await logs(`logs_page100_cnam_${op}${suffix}`, (i) => `page=1&pageSize=100&cnam__${op}=${op.includes('starts') ? 'Ad' : words[i % words.length]}`);
    await logs(`logs_page100_fromNumber_${op}${suffix}`, (i) => `page=1&pageSize=100&fromNumber__${op}=${numbers[i % numbers.length]}`);
  }
  await logs(`logs_page100_text_and_typed${suffix}`, (i) => `page=1&pageSize=100&cnam__icontains=${words[i % 3]}&direction__eq=inbound`);
}
await textFilters('');
// the same without the trigram indexes (a GIN index is only read by a bitmap scan): the "before"
// shape, on the same data and machine load
await database.db.execute(sql`set enable_bitmapscan = off`);
await textFilters('_without_trigrams');
await database.db.execute(sql`reset enable_bitmapscan`);

// the Metrics page: the eight default metrics with a daily series and per agent
await time('metrics_default_series_groups', '/api/v1/stats/campaigns', () => 'series=day&groupBy=agent', owner, 15);
// the "before" of the metrics and the totals, in process: over the calls, and an exact count
const scope = eq(calls.accountId, acme);
for (const noRollups of [false, true]) {
  const times: number[] = [];
  for (let i = 0; i < 8; i++) {
    t0 = performance.now();
    await computeMetrics(database.db, DEFAULT_METRICS, { scope, filters: undefined, series: 'day', groupBy: 'agent', noRollups });
    if (i >= 2) times.push(performance.now() - t0);
  }
  line(`metrics_default_series_groups_in_process${noRollups ? '_over_calls' : ''}`, { runs: times.length, p50_ms: pct(times, 50), p95_ms: pct(times, 95) });
}
for (const [name, query] of [
  ['contacts', sql`select count(*) from contacts where organization_id = ${acme}`],
  ['logs_default_window', sql`select count(*) from calls where account_id = ${acme} and timestamp >= now() - interval '30 days' and direction <> 'test'`],
] as const) {
  const times: number[] = [];
  for (let i = 0; i < 12; i++) {
    t0 = performance.now();
    await database.db.execute(query);
    if (i >= 2) times.push(performance.now() - t0);
  }
  line(`exact_count_${name}`, { runs: times.length, p50_ms: pct(times, 50), p95_ms: pct(times, 95) });
}
t0 = performance.now();
const counted = (await database.db.execute(sql`select count(*)::int as n from calls where account_id = ${acme}`)) as unknown as { rows: { n: number }[] };
line('acme_calls', { value: counted.rows[0]!.n, count_ms: +(performance.now() - t0).toFixed(1) });
await app.close();
await database.close();
