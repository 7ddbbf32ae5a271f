// GET /api/v2/logs over many calls: the total exact up to LOGS_COUNT_CAP, the cap and
// `totalCountExact: false` above it, `hasMore` exact on every page; the CSV export's chunks (every
// row once, also where timestamps differ by microseconds only); and the default window, which holds
// a call written during the current second.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { generateCalls, type GeneratedCall } from '../../server/calls/generator';
import { insertCalls } from '../../server/calls/insertCalls';
import { cappedCallCount, LOGS_COUNT_CAP } from '../../server/calls/logsPage';
import { windowCondition, windowOf } from '../../server/calls/logsQuery';
import { calls } from '../../server/db/schema';
import { apiUrl, call, serverWith } from './helpers';
import { fixtureCall } from './logs-fixture';

const { server, t } = await serverWith(['blueHarbor']);
let harbor: number;
let generated: GeneratedCall[];

beforeAll(async () => {
  const { harborDental, blueHarbor, ids } = server.seeded;
  harbor = harborDental;
  const org = { accountId: harborDental, accountName: 'Harbor Dental', partnerId: ids.partner, resellerId: blueHarbor, agents: [] };
  // one more than the cap, all inside the default 30-day window
  generated = generateCalls(org, LOGS_COUNT_CAP + 1, { endMs: Date.now() - 60_000, days: 20, seed: 10 });
  await insertCalls(server.db.db, generated);
});

const logs = (query: Record<string, string>) => call(server, 'GET', '/api/v2/logs', { token: t.blueHarbor, target: harbor, query: { fields: 'uuid', ...query } });

describe('totalCount', () => {
  it('is exact below the cap', async () => {
    const outbound = generated.filter((c) => c.direction === 'outbound').length;
    expect(outbound).toBeLessThan(LOGS_COUNT_CAP);
    const res = await logs({ direction__eq: 'outbound', pageSize: '10' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalCount: outbound, totalCountExact: true, pagination: { hasMore: true } });
  });

  it('is the cap, flagged not exact, above it; hasMore stays exact past the cap', async () => {
    const first = await logs({ pageSize: '100' });
    expect(first.body).toMatchObject({ totalCount: LOGS_COUNT_CAP, totalCountExact: false, pagination: { page: 1, hasMore: true } });
    // 10,001 calls: page 101 of 100 holds the last one
    const last = await logs({ page: String(LOGS_COUNT_CAP / 100 + 1), pageSize: '100' });
    expect(last.body.logs).toHaveLength(1);
    expect(last.body).toMatchObject({ totalCount: LOGS_COUNT_CAP, totalCountExact: false, pagination: { hasMore: false } });
    const before = await logs({ page: String(LOGS_COUNT_CAP / 100), pageSize: '100' });
    expect(before.body.pagination.hasMore).toBe(true);
  });

  it('counts exactly at the cap and caps one above it', async () => {
    const inbound = generated.filter((c) => c.direction === 'inbound').length;
    const where = and(eq(calls.accountId, harbor), eq(calls.direction, 'inbound'));
    expect(await cappedCallCount(server.db.db, where, inbound)).toEqual({ n: inbound, exact: true });
    expect(await cappedCallCount(server.db.db, where, inbound - 1)).toEqual({ n: inbound - 1, exact: false });
  });
});

describe('the default window', () => {
  it('holds a call written during the current second', async () => {
    const nowMs = Math.floor(Date.now() / 1000) * 1000 + 999;
    const org = { accountId: harbor, partnerId: server.seeded.ids.partner, resellerId: server.seeded.blueHarbor };
    await insertCalls(server.db.db, [fixtureCall(org, { uuid: 'just-now', timestamp: new Date(nowMs) })]);
    // the window as the server resolves it at that very millisecond
    const [row] = await server.db.db
      .select({ uuid: calls.uuid })
      .from(calls)
      .where(and(eq(calls.uuid, 'just-now'), windowCondition(windowOf(undefined, nowMs))));
    expect(row?.uuid).toBe('just-now');
    // and a page asked for right after it is written starts with it
    const res = await logs({ pageSize: '1' });
    expect(res.body.logs[0].uuid).toBe('just-now');
  });
});

describe('CSV export in chunks', () => {
  const csvUuids = async (query: Record<string, string>) => {
    const response = await fetch(apiUrl(server, '/api/v2/logs', { token: t.blueHarbor, target: harbor, query: { format: 'csv', fields: 'uuid', ...query } }));
    expect(response.status).toBe(200);
    return (await response.text()).trimEnd().split('\n').slice(1).map((line) => line.split(',')[0]);
  };

  it('the 10,000 rows of an export are the JSON page\'s, in order, each once', async () => {
    const page = await logs({ pageSize: '10000' });
    const expected = page.body.logs.map((r: { uuid: string }) => r.uuid);
    expect(expected).toHaveLength(10_000);
    expect(await csvUuids({ pageSize: '10000' })).toEqual(expected);
  });

  it('calls a microsecond apart across a chunk boundary are all exported once, newest first', async () => {
    const org = { accountId: harbor, partnerId: server.seeded.ids.partner, resellerId: server.seeded.blueHarbor };
    const ids = Array.from({ length: 1200 }, (_, i) => `us-${String(i).padStart(4, '0')}`);
    await insertCalls(server.db.db, ids.map((uuid) => fixtureCall(org, { uuid, timestamp: new Date(Date.now() - 3_600_000) })));
    // 1,200 calls within 1.2 ms (chunks break at 200 and 1,000 rows): only an exact cursor tells them apart
    await server.db.db.execute(sql`update calls set timestamp = date_trunc('milliseconds', timestamp) + substr(uuid, 4)::int * interval '1 microsecond' where uuid like 'us-%'`);
    expect(await csvUuids({ uuid__startswith: 'us-', dateFilter: 'last 1 day', pageSize: '10000' })).toEqual([...ids].reverse());
  });
});
