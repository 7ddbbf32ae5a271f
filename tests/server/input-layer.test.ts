// The cases of issue 8 points 5-12, one by one, with the messages a caller sees: the kit's input
// layer (server/kit/hostileInput.ts), the target gate, the bounded dates, the audit export, and
// database errors mapped and logged in one place (server/kit/databaseErrors.ts).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditCsv } from '../../server/audit/csv';
import { accounts, auditLog } from '../../server/db/schema';
import { loggableError } from '../../server/kit/databaseErrors';
import { contractError } from '../../server/kit/errors';
import { seedBulkAudit } from '../../server/seed/bulk';
import { call, serverWith } from './helpers';

const { server, t } = await serverWith(['superAdmin', 'acmeOwner']);
const bad = (message: string) => ({ status: 400, body: { success: false, message } });
const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

async function raw(method: string, path: string, body?: string) {
  const response = await fetch(`${server.url}${path}`, { method, headers: body ? { 'content-type': 'application/json' } : {}, body });
  return { status: response.status, body: await response.json() };
}

describe('control characters, lone surrogates and nesting (points 5-7)', () => {
  it('refuses them with a 400 naming the field, signed in or not', async () => {
    expect(await call(server, 'POST', '/api/v1/domain/lookup', { body: { domain: '\u0000' } })).toEqual(bad('domain: Control characters are not allowed'));
    expect(await raw('GET', '/api/v1/account/%00')).toEqual(bad('username: Control characters are not allowed'));
    expect(await call(server, 'GET', '/api/v2/contact', { token: t.acmeOwner, query: { search: 'a\u0000' } })).toEqual(bad('search: Control characters are not allowed'));
    expect(await call(server, 'POST', '/api/v2/contact', { token: t.acmeOwner, body: { firstName: 'a\ud800b' } })).toEqual(bad('firstName: Invalid text (lone surrogate)'));
    expect(await call(server, 'POST', '/api/v1/accountSetting', { token: t.acmeOwner, body: { key: 'x', value: { 'a\u0000': 1 } } })).toEqual(
      bad('value.a?: Control characters are not allowed'),
    );
    const deep = await raw('POST', `/api/v1/accountSetting?token=${t.acmeOwner}`, `{"key":"x","value":${nested(5000)}}`);
    expect(deep).toEqual(bad('value.a.a.a...: Nested more than 32 levels'));
    // Tabs and line breaks are text: a note may hold them.
    const note = await call(server, 'POST', '/api/v2/contact', { token: t.acmeOwner, body: { firstName: 'Tab\there', lastName: 'Two\r\nlines' } });
    expect(note.status).toBe(201);
  });

  it('stops at the caller\'s gate first: a stranger learns nothing from a hostile body', async () => {
    expect((await call(server, 'POST', '/api/v2/contact', { token: 'nope', body: { firstName: '\u0000' } })).status).toBe(401);
  });
});

describe('targetAccountId (point 12)', () => {
  it('answers 400 when empty or repeated, instead of acting on the caller\'s own account', async () => {
    const before = await server.db.db.select().from(accounts).where(eq(accounts.id, server.seeded.orgs.acme));
    const message = 'targetAccountId: Expected an account id';
    expect(await raw('POST', `/api/v1/account?token=${t.acmeOwner}&targetAccountId=`, '{"name":"Emptied"}')).toEqual(bad(message));
    const repeated = `/api/v1/account?token=${t.acmeOwner}&targetAccountId=${server.seeded.orgs.acme}&targetAccountId=${server.seeded.orgs.acme}`;
    expect(await raw('POST', repeated, '{"name":"Repeated"}')).toEqual(bad(message));
    expect(await server.db.db.select().from(accounts).where(eq(accounts.id, server.seeded.orgs.acme))).toEqual(before);
  });
});

describe('dates (point 8)', () => {
  it('bounds them to years 1900-9999 in organization search, the audit log and its export', async () => {
    const outside = 'Expected a date from 1900-01-01 to 9999-12-31';
    const token = t.superAdmin;
    expect(await call(server, 'GET', '/api/v2/auditLog', { token, query: { from: '0000-01-01' } })).toEqual(bad(`from: ${outside}`));
    expect(await call(server, 'GET', '/api/v2/auditLog/export', { token, query: { to: '1899-12-31' } })).toEqual(bad(`to: ${outside}`));
    expect(await call(server, 'GET', '/api/v2/searchOrganizations', { token, query: { createdFrom: '0000-01-01' } })).toEqual(bad(`createdFrom: ${outside}`));
    expect(await call(server, 'GET', '/api/v2/searchOrganizations', { token, query: { canceledTo: '10000-01-01' } })).toEqual(bad('canceledTo: Expected a date (YYYY-MM-DD)'));
    // The last day is accepted, and means "no upper bound" (the day after it cannot be stored).
    const all = await call(server, 'GET', '/api/v2/auditLog', { token });
    expect(await call(server, 'GET', '/api/v2/auditLog', { token, query: { from: '1900-01-01', to: '9999-12-31' } })).toEqual(all);
    expect((await call(server, 'GET', '/api/v2/searchOrganizations', { token, query: { createdTo: '9999-12-31' } })).status).toBe(200);
  });
});

describe('database errors (points 9-11)', () => {
  it('are refused before the first byte of the CSV export', async () => {
    await expect(auditCsv(server.db.db, sql`1 / 0 = 1`, 'desc', () => {})).rejects.toBeDefined();
    const response = await fetch(`${server.url}/api/v2/auditLog/export?token=${t.superAdmin}&to=9999-12-31`);
    expect(response.status).toBe(200);
    expect((await response.text()).split('\n')[0]).toBe('at,action,actionLabel,actor,actingAsId,targetAccountId,targetName,before,after');
  });

  it('after the first byte, abort the export and reach the log', async () => {
    await seedBulkAudit(server.db, { actorId: server.seeded.ids.superAdmin, partnerId: 2, resellerId: 3 }, 1500);
    await server.db.db.execute(sql`create table export_probe (n int)`);
    const aborted: Error[] = [];
    // The first page (1,000 rows) is read before auditCsv resolves; the stream's buffers hold far
    // fewer, so the second page is only read once the test drains the stream, after the table it
    // needs is gone: a failure in the middle of the file, as a lost connection would be.
    const csv = await auditCsv(server.db.db, sql`exists (select 1 from export_probe) or true`, 'desc', (error) => aborted.push(error));
    await server.db.db.execute(sql`drop table export_probe`);
    const drain = async () => {
      for await (const chunk of csv) void chunk;
    };
    await expect(drain()).rejects.toBeDefined();
    expect(aborted).toHaveLength(1);
    expect(JSON.stringify(loggableError(aborted[0], false))).not.toContain('export_probe');
  });

  it('map to a 400 and reach the log without SQL or parameters', async () => {
    const error = await server.db.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetName, 'Ada\u0000 owner@acme.example'))
      .then(() => null, (e: unknown) => e as Error);
    expect(error).not.toBeNull();
    expect(contractError(error as never)).toEqual({ status: 400, message: 'Invalid input: a value the database cannot store' });
    const logged = JSON.stringify(loggableError(error, false));
    expect(logged).toMatch(/"sqlState":"22/);
    for (const leak of ['owner@acme.example', 'select', 'audit_log', 'params']) expect(logged).not.toContain(leak);
  });
});
