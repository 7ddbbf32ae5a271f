// The metrics read from the hourly roll-ups (call_rollups) equal the same metrics computed over the
// calls, on random calls: every scope, windows of the page's filters and random ones (edges inside
// an hour, a window inside one hour, no window), series and groups, test conversations left out;
// and they stay equal after the calls are updated, deleted and added to.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_METRICS, type Metric } from '../../src/shared/calls';
import { computeMetrics, type MetricOptions, type MetricResult } from '../../server/calls/computeMetrics';
import { generateCalls } from '../../server/calls/generator';
import { insertCalls } from '../../server/calls/insertCalls';
import { calls } from '../../server/db/schema';
import { serverWith } from './helpers';

const { server } = await serverWith();
const db = server.db.db;
const NOW = Date.UTC(2026, 5, 15, 13, 27, 41, 512);
const { orgs, agents, ids } = server.seeded;
let random = 17;
const next = () => ((random = (random * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);

beforeAll(async () => {
  const acme = { accountId: orgs.acme, accountName: 'Acme', partnerId: ids.partner, resellerId: ids.reseller, agents: agents.acme };
  const generated = generateCalls(acme, 3000, { endMs: NOW, days: 120, seed: 5 });
  // some without an agent, some test conversations, which never count
  generated.forEach((c, i) => {
    if (i % 13 === 0) c.agentId = null;
    if (i % 11 === 0) (c as { direction: string }).direction = 'test';
  });
  await insertCalls(db, generated);
});

// the values as numbers compared to 9 digits: the roll-ups' average is a float division
function comparable(results: MetricResult[]) {
  const round = (v: number | null) => (v === null ? null : Math.round(v * 1e6) / 1e6);
  return results.map((r) => ({
    ...r,
    value: round(r.value),
    series: r.series?.map((s) => ({ ...s, value: round(s.value) })),
    groups: r.groups?.map((g) => ({ ...g, value: round(g.value) })),
  }));
}

async function expectSame(metrics: readonly Metric[], options: MetricOptions) {
  const rolled = await computeMetrics(db, metrics, { nowMs: NOW, ...options });
  const direct = await computeMetrics(db, metrics, { nowMs: NOW, ...options, noRollups: true });
  expect(comparable(rolled)).toEqual(comparable(direct));
  return rolled;
}

const scopes = (): [string, SQL | undefined][] => [
  ['organization', eq(calls.accountId, orgs.acme)],
  ['reseller', eq(calls.resellerId, ids.reseller)],
  ['partner', eq(calls.partnerId, ids.partner)],
  ['agent', eq(calls.agentId, agents.acme[0]!)],
  ['everyone', undefined],
];

describe('metrics from the roll-ups', () => {
  it('equal the computation over the calls for every scope and the page\'s windows', async () => {
    const windows: unknown[] = [undefined, 'last 7 days', 'last 1 month', 'last 1 year', { type: 'moving', lastN: 2, unit: 'week' }, 'never'];
    // each window with two of the scopes, in turn
    for (const [i, dateFilter] of windows.entries()) {
      for (const [, scope] of [scopes()[i % 5]!, scopes()[(i + 2) % 5]!]) {
        await expectSame(DEFAULT_METRICS, { scope, filters: undefined, dateFilter, series: 'day', groupBy: 'agent' });
      }
    }
  });

  it('equal it on random windows, edges anywhere in an hour, one inside an hour', async () => {
    const nowS = Math.floor(NOW / 1000);
    for (let i = 0; i < 12; i++) {
      const start = nowS - Math.floor(next() * 130 * 86_400);
      const end = i === 0 ? start + 1200 : start + Math.floor(next() * 40 * 86_400);
      const [, scope] = scopes()[i % 5]!;
      await expectSame(DEFAULT_METRICS, { scope, filters: undefined, dateFilter: { start, end }, series: 'day', groupBy: 'agent' });
    }
  });

  it('serve sums of the kept fields, and leave other formulas and filtered requests to the calls', async () => {
    const metrics: Metric[] = [
      { key: 'a', label: 'a', formula: "(SUM(duration) - 2 * COUNT(callId)) / SUM(direction != 'inbound') + AVG(transferMade)" },
      { key: 'b', label: 'b', formula: 'MAX(duration)' },
      { key: 'c', label: 'c', formula: 'duration' },
      { key: 'd', label: 'd', formula: '1' },
      { key: 'e', label: 'e', formula: 'duration * 2 + 1' },
      { key: 'f', label: 'f', formula: 'COUNT(uuid) + duration - 3' },
    ];
    const scope = eq(calls.accountId, orgs.acme);
    await expectSame(metrics, { scope, filters: undefined, series: 'day', groupBy: 'agent' });
    await expectSame(DEFAULT_METRICS, { scope, filters: sql`${calls.duration} > 60`, series: 'day' });
  });

  it('are read from the roll-ups (a roll-up row moves the value) and follow updates, deletes and inserts', async () => {
    const scope = eq(calls.accountId, orgs.acme);
    const options = { scope, filters: undefined, dateFilter: 'last 1 year' };
    const before = (await computeMetrics(db, DEFAULT_METRICS, { nowMs: NOW, ...options }))[1]!.value!;
    const tenDaysAgo = new Date(NOW - 10 * 86_400_000).toISOString();
    await db.execute(sql`update call_rollups set calls = calls + 1000 where ctid = (select ctid from call_rollups
      where account_id = ${orgs.acme} and bucket < ${tenDaysAgo}::timestamptz and direction = 'inbound' and calls > 0 limit 1)`);
    const moved = (await computeMetrics(db, DEFAULT_METRICS, { nowMs: NOW, ...options }))[1]!.value!;
    await db.execute(sql`update call_rollups set calls = calls - 1000 where calls >= 1000`);
    expect(moved).toBe(before + 1000);

    await db.execute(sql`update calls set timestamp = timestamp - interval '37 minutes', duration = duration + 7 where account_id = ${orgs.acme} and uuid like '%a%'`);
    await db.execute(sql`delete from calls where account_id = ${orgs.acme} and uuid like '%b%'`);
    const acme = { accountId: orgs.acme, accountName: 'Acme', partnerId: ids.partner, resellerId: ids.reseller, agents: agents.acme };
    await insertCalls(db, generateCalls(acme, 500, { endMs: NOW, days: 40, seed: 6 }));
    for (const [, s] of scopes()) await expectSame(DEFAULT_METRICS, { scope: s, filters: undefined, series: 'day', groupBy: 'agent', dateFilter: 'last 3 months' });
    const sums = sql`select (select count(*) from calls)::int as calls, (select sum(calls) from call_rollups)::int as rolled`;
    const { rows } = (await db.execute(sums)) as unknown as { rows: { calls: number; rolled: number }[] };
    expect(rows[0]!.rolled).toBe(rows[0]!.calls);
  });
});
