// GET/POST /api/v1/stats/campaigns: the default metrics against a hand-computed fixture, series
// and groups, SQL and the shared evaluator agreeing, saved metrics' precedence, bad formulas, scope.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte } from 'drizzle-orm';
import { evaluateOverRows, MINUTES_SAVED_SCALE } from '../../src/shared/calls';
import { calls } from '../../server/db/schema';
import { call, FORBIDDEN, serverWith } from './helpers';
import { hoursAgo, seedHarborCalls } from './logs-fixture';

const { server, t } = await serverWith(['blueHarbor', 'acmeOwner', 'globexOwner', 'reseller']);
const STATS = '/api/v1/stats/campaigns';
let harbor: number;

beforeAll(async () => {
  harbor = await seedHarborCalls(server);
});

// target null: the caller's own account
const stats = (query: Record<string, string> = {}, token = t.blueHarbor, target: number | null = harbor) =>
  call(server, 'GET', STATS, { token, target: target ?? undefined, query });
const post = (body: unknown, token = t.blueHarbor, target: number | null = harbor) =>
  call(server, 'POST', STATS, { token, target: target ?? undefined, body });
const valueOf = (res: { body: any }, key: string) => res.body.metrics.find((m: { key: string }) => m.key === key)?.value;

// f1..f6 in the last 30 days (f7 is 40 days old): durations 120, 60, 0, 300, 45, 30 = 555 s;
// booked f1, f4; transferred f2; inbound f1, f3, f4, f5; agent 901: f1, f3, f5, agent 902: f2, f4, f6
const EXPECTED: Record<string, number> = {
  timeSaved: 555 * MINUTES_SAVED_SCALE,
  totalCalls: 6,
  appointmentsBooked: 2,
  appointmentRate: (2 / 6) * 100,
  avgCallTime: 92.5,
  callTransfers: 1,
  inboundCalls: 4,
  outboundCalls: 2,
};

describe('the default metrics over a hand-computed fixture', () => {
  it('computes each on its 30-day window', async () => {
    const res = await stats();
    expect(res.status).toBe(200);
    expect(res.body.metrics.map((m: { key: string }) => m.key)).toEqual(Object.keys(EXPECTED));
    for (const [key, value] of Object.entries(EXPECTED)) expect(valueOf(res, key), key).toBeCloseTo(value, 6);
    const window = res.body.metrics[0].window;
    expect(window.end - window.start).toBe(30 * 86_400);
    expect(res.body.metrics[0]).toMatchObject({ label: 'Minutes Saved', unit: 'minutes' });
  });

  it('takes a window of the request, and keys', async () => {
    const res = await stats({ keys: 'totalCalls,avgCallTime', dateFilter: 'last 90 days' });
    expect(res.body.metrics.map((m: { key: string }) => m.key)).toEqual(['totalCalls', 'avgCallTime']);
    expect(valueOf(res, 'totalCalls')).toBe(7);
    expect(valueOf(res, 'avgCallTime')).toBeCloseTo(1155 / 7, 9);
  });

  it('applies field__operator filters', async () => {
    const res = await stats({ keys: 'totalCalls,timeSaved', direction__eq: 'inbound', duration__gt: '0' });
    expect(valueOf(res, 'totalCalls')).toBe(3);
    expect(valueOf(res, 'timeSaved')).toBeCloseTo(465 * MINUTES_SAVED_SCALE, 9);
  });

  it('groups by agent, named', async () => {
    const res = await stats({ keys: 'totalCalls,timeSaved', groupBy: 'agent' });
    expect(res.body.metrics[0].groups).toEqual([
      { agentId: 901, agentName: null, value: 3 },
      { agentId: 902, agentName: null, value: 3 },
    ]);
    expect(res.body.metrics[1].groups.map((g: { value: number }) => g.value)).toEqual([165 * MINUTES_SAVED_SCALE, 390 * MINUTES_SAVED_SCALE].map((v) => expect.closeTo(v, 9)));
    const acme = await stats({ keys: 'totalCalls', groupBy: 'agent' }, t.acmeOwner, null);
    expect(acme.status, JSON.stringify(acme.body)).toBe(200);
    expect(acme.body.metrics[0].groups.map((g: { agentName: string }) => g.agentName)).toEqual(['Front Desk', 'After Hours', 'Sales Line']);
  });

  it('gives a daily series over the window, zeros included, that adds up to the value', async () => {
    const res = await stats({ keys: 'totalCalls,avgCallTime', series: 'day' });
    const [count, avg] = res.body.metrics;
    expect(count.series.length).toBeGreaterThanOrEqual(30);
    expect(count.series.length).toBeLessThanOrEqual(31);
    expect(count.series.reduce((s: number, p: { value: number }) => s + p.value, 0)).toBe(6);
    expect(count.series.at(-1).date).toBe(new Date(count.window.end * 1000).toISOString().slice(0, 10));
    expect(avg.series.filter((p: { value: number }) => p.value === 0).length).toBeGreaterThan(25);
  });
});

