// GET /api/v2/logs paging, fields, tenant scoping and CSV export; GET /api/v2/conversation.
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { calls } from '../../server/db/schema';
import { apiUrl, call, FORBIDDEN, serverWith } from './helpers';
import { FIXTURE, seedHarborCalls } from './logs-fixture';

const { server, t } = await serverWith(['superAdmin', 'partner', 'reseller', 'blueHarbor', 'acmeOwner', 'acmeAdmin', 'globexOwner']);
const LOGS = '/api/v2/logs';
let harbor: number;

beforeAll(async () => {
  harbor = await seedHarborCalls(server);
});

const logs = (token: string, query: Record<string, string> = {}, target?: number) => call(server, 'GET', LOGS, { token, target, query });

async function callsOf(where: Parameters<typeof eq>[0], id: number, since: Date): Promise<number> {
  const rows = await server.db.db.select({ timestamp: calls.timestamp }).from(calls).where(eq(where, id));
  return rows.filter((r) => r.timestamp >= since).length;
}

describe('paging and fields', () => {
  it('answers the spec\'s shape: logs, totalCount, pagination; the five ids always added', async () => {
    const res = await logs(t.acmeOwner, { fields: 'cnam,duration', pageSize: '5' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.logs).toHaveLength(5);
    expect(Object.keys(res.body.logs[0]).sort()).toEqual(['accountId', 'agentId', 'callId', 'cnam', 'duration', 'roomId', 'uuid']);
    expect(res.body.pagination).toEqual({ page: 1, pageSize: 5, hasMore: true });
    const since = new Date(Date.now() - 30 * 86_400_000 + 5_000);
    expect(res.body.totalCount).toBeGreaterThanOrEqual(await callsOf(calls.accountId, server.seeded.orgs.acme, since));
  });

  it('defaults to page 1, size 100 and the first 10 fields, newest first; invalid paging is ignored', async () => {
    for (const query of [{}, { page: '0', pageSize: '-3' }, { page: 'x', pageSize: '1.5' }] as Record<string, string>[]) {
      const res = await logs(t.acmeOwner, query);
      expect(res.body.pagination).toMatchObject({ page: 1, pageSize: 100 });
      expect(res.body.logs).toHaveLength(100);
      const times = res.body.logs.map((r: { timestamp: number }) => r.timestamp);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(Object.keys(res.body.logs[0])).toEqual([
        'timestamp', 'accountName', 'fromNumber', 'toNumber', 'cnam', 'direction', 'duration', 'transfer', 'appointmentBooked', 'agentId',
        'uuid', 'callId', 'accountId', 'roomId',
      ]);
    }
  });

  it('pages through every row exactly once; hasMore false on the last page', async () => {
    const total = (await logs(t.blueHarbor, { fields: 'uuid', dateFilter: 'last 1 year' }, harbor)).body.totalCount;
    expect(total).toBe(FIXTURE.length);
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await logs(t.blueHarbor, { fields: 'uuid', dateFilter: 'last 1 year', page: String(page), pageSize: '3' }, harbor);
      seen.push(...res.body.logs.map((r: { uuid: string }) => r.uuid));
      expect(res.body.pagination).toEqual({ page, pageSize: 3, hasMore: page < 3 });
    }
    expect(seen).toEqual(['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7']);
    const beyond = await logs(t.blueHarbor, { fields: 'uuid', dateFilter: 'last 1 year', page: '9', pageSize: '3' }, harbor);
    expect(beyond.body).toMatchObject({ logs: [], totalCount: 7, pagination: { page: 9, pageSize: 3, hasMore: false } });
  });

  it('an unreadable date filter means no window', async () => {
    expect((await logs(t.blueHarbor, { dateFilter: 'whenever' }, harbor)).body.totalCount).toBe(7);
  });
});

describe('tenant scoping', () => {
  const accountsOf = async (token: string, target?: number) =>
    new Set((await logs(token, { fields: 'accountId', pageSize: '10000', dateFilter: 'last 1 year' }, target)).body.logs.map((r: { accountId: number }) => r.accountId));
  it('an org (owner or member) reads its own calls only', async () => {
    const { acme } = server.seeded.orgs;
    expect(await accountsOf(t.acmeOwner)).toEqual(new Set([acme]));
    expect(await accountsOf(t.acmeAdmin)).toEqual(new Set([acme]));
  });
  it('a reseller or partner reads its subtree; the super admin everything', async () => {
    const { acme, globex } = server.seeded.orgs;
    expect(await accountsOf(t.reseller)).toEqual(new Set([acme, globex]));
    expect(await accountsOf(t.blueHarbor)).toEqual(new Set([harbor]));
    expect(await accountsOf(t.partner)).toEqual(new Set([acme, globex, harbor]));
    expect(await accountsOf(t.superAdmin)).toEqual(new Set([acme, globex, harbor]));
    expect(await accountsOf(t.reseller, acme)).toEqual(new Set([acme]));
  });
  it('an agent account target reads that agent\'s calls', async () => {
    const agent = server.seeded.agents.acme[1]!;
    const res = await logs(t.acmeOwner, { fields: 'agentId', pageSize: '10000' }, agent);
    expect(res.status).toBe(200);
    expect(new Set(res.body.logs.map((r: { agentId: number }) => r.agentId))).toEqual(new Set([agent]));
  });
  it('a target outside the caller\'s subtree is refused', async () => {
    expect(await logs(t.globexOwner, {}, server.seeded.orgs.acme)).toEqual(FORBIDDEN);
    expect(await logs(t.reseller, {}, harbor)).toEqual(FORBIDDEN);
    expect(await logs(t.acmeOwner, { format: 'csv' }, harbor)).toEqual(FORBIDDEN);
    expect((await logs('nope')).status).toBe(401);
  });
});

