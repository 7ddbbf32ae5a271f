// GET /api/v2/logs filters (spec 2 "Logs", operator tables of spec 2 §9): every operator, in SQL,
// against a hand-made fixture; runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_OPERATORS } from '../../src/shared/calls';
import { call, serverWith } from './helpers';
import { hoursAgo, seedHarborCalls } from './logs-fixture';

const { server, t } = await serverWith(['blueHarbor']);
let harbor: number;

beforeAll(async () => {
  harbor = await seedHarborCalls(server);
});

async function uuids(query: Record<string, string>): Promise<string[]> {
  const res = await call(server, 'GET', '/api/v2/logs', {
    token: t.blueHarbor,
    target: harbor,
    query: { fields: 'uuid', dateFilter: 'last 1 day', pageSize: '100', ...query },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.logs as { uuid: string }[]).map((r) => r.uuid).sort();
}

const ALL_RECENT = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'];
const CASES: [string, string, string[]][] = [
  ['cnam__eq', 'ADA LOVELACE', ['f1']],
  ['cnam__ne', 'ADA LOVELACE', ['f2', 'f3', 'f4', 'f5', 'f6']],
  ['direction__in', 'outbound, nowhere', ['f2', 'f6']],
  ['direction__nin', 'outbound', ['f1', 'f3', 'f4', 'f5']],
  ['cnam__contains', 'LOVE', ['f1']],
  ['cnam__contains', 'love', []],
  ['cnam__icontains', 'love', ['f1']],
  ['cnam__contains', '100%', ['f6']],
  ['cnam__contains', '%', ['f6']],
  ['cnam__contains', '_', []],
  ['cnam__ncontains', 'a', ['f1', 'f3', 'f4']], // f5's URL has an a
  ['cnam__incontains', 'A', ['f3', 'f4']],
  ['cnam__startswith', 'alan', ['f2']],
  ['cnam__istartswith', 'ALAN', ['f2']],
  ['cnam__nstartswith', 'A', ['f2', 'f3', 'f4', 'f5', 'f6']],
  ['cnam__instartswith', 'a', ['f3', 'f4', 'f5', 'f6']],
  ['cnam__endswith', 'RN', ['f6']],
  ['cnam__iendswith', 'ing', ['f2']],
  ['cnam__nendswith', 'E', ['f2', 'f3', 'f4', 'f5', 'f6']],
  ['cnam__inendswith', 'g', ['f1', 'f3', 'f4', 'f5', 'f6']],
  ['cnam__regex', '^[A-Z ]+$', ['f1']],
  ['cnam__iregex', '^[a-z ]+$', ['f1', 'f2']],
  ['cnam__isnull', 'true', ['f3']],
  ['cnam__isnull', 'false', ['f1', 'f2', 'f4', 'f5', 'f6']],
  ['cnam__isset', 'true', ['f1', 'f2', 'f5', 'f6']],
  ['cnam__isnotset', 'true', ['f3', 'f4']],
  ['cnam__empty', 'true', ['f3', 'f4']],
  ['cnam__notempty', 'true', ['f1', 'f2', 'f5', 'f6']],
  ['cnam__present', 'true', ['f1', 'f2', 'f4', 'f5', 'f6']],
  ['duration__eq', '60', ['f2']],
  ['duration__ne', '60', ['f1', 'f3', 'f4', 'f5', 'f6']],
  ['duration__gt', '60', ['f1', 'f4']],
  ['duration__gte', '60', ['f1', 'f2', 'f4']],
  ['duration__lt', '45', ['f3', 'f6']],
  ['duration__lte', '45', ['f3', 'f5', 'f6']],
  ['duration__in', '0,300', ['f3', 'f4']],
  ['duration__nin', '0,300', ['f1', 'f2', 'f5', 'f6']],
  ['agentId__isnull', 'true', []],
  ['agentId__isset', 'true', ALL_RECENT],
  ['agentId__isnotset', 'true', []],
  ['agentId__present', 'true', ALL_RECENT],
  ['appointmentBooked__eq', '1', ['f1', 'f4']],
  ['transferMade__eq', '1', ['f2']],
  ['transfer__notempty', 'true', ['f2']],
  ['timestamp__gte', hoursAgo(2.5).toISOString(), ['f1', 'f2']],
  ['timestamp__lt', String(Math.floor(hoursAgo(4.5).getTime() / 1000)), ['f5', 'f6']],
  ['timestamp__in', hoursAgo(3).toISOString(), ['f3']],
];

describe('every filter operator in SQL', () => {
  it.each(CASES)('%s=%j → %j', async (param, value, expected) => {
    expect(await uuids({ [param]: value })).toEqual(expected);
  });

  it('covers every operator of the shared tables', () => {
    const tested = new Set(CASES.map(([param]) => param.split('__')[1]));
    expect([...ALL_OPERATORS].filter((op) => !tested.has(op))).toEqual([]);
  });

  it('ANDs several filters, and a window of its own', async () => {
    expect(await uuids({ direction__eq: 'inbound', duration__gte: '45' })).toEqual(['f1', 'f4', 'f5']);
    expect(await uuids({ dateFilter: 'last 90 days', duration__gte: '300' })).toEqual(['f4', 'f7']);
    expect(await uuids({ dateFilter: JSON.stringify({ lastN: 2, unit: 'hours' }) })).toEqual(['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7']);
    expect(await uuids({ dateFilter: JSON.stringify({ start: hoursAgo(3.5).toISOString(), end: hoursAgo(1.5).toISOString() }) })).toEqual(['f2', 'f3']);
  });

  it('defaults to the last 30 days', async () => {
    const res = await call(server, 'GET', '/api/v2/logs', { token: t.blueHarbor, target: harbor, query: { fields: 'uuid' } });
    expect(res.body.totalCount).toBe(6);
  });
});

describe('bad filters answer 400 naming the parameter and change nothing', () => {
  it.each([
    ['nope__eq', 'x', 'nope__eq: Unknown field nope'],
    ['cnam__like', 'x', 'cnam__like: Unknown operator like'],
    ['cnam__constructor', 'x', 'cnam__constructor: Unknown operator constructor'],
    ['__proto____eq', 'x', '__proto____eq: Unknown field __proto__'],
    ['cnam__gt', 'x', 'cnam__gt: Operator gt is not allowed for a string field'],
    ['duration__contains', '1', 'duration__contains: Operator contains is not allowed for an integer field'],
    ['duration__eq', 'ten', 'duration__eq: Expected an integer'],
    ['duration__eq', '99999999999', 'duration__eq: Expected an integer'],
    ['duration__in', ' , ', 'duration__in: Expected a comma-separated list'],
    ['timestamp__gte', 'yesterday', 'timestamp__gte: Expected a date (unix seconds or ISO 8601)'],
    ['timestamp__gte', '0000-01-01', 'timestamp__gte: Expected a date (unix seconds or ISO 8601)'],
    ['cnam__eq', '', 'cnam__eq: Expected a value'],
    ['cnam__isnull', 'maybe', 'cnam__isnull: Expected true or false'],
    ['cnam__regex', '(unclosed', 'cnam__regex: Invalid regular expression'],
    ['cnam__iregex', '[z-a]', 'cnam__iregex: Invalid regular expression'],
    ['cnam__regex', 'a'.repeat(501), 'cnam__regex: At most 500 characters'],
    ['cnam__eq', 'x'.repeat(501), 'cnam__eq: At most 500 characters'],
    ['cnam__eq', 'a\u0000b', 'cnam__eq: Control characters are not allowed'],
    ['fields', 'uuid,password', 'fields: Unknown field: password'],
    ['format', 'xml', 'format: Expected json or csv'],
    ['dateFilter', '{"lastN":', 'dateFilter: Invalid JSON'],
  ])('%s=%j → %j', async (param, value, message) => {
    const res = await call(server, 'GET', '/api/v2/logs', { token: t.blueHarbor, target: harbor, query: { [param]: value } });
    expect(res).toEqual({ status: 400, body: { success: false, message } });
  });

  it('a repeated filter is refused, not guessed', async () => {
    const url = new URL('/api/v2/logs', server.url);
    url.search = `token=${t.blueHarbor}&targetAccountId=${harbor}&cnam__eq=a&cnam__eq=b`;
    const res = await fetch(url);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^cnam__eq: /);
  });
});
