// The audit log API (docs/api-contract.md "Audit log"): scope by subtree, filters, CSV export,
// client-reported events, and no way to change an entry.
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../server/db/schema';
import { apiUrl, call, FORBIDDEN, type Persona, serverWith } from './helpers';

const { server, t } = await serverWith(['superAdmin', 'partner', 'reseller', 'blueHarbor', 'acmeOwner', 'acmeAdmin', 'globexOwner']);

const LIST = '/api/v2/auditLog';
const EXPORT = '/api/v2/auditLog/export';
const EVENT = '/api/v2/auditEvent';
const BULK = 2500;

beforeAll(async () => {
  const { orgs, harborDental } = server.seeded;
  // Entries written by the server itself, in both resellers' subtrees.
  const setting = (token: string, target: number, key: string, value: unknown) =>
    call(server, 'POST', '/api/v1/accountSetting', { token, target, body: { key, value } });
  expect((await setting(t.reseller, orgs.acme, 'enableContacts', false)).status).toBe(200);
  expect((await setting(t.blueHarbor, harborDental, 'showBilling', false)).status).toBe(200);
  expect((await call(server, 'POST', '/api/v2/domainProfile/setting', { token: t.reseller, body: { key: 'allowTasks', value: false } })).status).toBe(200);
});

function list(token: string, query: Record<string, string> = {}, target?: number) {
  return call(server, 'GET', LIST, { token, target, query: { pageSize: '100', ...query } });
}

async function rowCount(): Promise<number> {
  const [{ n }] = await server.db.db.select({ n: count() }).from(auditLog);
  return Number(n);
}

async function exportCsv(token: string, query: Record<string, string> = {}, target?: number) {
  const response = await fetch(apiUrl(server, EXPORT, { token, target, query }));
  return { response, text: await response.text() };
}