describe('CSV export', () => {
  async function csv(query: Record<string, string>) {
    const response = await fetch(apiUrl(server, LOGS, { token: t.blueHarbor, target: harbor, query: { format: 'csv', dateFilter: 'last 1 year', ...query } }));
    return { response, text: await response.text() };
  }

  it('is an attachment of the filtered rows, cells neutralised against formula injection', async () => {
    const { response, text } = await csv({ fields: 'uuid,cnam,duration', direction__eq: 'inbound' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="logs.csv"');
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('uuid,cnam,duration,callId,accountId,agentId,roomId');
    expect(lines.map((l) => l.split(',')[0]).slice(1)).toEqual(['f1', 'f3', 'f4', 'f5', 'f7']);
    expect(text).toContain(`f5,"'=HYPERLINK(""http://x.example"")",45,CA-f5,${harbor},901,room-f5`);
    expect(text).toContain(`f1,ADA LOVELACE,120,CA-f1,${harbor},901,room-f1`);
  });

  it('quotes commas and quotes, and holds exactly the page asked for', async () => {
    const { text } = await csv({ fields: 'uuid,cnam', page: '2', pageSize: '3' });
    expect(text.trimEnd().split('\n').slice(1).map((l) => l.split(',')[0])).toEqual(['f4', 'f5', 'f6']);
    expect(text).toContain('f6,"Grace 100% ""Hopper"", RN"');
  });

  it('streams a large export in chunks, all rows once, timestamps as ISO', async () => {
    const res = await fetch(apiUrl(server, LOGS, { token: t.reseller, query: { format: 'csv', fields: 'uuid,timestamp', pageSize: '2500', dateFilter: 'last 1 year' } }));
    const rows = (await res.text()).trimEnd().split('\n').slice(1);
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((r) => r.split(',')[0])).size).toBe(2500);
    expect(rows[0]).toMatch(/^[0-9a-f-]{36},\d{4}-\d\d-\d\dT/);
  });

  it('refuses bad input as JSON before the first byte', async () => {
    const { response, text } = await csv({ cnam__regex: '(' });
    expect(response.status).toBe(400);
    expect(JSON.parse(text)).toEqual({ success: false, message: 'cnam__regex: Invalid regular expression' });
  });
});

describe('conversation log', () => {
  const convo = (token: string, roomId: string, uuid: string, query: Record<string, string>, target?: number) =>
    call(server, 'GET', `/api/v2/conversation/${encodeURIComponent(roomId)}/${encodeURIComponent(uuid)}`, { token, target, query });

  it('returns the call with its transcript', async () => {
    const [row] = (await logs(t.acmeOwner, { fields: 'uuid', appointmentBooked__eq: '1', pageSize: '1' })).body.logs;
    const res = await convo(t.acmeOwner, row.roomId, row.uuid, { accountId: String(row.accountId) });
    expect(res.status).toBe(200);
    expect(res.body.conversation).toMatchObject({ uuid: row.uuid, roomId: row.roomId, accountId: row.accountId, appointmentBooked: 1 });
    expect(res.body.conversation.transcript[0].text).toContain('Acme');
    expect(res.body.conversation.transcript.map((l: { text: string }) => l.text).join(' ')).toContain('booked');
    expect(res.body.conversation).not.toHaveProperty('partnerId');
  });

  it('needs all three ids to match, inside the target\'s scope', async () => {
    const ok = { accountId: String(harbor) };
    expect((await convo(t.blueHarbor, 'room-f1', 'f1', ok, harbor)).status).toBe(200);
    expect(await convo(t.blueHarbor, 'room-f2', 'f1', ok, harbor)).toEqual({ status: 404, body: { success: false, message: 'Conversation not found' } });
    expect((await convo(t.blueHarbor, 'room-f1', 'f1', { accountId: String(server.seeded.orgs.acme) }, harbor)).status).toBe(404);
    expect((await convo(t.acmeOwner, 'room-f1', 'f1', ok)).status).toBe(404);
    expect(await convo(t.blueHarbor, 'room-f1', 'f1', {}, harbor)).toEqual({ status: 400, body: { success: false, message: 'accountId: Required' } });
    expect((await convo(t.blueHarbor, 'room-f1', 'f1', { accountId: 'x' }, harbor)).body.message).toBe('accountId: Expected an account id');
  });
});

describe('reading changes nothing', () => {
  it('leaves the calls table as it was', async () => {
    const [{ n }] = await server.db.db.select({ n: count() }).from(calls);
    await logs(t.blueHarbor, { cnam__regex: '(' }, harbor);
    await (await fetch(apiUrl(server, LOGS, { token: t.blueHarbor, target: harbor, query: { format: 'csv' } }))).text();
    const [{ n: after }] = await server.db.db.select({ n: count() }).from(calls);
    expect(after).toBe(n);
  });
});