describe('SQL and the shared evaluator agree', () => {
  const FORMULAS = [
    'SUM(duration)', 'AVG(duration)', 'MIN(duration)', 'MAX(duration) - MIN(duration)', 'COUNT(cnam)', 'COUNT(uuid)',
    'D_COUNT(direction)', 'D_COUNT(agentId)', 'MED(duration)', 'VARIANCE(duration)', 'STD_DEV(duration)', '1', 'duration',
    'duration * 2 + 1', "SUM(direction == 'inbound')", "SUM(cnam == '')", "SUM(cnam != 'ADA LOVELACE')",
    'SUM(IF(appointmentBooked, duration, 0)) / SUM(appointmentBooked)', 'SUM(duration) / 0', 'SUM(duration % 7)',
    'AVG(duration > 50 and direction == "inbound")', 'SUM(not transferMade)', 'ABS(0 - SUM(duration))',
    'SUM(duration) / COUNT(uuid) * 100', 'duration / COUNT(uuid)', 'COUNT(null)', 'MAX(timestamp) - MIN(timestamp)',
    // not SQL: evaluated over the rows
    'SUM(TIMESTAMP_DIFF(timestamp, NOW())) / COUNT(uuid)', "SUM(LIKE(cnam, 'A%'))", 'SUM(IN(duration, [0, 60]))',
    'SUM(BETWEEN(duration, 30, 120))', 'SUM(cnam)', "SUM(REGEX(cnam, '^[A-Z ]+$'))",
  ];
  it.each(FORMULAS)('%s', async (formula) => {
    const nowMs = Date.now();
    const res = await post({ metrics: [{ key: 'm', formula }], dateFilter: 'last 30 days' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await server.db.db
      .select()
      .from(calls)
      .where(and(eq(calls.accountId, harbor), gte(calls.timestamp, new Date(res.body.metrics[0].window.start * 1000))));
    const expected = evaluateOverRows(formula, rows, { now: () => nowMs });
    // NOW() moves between the two evaluations: a few seconds at most over six calls
    expect(res.body.metrics[0].value).toBeCloseTo(expected, formula.includes('NOW') ? -2 : 6);
  });
});

describe('saved metrics', () => {
  const setting = (token: string, target: number, key: string, value: unknown) =>
    call(server, 'POST', '/api/v1/accountSetting', { token, target, body: { key, value } });

  it('a reseller\'s defaultOrgSettings.metrics serve its orgs; an org\'s own win; saved without field', async () => {
    const { blueHarbor } = server.seeded;
    expect((await setting(t.blueHarbor, blueHarbor, 'defaultOrgSettings.metrics', [{ key: 'longCalls', label: 'Long calls', formula: 'SUM(duration >= 120)' }])).status).toBe(200);
    let res = await stats();
    expect(res.body.metrics).toMatchObject([{ key: 'longCalls', label: 'Long calls', value: 2 }]);
    expect((await setting(t.blueHarbor, harbor, 'metrics', [{ key: 'short', label: 'Short', field: 'duration' }, { key: 'broken', formula: 'SUM(nope)' }, { bogus: true }])).status).toBe(200);
    res = await stats();
    expect(res.body.metrics).toEqual([
      expect.objectContaining({ key: 'short', label: 'Short', value: 555 }),
      expect.objectContaining({ key: 'broken', label: 'broken', value: null, error: 'Unknown field: nope' }),
    ]);
    expect((await stats({ keys: 'totalCalls' })).body).toEqual({ success: false, message: 'keys: Unknown metric totalCalls' });
    expect((await post({ metrics: ['short'] })).body.metrics[0].value).toBe(555);
  });
});

describe('bad requests', () => {
  it.each([
    [{ metrics: [{ key: 'm', formula: '=' }] }, 'metrics.0.formula: Formula cannot be empty'],
    [{ metrics: [{ key: 'm', formula: 'SUM(duration) $' }] }, 'metrics.0.formula: Invalid characters: $'],
    [{ metrics: [{ key: 'm', formula: 'SUM(duration' }] }, 'metrics.0.formula: Mismatched parentheses'],
    [{ metrics: [{ key: 'm', formula: 'SUM(minutes)' }] }, 'metrics.0.formula: Unknown field: minutes'],
    [{ metrics: [{ key: 'm', formula: 'null(1)' }] }, 'metrics.0.formula: Unknown function NULL'],
    [{ metrics: [{ key: 'm', formula: 'SUM(duration) +' }] }, 'metrics.0.formula: Unexpected end of formula'],
    [{ metrics: [{ key: 'm', formula: 'x'.repeat(2001) }] }, 'metrics.0.formula: At most 2000 characters'],
    [{ metrics: ['nope'] }, 'metrics.0: Unknown metric nope'],
    [{ filters: { direction: 'inbound' } }, 'filters.direction: Expected field__operator'],
    [{ filters: { cnam__regex: '(' } }, 'cnam__regex: Invalid regular expression'],
    [{ groupBy: 'day' }, 'groupBy: Expected agent'],
  ])('%j → %s', async (body, message) => {
    expect(await post(body)).toEqual({ status: 400, body: { success: false, message } });
  });
});

describe('scope', () => {
  it('counts only the target\'s calls; a foreign target is refused', async () => {
    const logs = await call(server, 'GET', '/api/v2/logs', { token: t.acmeOwner, query: { fields: 'uuid', pageSize: '1' } });
    const res = await post({ metrics: ['totalCalls'] }, t.acmeOwner, null);
    expect(res.body.metrics[0].value).toBe(logs.body.totalCount);
    expect(await stats({}, t.globexOwner, harbor)).toEqual(FORBIDDEN);
    expect(await post({}, t.reseller, harbor)).toEqual(FORBIDDEN);
    const reseller = await post({ metrics: [{ key: 'n', formula: 'COUNT(uuid)' }] }, t.reseller, null);
    const acme = await post({ metrics: [{ key: 'n', formula: 'COUNT(uuid)' }] }, t.acmeOwner, null);
    const globex = await post({ metrics: [{ key: 'n', formula: 'COUNT(uuid)' }] }, t.globexOwner, null);
    expect(reseller.body.metrics[0].value).toBe(acme.body.metrics[0].value + globex.body.metrics[0].value);
  });
});

it('keeps the fixture\'s times apart from the window edges', () => {
  expect(hoursAgo(24 * 40).getTime()).toBeLessThan(Date.now() - 30 * 86_400_000);
});
