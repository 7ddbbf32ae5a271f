// Issue 21 point 2, the SIP trunk's settings routes: IP whitelist, outbound routes and registration.
// Every route refused to another tenant, a member and without a session; bad values named by field;
// duplicates (also spelled differently) refused; the registration password never returned nor logged.
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sipRegistrations } from '../../server/db/schema';
import { unseal } from '../../server/sip/secrets';
import { auditRows, call, FORBIDDEN, NOT_SIGNED_IN, serverWith } from './helpers';

const logLines: string[] = [];
const logger = { level: 'trace', stream: new Writable({ write: (chunk, _enc, done) => (logLines.push(String(chunk)), done()) }) };
const { server, t } = await serverWith(['acmeOwner', 'acmeAdmin', 'globexOwner', 'reseller'], { logger });
const { orgs } = server.seeded;
const owner = t.acmeOwner;
const PASSWORD = 'pa55-Very-Secret-word';

const ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/v2/sip/ipWhitelist'],
  ['POST', '/api/v2/sip/ipWhitelist', { ip: '198.51.100.7', label: 'x' }],
  ['DELETE', '/api/v2/sip/ipWhitelist', { ip: '198.51.100.7' }],
  ['GET', '/api/v2/sip/outboundRoutes'],
  ['POST', '/api/v2/sip/outboundRoutes', { route: 'sip:x@example.com' }],
  ['DELETE', '/api/v2/sip/outboundRoutes', { route: 'sip:x@example.com' }],
  ['GET', '/api/v2/sip/registration'],
  ['POST', '/api/v2/sip/registration', { server: 'sip.example.com', username: 'u', password: 'p' }],
  ['DELETE', '/api/v2/sip/registration'],
  ['GET', '/api/v2/sip/captures'],
  ['POST', '/api/v2/sip/demoCalls', { to: '+15551230486' }],
];

const post = (path: string, body: unknown, token = owner) => call(server, 'POST', path, { token, body });
const del = (path: string, body?: unknown, token = owner) => call(server, 'DELETE', path, { token, body });