/** RFC 4180 records: a cell is quoted ("" = ") or runs to the next comma or line end. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  const cell = /"((?:[^"]|"")*)"|([^",\n]*)/y;
  let at = 0;
  while (at < text.length) {
    cell.lastIndex = at;
    const m = cell.exec(text)!;
    record.push(m[1] !== undefined ? m[1].replaceAll('""', '"') : m[2]);
    at = cell.lastIndex;
    if (text[at] === ',') at++;
    else {
      records.push(record);
      record = [];
      at++;
    }
  }
  return records;
}

describe('who reads what', () => {
  it('a super admin targeting itself reads everything, with labels and ISO times', async () => {
    const { status, body } = await list(t.superAdmin);
    expect(status).toBe(200);
    expect(body.total).toBe(await rowCount());
    const entry = body.entries.find((e: any) => e.action === 'domainProfile.changed');
    expect(entry).toMatchObject({
      actionLabel: 'Domain profile setting changed',
      actorId: server.seeded.ids.reseller,
      actorUsername: 'northwind',
      actingAsId: null,
      targetAccountId: server.seeded.ids.reseller,
      targetName: 'Northwind Voice',
      before: { allowTasks: null },
      after: { allowTasks: false },
    });
    expect(new Date(entry.at).toISOString()).toBe(entry.at);
    expect(Object.keys(entry).sort()).toEqual(
      ['id', 'at', 'action', 'actionLabel', 'actorId', 'actorUsername', 'actingAsId', 'targetAccountId', 'targetName', 'partnerId', 'resellerId', 'organizationId', 'before', 'after'].sort(),
    );
  });

  it('the partner sees both resellers\' entries; a reseller only its own subtree', async () => {
    const { ids, orgs, blueHarbor, harborDental } = server.seeded;
    const targets = (entries: any[]) => entries.map((e) => e.targetAccountId);
    const partner = await list(t.partner);
    expect(targets(partner.body.entries)).toEqual(expect.arrayContaining([orgs.acme, harborDental, ids.reseller]));
    const northwind = await list(t.reseller);
    expect(targets(northwind.body.entries)).toEqual(expect.arrayContaining([orgs.acme, ids.reseller]));
    expect(targets(northwind.body.entries)).not.toContain(harborDental);
    expect(northwind.body.entries.every((e: any) => e.resellerId === ids.reseller)).toBe(true);
    const harbor = await list(t.blueHarbor);
    expect(targets(harbor.body.entries)).toEqual([harborDental]);
    // the same scopes by target
    const viaPartner = await list(t.partner, {}, blueHarbor);
    expect(viaPartner.body.entries.map((e: any) => e.id)).toEqual(harbor.body.entries.map((e: any) => e.id));
    const viaSuper = await list(t.superAdmin, {}, ids.partner);
    expect(viaSuper.body.total).toBe(partner.body.total);
  });

  it('owners, members and callers outside the subtree get 403 on the list and the export', async () => {
    const { ids, orgs, blueHarbor, harborDental } = server.seeded;
    const cases: [Persona, number | undefined][] = [
      ['acmeOwner', undefined],
      ['acmeAdmin', undefined],
      ['acmeAdmin', orgs.acme],
      ['globexOwner', orgs.acme],
      ['globexOwner', ids.reseller],
      ['blueHarbor', ids.reseller],
      ['reseller', blueHarbor],
      ['reseller', ids.partner],
      ['reseller', orgs.acme], // in its subtree, but an org's log is not a scope
      ['partner', harborDental],
      ['partner', ids.superAdmin],
    ];
    for (const [who, target] of cases) {
      expect(await list(t[who], {}, target), `${who} → ${target}`).toEqual(FORBIDDEN);
      const { response } = await exportCsv(t[who], {}, target);
      expect(response.status, `export ${who} → ${target}`).toBe(403);
    }
    expect((await call(server, 'GET', LIST)).status).toBe(401);
  });
});

describe('client-reported events', () => {
  it('records takeovers against the target and view switches against the caller', async () => {
    const { ids, orgs } = server.seeded;
    const started = await call(server, 'POST', EVENT, { token: t.superAdmin, target: orgs.acme, body: { action: 'takeover.started', details: { from: '/app' } } });
    expect(started).toEqual({ status: 201, body: { success: true } });
    const switched = await call(server, 'POST', EVENT, { token: t.acmeOwner, body: { action: 'viewAs.switched', details: { from: 'owner', to: 'admin' } } });
    expect(switched.status).toBe(201);
    const ended = await call(server, 'POST', EVENT, { token: t.superAdmin, target: orgs.acme, body: { action: 'takeover.ended' } });
    expect(ended.status).toBe(201);

    const { body } = await list(t.reseller, { order: 'desc', pageSize: '3' });
    expect(body.entries.map((e: any) => e.action)).toEqual(['takeover.ended', 'viewAs.switched', 'takeover.started']);
    expect(body.entries[2]).toMatchObject({ actorId: ids.superAdmin, actingAsId: orgs.acme, targetAccountId: orgs.acme, targetName: 'Acme', after: { from: '/app' }, actionLabel: 'Takeover started' });
    expect(body.entries[1]).toMatchObject({ actorId: orgs.acme, actingAsId: null, targetAccountId: orgs.acme, after: { from: 'owner', to: 'admin' } });
    expect(body.entries[0].after).toBeNull();
  });

  it('accepts only the client-reported actions and small object details', async () => {
    const before = await rowCount();
    const post = (body: unknown, target?: number) => call(server, 'POST', EVENT, { token: t.acmeOwner, target, body });
    for (const action of ['account.deleted', 'setting.changed', 'nope', undefined]) {
      const reply = await post({ action });
      expect(reply.status, String(action)).toBe(400);
      expect(reply.body.message).toMatch(/^action: /);
    }
    expect((await post({ action: 'viewAs.switched', details: 'x' })).body.message).toMatch(/^details: /);
    expect((await post({ action: 'viewAs.switched', details: [1] })).body.message).toMatch(/^details: /);
    const big = await post({ action: 'viewAs.switched', details: { note: 'x'.repeat(2100) } });
    expect(big).toEqual({ status: 400, body: { success: false, message: 'details: At most 2 kB' } });
    expect(await post({ action: 'takeover.started' }, server.seeded.orgs.globex)).toEqual(FORBIDDEN);
    expect((await call(server, 'POST', EVENT, { body: { action: 'takeover.started' } })).status).toBe(401);
    expect(await rowCount()).toBe(before);
  });
});

describe('entries cannot be changed', () => {
  it('PUT, PATCH and DELETE answer 404 and the entry stays', async () => {
    const [row] = await server.db.db.select().from(auditLog).limit(1);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      for (const path of [LIST, `${LIST}/${row.id}`, EXPORT, EVENT]) {
        const reply = await call(server, method, path, { token: t.superAdmin, body: { id: row.id, action: 'account.created' } });
        expect(reply.status, `${method} ${path}`).toBe(404);
      }
    }
    const [still] = await server.db.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(still).toEqual(row);
  });
});

describe('bulk: filters, pages and CSV', () => {
  beforeAll(async () => {
    const { ids, blueHarbor, harborDental } = server.seeded;
    // Five instants 0–4 µs apart (one JS millisecond), so keyset pages must keep PostgreSQL's precision.
    const rows = Array.from({ length: BULK }, (_, i) => ({
      at: sql`timestamptz '2025-06-01T08:00:00.000001Z' + ${i % 5} * interval '1 microsecond'`,
      action: 'account.updated',
      actorId: blueHarbor,
      actorUsername: 'blue-harbor',
      targetAccountId: harborDental,
      targetName: `bulk-${String(i).padStart(4, '0')}`,
      partnerId: ids.partner,
      resellerId: blueHarbor,
      organizationId: harborDental,
      before: { n: i },
      after: { n: i + 1, note: 'a, "quoted" value' },
    }));
    for (let i = 0; i < rows.length; i += 500) await server.db.db.insert(auditLog).values(rows.slice(i, i + 500));
    const special = (targetName: string, actorUsername = 'blue-harbor') => ({
      action: 'account.created', actorId: blueHarbor, actorUsername, targetAccountId: harborDental, targetName,
      partnerId: ids.partner, resellerId: blueHarbor, organizationId: harborDental,
    });
    await server.db.db.insert(auditLog).values([
      special('=cmd|"/c calc"!A1'),
      special('100% sure', '@mention'),
      special('+sum', '-minus'),
      special('\ttabbed'),
    ]);
  });

  it('filters by action, actor, entry target, days and phrase (LIKE-escaped, any case)', async () => {
    const { blueHarbor, harborDental, orgs } = server.seeded;
    const total = (query: Record<string, string>, token = t.partner) => list(token, { ...query, pageSize: '1' }).then((r) => r.body.total);
    expect(await total({ action: 'account.updated' })).toBe(BULK);
    expect(await total({ action: 'account.updated' }, t.reseller)).toBe(0);
    expect(await total({ actorId: String(blueHarbor) })).toBe(BULK + 5);
    expect(await total({ targetId: String(orgs.acme) })).toBeGreaterThanOrEqual(2);
    expect(await total({ targetId: String(harborDental), action: 'account.created' })).toBe(4);
    expect(await total({ from: '2025-06-01', to: '2025-06-01' })).toBe(BULK);
    expect(await total({ to: '2025-05-31' })).toBe(0);
    expect(await total({ from: '2025-06-02' })).toBe((await total({})) - BULK);
    expect(await total({ q: 'BULK-00' })).toBe(100);
    expect(await total({ q: '0%' })).toBe(1);
    expect(await total({ q: 'k_0' })).toBe(0);
    expect(await total({ q: '@MENTION' })).toBe(1);
  });

  it('pages from 1 in either order and validates the query', async () => {
    const first = await list(t.blueHarbor, { action: 'account.updated', page: '1', pageSize: '10', order: 'asc' });
    const second = await list(t.blueHarbor, { action: 'account.updated', page: '2', pageSize: '10', order: 'asc' });
    expect(first.body.entries).toHaveLength(10);
    expect(first.body.total).toBe(BULK);
    const ids = [...first.body.entries, ...second.body.entries].map((e: any) => e.id);
    expect(new Set(ids).size).toBe(20);
    expect(first.body.entries[0].targetName).toBe('bulk-0000');
    const newest = await list(t.blueHarbor, { pageSize: '1' });
    expect(newest.body.entries[0].at >= first.body.entries[0].at).toBe(true);
    const defaults = await call(server, 'GET', LIST, { token: t.blueHarbor });
    expect(defaults.body.entries).toHaveLength(25);
    for (const [query, field] of [
      [{ pageSize: '101' }, 'pageSize'],
      [{ page: '0' }, 'page'],
      [{ action: 'account.nope' }, 'action'],
      [{ actorId: 'x' }, 'actorId'],
      [{ from: '2025-02-30' }, 'from'],
      [{ to: 'yesterday' }, 'to'],
      [{ order: 'up' }, 'order'],
      [{ q: 'x'.repeat(201) }, 'q'],
    ] as const) {
      const reply = await call(server, 'GET', LIST, { token: t.blueHarbor, query });
      expect(reply.status, field).toBe(400);
      expect(reply.body.message.startsWith(`${field}: `), reply.body.message).toBe(true);
    }
  });

  it('exports the filtered log as a streamed CSV attachment, every row once, formulas defused', async () => {
    const { response, text } = await exportCsv(t.blueHarbor);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="audit-log.csv"');
    const [header, ...records] = parseCsv(text);
    expect(header).toEqual(['at', 'action', 'actionLabel', 'actor', 'actingAsId', 'targetAccountId', 'targetName', 'before', 'after']);
    const listed = await list(t.blueHarbor, { pageSize: '1' });
    expect(records).toHaveLength(listed.body.total);
    expect(records.length).toBeGreaterThan(2000);
    const names = records.map((r) => r[6]);
    for (let i = 0; i < BULK; i++) expect(names).toContain(`bulk-${String(i).padStart(4, '0')}`);
    expect(new Set(names).size).toBe(names.length);
    // newest first
    const times = records.map((r) => Date.parse(r[0]));
    expect(times.every((t, i) => i === 0 || t <= times[i - 1])).toBe(true);
    const bulk = records.find((r) => r[6] === 'bulk-0007')!;
    expect(bulk.slice(1, 6)).toEqual(['account.updated', 'Account updated', 'blue-harbor', '', String(server.seeded.harborDental)]);
    expect(JSON.parse(bulk[7])).toEqual({ n: 7 });
    expect(JSON.parse(bulk[8])).toEqual({ n: 8, note: 'a, "quoted" value' });
    expect(names).toContain(`'=cmd|"/c calc"!A1`);
    expect(names).toContain(`'\ttabbed`);
    expect(names).toContain(`'+sum`);
    expect(records.map((r) => r[3])).toEqual(expect.arrayContaining([`'@mention`, `'-minus`]));
    expect(text).not.toMatch(/(^|,)=cmd/m);
  });

  it('exports with the list\'s filters and scope', async () => {
    const asc = parseCsv((await exportCsv(t.blueHarbor, { action: 'account.updated', order: 'asc', q: 'bulk-24' })).text);
    // oldest first: by the microsecond (i % 5), then by id
    const expected = Array.from({ length: 100 }, (_, i) => 2400 + i).sort((a, b) => (a % 5) - (b % 5) || a - b);
    expect(asc.slice(1).map((r) => r[6])).toEqual(expected.map((i) => `bulk-${i}`));
    const northwind = parseCsv((await exportCsv(t.reseller)).text).slice(1);
    expect(northwind.length).toBeGreaterThan(0);
    expect(northwind.some((r) => r[6].startsWith('bulk-'))).toBe(false);
    const bad = await exportCsv(t.blueHarbor, { from: 'soon' });
    expect(bad.response.status).toBe(400);
    expect(JSON.parse(bad.text).message).toMatch(/^from: /);
  });
});