describe('sip routes', () => {
  it('lists every sip route of the route table here', () => {
    const table = server.app.routeTable.filter((r) => r.plugin === 'sip').map((r) => `${r.method} ${r.url}`);
    expect(table.sort()).toEqual(ROUTES.map(([m, p]) => `${m} ${p}`).sort());
  });

  it.each(ROUTES)('%s %s: another tenant, a member and no session are refused', async (method, path, body) => {
    expect(await call(server, method, path, { token: t.globexOwner, target: orgs.acme, body })).toEqual(FORBIDDEN);
    expect(await call(server, method, path, { token: t.acmeAdmin, body })).toEqual(FORBIDDEN);
    expect(await call(server, method, path, { body })).toEqual(NOT_SIGNED_IN);
  });

  it('adds, lists and removes whitelist entries; the same network written differently is a duplicate', async () => {
    const added = await post('/api/v2/sip/ipWhitelist', { ip: '10.1.0.0/16', label: 'Office' });
    expect(added.status).toBe(201);
    expect(added.body.entry).toMatchObject({ ip: '10.1.0.0/16', label: 'Office', version: 4 });
    expect((await post('/api/v2/sip/ipWhitelist', { ip: '2001:DB8:0::1' })).body.entry).toMatchObject({ ip: '2001:db8::1', version: 6 });
    const dup = await post('/api/v2/sip/ipWhitelist', { ip: '2001:db8::1/128' });
    expect(dup).toEqual({ status: 409, body: { success: false, message: 'ip: This address or network is already on the list (as 2001:db8::1)' } });
    expect((await post('/api/v2/sip/ipWhitelist', { ip: '10.1.0.0/16', label: 'again' })).status).toBe(409);
    // the reseller above acts on Acme's list
    expect((await call(server, 'POST', '/api/v2/sip/ipWhitelist', { token: t.reseller, target: orgs.acme, body: { ip: '192.168.0.0/24' } })).status).toBe(201);
    const list = await call(server, 'GET', '/api/v2/sip/ipWhitelist', { token: owner });
    expect(list.body.ipWhitelist.map((e: { ip: string }) => e.ip)).toEqual(['10.1.0.0/16', '2001:db8::1', '192.168.0.0/24']);
    expect((await call(server, 'GET', '/api/v2/sip/ipWhitelist', { token: t.globexOwner })).body.ipWhitelist).toEqual([]);
    expect(await del('/api/v2/sip/ipWhitelist', { ip: '2001:0db8::0001/128' })).toEqual({ status: 200, body: { success: true } });
    expect((await del('/api/v2/sip/ipWhitelist', { ip: '2001:db8::1' })).status).toBe(404);
    expect((await del('/api/v2/sip/ipWhitelist', { ip: '192.168.0.0/24' }, t.globexOwner)).status).toBe(404);
    expect(await auditRows(server, 'sip.ipAdded', orgs.acme)).toHaveLength(3);
    expect(await auditRows(server, 'sip.ipRemoved', orgs.acme)).toHaveLength(1);
  });

  it.each([
    [{ ip: '256.0.0.1' }, 'ip: Expected an IPv4 or IPv6 address, or a network in CIDR notation (203.0.113.0/24)'],
    [{ ip: '10.0.0.0/33' }, 'ip: Expected a prefix length from 0 to 32'],
    [{ ip: '2001:db8::/129' }, 'ip: Expected a prefix length from 0 to 128'],
    [{ ip: '10.0.0.5/24' }, 'ip: Host bits are set: did you mean 10.0.0.0/24?'],
    [{ ip: '' }, 'ip: Required'],
    [{ ip: 'x'.repeat(5000) }, 'ip: At most 64 characters'],
    [{ ip: 42 }, undefined],
    [{ ip: '10.0.0.1', label: 'y'.repeat(101) }, 'label: At most 100 characters'],
    [{ ip: '10.0.0.1\u0000' }, undefined],
    [{}, undefined],
  ])('refuses whitelist body %j naming the field', async (body, message) => {
    const reply = await post('/api/v2/sip/ipWhitelist', body);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/^(ip|label):/);
    if (message) expect(reply.body.message).toBe(message);
  });

  it('adds, lists and removes outbound routes, stored canonical; bad URIs named by field', async () => {
    const added = await post('/api/v2/sip/outboundRoutes', { route: 'SIP:pbx@Sip.Acme.Example:5080;transport=tcp' });
    expect(added.status).toBe(201);
    expect(added.body.outboundRoute).toMatchObject({ route: 'sip:pbx@sip.acme.example:5080;transport=tcp', host: 'sip.acme.example', port: 5080 });
    expect((await post('/api/v2/sip/outboundRoutes', { route: 'sip:pbx@sip.acme.example:5080;transport=tcp' })).body.message).toBe('route: This route already exists');
    expect((await post('/api/v2/sip/outboundRoutes', { route: 'sips:bob@[2001:db8::5]' })).status).toBe(201);
    expect((await call(server, 'GET', '/api/v2/sip/outboundRoutes', { token: owner })).body.outboundRoutes).toHaveLength(2);
    expect((await post('/api/v2/sip/outboundRoutes', { route: 'sip:pbx@example.com:70000' })).body.message).toBe('route: Expected a port from 1 to 65535');
    expect((await post('/api/v2/sip/outboundRoutes', { route: 'http://example.com' })).body.message).toBe('route: Expected a SIP URI starting with sip: or sips:');
    expect((await post('/api/v2/sip/outboundRoutes', { route: 'sip:u:pw@example.com' })).body.message).toBe('route: A password is not allowed in the route');
    expect((await post('/api/v2/sip/outboundRoutes', { route: `sip:u@${'a'.repeat(600)}` })).status).toBe(400);
    expect((await del('/api/v2/sip/outboundRoutes', { route: 'sips:bob@[2001:db8::5]' }, t.globexOwner)).status).toBe(404);
    expect((await del('/api/v2/sip/outboundRoutes', { route: 'sips:bob@[2001:DB8:0::5]' })).status).toBe(200);
    expect((await del('/api/v2/sip/outboundRoutes', { route: 'sips:bob@[2001:db8::5]' })).status).toBe(404);
  });

  it('keeps the registration password sealed, never returned nor logged', async () => {
    expect((await call(server, 'GET', '/api/v2/sip/registration', { token: owner })).body).toEqual({ success: true, registration: null });
    const saved = await post('/api/v2/sip/registration', { server: 'sip:Registrar.Acme.Example:5061', username: 'acme-pbx', password: PASSWORD });
    expect(saved.status).toBe(200);
    expect(saved.body.registration).toMatchObject({ server: 'registrar.acme.example:5061', username: 'acme-pbx', passwordSet: true, status: 'registered' });
    const got = await call(server, 'GET', '/api/v2/sip/registration', { token: owner });
    expect(got.body.registration).toMatchObject({ server: 'registrar.acme.example:5061', username: 'acme-pbx', passwordSet: true });
    expect(got.body.registration).not.toHaveProperty('password');
    const [row] = await server.db.db.select().from(sipRegistrations).where(eq(sipRegistrations.accountId, orgs.acme));
    expect(row!.passwordSealed).not.toContain(PASSWORD);
    expect(unseal(row!.passwordSealed)).toBe(PASSWORD);
    const audits = await auditRows(server, 'sip.registrationSaved', orgs.acme);
    for (const text of [JSON.stringify(saved.body), JSON.stringify(got.body), JSON.stringify(audits), logLines.join('')]) expect(text).not.toContain(PASSWORD);
    expect(logLines.length).toBeGreaterThan(0);
    expect((await call(server, 'GET', '/api/v2/sip/registration', { token: t.globexOwner })).body.registration).toBeNull();
    expect(await del('/api/v2/sip/registration')).toEqual({ status: 200, body: { success: true } });
    expect((await del('/api/v2/sip/registration')).status).toBe(404);
  });

  it.each([
    [{ server: 'sip.example.com:0', username: 'u', password: 'p' }, 'server: Expected a port from 1 to 65535'],
    [{ server: 'bad host!', username: 'u', password: 'p' }, 'server: Expected a host: a domain name, an IPv4 address or an [IPv6] address'],
    [{ server: 'sip.example.com', username: 'a b', password: 'p' }, 'username: Letters, digits and - _ . ! ~ * \' ( ) & = + $ , only'],
    [{ server: 'sip.example.com', username: 'u', password: '' }, 'password: Required'],
    [{ server: 'sip.example.com', username: '', password: 'p' }, 'username: Required'],
    [{ server: 'sip.example.com', username: 'u', password: 'p'.repeat(200) }, 'password: At most 128 characters'],
  ])('refuses registration %j naming the field', async (body, message) => {
    const reply = await post('/api/v2/sip/registration', body);
    expect(reply).toEqual({ status: 400, body: { success: false, message } });
    expect(JSON.stringify(reply.body)).not.toContain('p'.repeat(200));
  });
});
