// Issue 21 point 3: custom domains. Added pending, proven by the TXT record the list shows (read from
// a DNS server this test starts, through DNS_SERVERS), failed with a plain reason, made the default
// once verified, deleted; the public lookup brands a verified domain only. Another tenant's domain
// answers 404 (or 409 when it tries to add it), members and owners below partner controls get 403.
import { afterAll, describe, expect, it } from 'vitest';
import { auditRows, call, FORBIDDEN, NOT_SIGNED_IN, serverWith } from './helpers';
import { startDnsServer } from './dnsServer';

const dns = await startDnsServer();
process.env.DNS_SERVERS = dns.address;
afterAll(async () => {
  delete process.env.DNS_SERVERS;
  await dns.close();
});
const { server, t } = await serverWith(['reseller', 'blueHarbor', 'acmeOwner', 'acmeAdmin']);
const { ids } = server.seeded;

type Domain = { domain: string; status: string; reason: string | null; txtName: string; txtValue: string; isDefault: boolean; checkedAt: string | null };
const as = (token: string) => ({
  add: (domain: string) => call(server, 'POST', '/api/v2/domain', { token, body: { domain } }),
  verify: (domain: string) => call(server, 'POST', '/api/v2/domain/verify', { token, body: { domain } }),
  setDefault: (domain: string) => call(server, 'POST', '/api/v2/domain/default', { token, body: { domain } }),
  remove: (domain: string) => call(server, 'DELETE', '/api/v2/domain', { token, body: { domain } }),
  list: async () => (await call(server, 'GET', '/api/v2/domains', { token })).body as { domains: Domain[]; defaultDomain: string | null },
});
const reseller = as(t.reseller);
const lookup = async (domain: string) => (await call(server, 'POST', '/api/v1/domain/lookup', { body: { domain } })).body.domainProfile as { id: number } | null;

describe('custom domains', () => {
  it('adds a domain pending with its TXT record, verifies it from DNS, and only then brands the lookup', async () => {
    const added = await reseller.add('Console.Northwind-Voice.example');
    expect(added.status).toBe(201);
    const d = added.body.domain as Domain;
    expect(d).toMatchObject({ domain: 'console.northwind-voice.example', status: 'pending', reason: null, isDefault: false, checkedAt: null });
    expect(d.txtName).toBe('_switchboard.console.northwind-voice.example');
    expect(d.txtValue).toMatch(/^switchboard-verification=[0-9a-f]{32}$/);
    expect(await lookup('console.northwind-voice.example')).toBeNull();

    const missing = await reseller.verify('console.northwind-voice.example');
    expect(missing.body.domain).toMatchObject({ status: 'failed' });
    expect(missing.body.domain.reason).toContain('does not exist in DNS (NXDOMAIN)');
    expect(await lookup('console.northwind-voice.example')).toBeNull();

    // the value beside an unrelated record
    dns.txt.set(d.txtName, ['v=spf1 -all', d.txtValue]);
    const ok = await reseller.verify('console.northwind-voice.example');
    expect(ok.body.domain).toMatchObject({ status: 'verified', reason: null });
    expect(ok.body.domain.checkedAt).not.toBeNull();
    expect(dns.queries).toContain(`TXT ${d.txtName}`);
    const own = await lookup('whitelabel.localhost');
    expect(own).not.toBeNull();
    expect(await lookup('console.northwind-voice.example')).toEqual(own);
    expect(await lookup('CONSOLE.northwind-voice.example:443')).toEqual(own);
    expect(await auditRows(server, 'domain.checked', ids.reseller)).toHaveLength(2);
  });

  it('fails with a plain reason for a wrong value, no TXT record and a silent server', async () => {
    const { domain: d } = (await reseller.add('wrong.northwind-voice.example')).body as { domain: Domain };
    dns.txt.set(d.txtName, ['switchboard-verification=0000']);
    expect((await reseller.verify(d.domain)).body.domain).toMatchObject({ status: 'failed', reason: expect.stringContaining('holds a different verification value') });
    dns.txt.set(d.txtName, 'nodata');
    expect((await reseller.verify(d.domain)).body.domain.reason).toContain('No TXT record was found at _switchboard.wrong.northwind-voice.example');
    dns.txt.set(d.txtName, 'silent');
    expect((await reseller.verify(d.domain)).body.domain.reason).toBe('The DNS server did not answer in time. Check again in a few minutes.');
    expect(await lookup(d.domain)).toBeNull();
    expect((await reseller.setDefault(d.domain))).toEqual({ status: 409, body: { success: false, message: 'domain: Only a verified domain can be the default' } });
  });

  it('makes a verified domain the default (one at a time) and deletes domains', async () => {
    const names = ['a.northwind-voice.example', 'b.northwind-voice.example'];
    for (const name of names) {
      const { domain: d } = (await reseller.add(name)).body as { domain: Domain };
      dns.txt.set(d.txtName, [d.txtValue]);
      expect((await reseller.verify(name)).body.domain.status).toBe('verified');
    }
    expect((await reseller.setDefault(names[0]!)).body.domain.isDefault).toBe(true);
    expect((await reseller.setDefault(names[1]!)).body.domain.isDefault).toBe(true);
    let list = await reseller.list();
    expect(list.defaultDomain).toBe(names[1]);
    expect(list.domains.filter((x) => x.isDefault).map((x) => x.domain)).toEqual([names[1]]);
    expect((await reseller.remove(names[1]!)).body).toEqual({ success: true });
    list = await reseller.list();
    expect(list.defaultDomain).toBeNull();
    expect(list.domains.map((x) => x.domain)).not.toContain(names[1]);
    expect(await lookup(names[1]!)).toBeNull();
    expect((await reseller.remove(names[1]!)).status).toBe(404);
    expect(await auditRows(server, 'domain.deleted', ids.reseller)).toHaveLength(1);
  });

  it('refuses a domain added twice (409), another tenant\'s domain (409 to add, 404 otherwise), members and owners', async () => {
    await reseller.add('taken.northwind-voice.example');
    expect((await reseller.add('taken.northwind-voice.example')).body.message).toBe('domain: This domain is already added to this account');
    const blue = as(t.blueHarbor);
    expect(await blue.add('taken.northwind-voice.example')).toEqual({ status: 409, body: { success: false, message: 'domain: This domain is already claimed by another account' } });
    // the same answer as a domain nobody added: its owner is not revealed
    const NOT_HERE = { status: 404, body: { success: false, message: 'domain: No such domain on this account' } };
    for (const act of [blue.verify, blue.setDefault, blue.remove]) {
      expect(await act('taken.northwind-voice.example')).toEqual(NOT_HERE);
      expect(await act('never-added.northwind-voice.example')).toEqual(NOT_HERE);
    }
    expect((await blue.list()).domains).toEqual([]);
    expect((await reseller.list()).domains.map((x) => x.domain)).toContain('taken.northwind-voice.example');
    expect((await reseller.add('whitelabel.localhost')).body.message).toBe('domain: This domain is already in use by the platform');
    for (const token of [t.acmeOwner, t.acmeAdmin]) {
      expect(await call(server, 'GET', '/api/v2/domains', { token })).toEqual(FORBIDDEN);
      expect(await call(server, 'POST', '/api/v2/domain', { token, body: { domain: 'acme-own.example' } })).toEqual(FORBIDDEN);
    }
    expect(await call(server, 'GET', '/api/v2/domains', { token: t.blueHarbor, target: ids.reseller })).toEqual(FORBIDDEN);
    expect(await call(server, 'GET', '/api/v2/domains')).toEqual(NOT_SIGNED_IN);
  });

  it('refuses malformed domains naming the field', async () => {
    for (const domain of ['', '1.2.3.4', '*.example.com', 'https://x.example', 'a..b.example', 'x'.repeat(64) + '.example', 'no_underscore.example', 'localhost', '\u0000.example']) {
      const reply = await reseller.add(domain);
      expect(reply.status, domain).toBe(400);
      expect(reply.body.message, domain).toMatch(/^domain: /);
    }
    expect((await call(server, 'POST', '/api/v2/domain', { token: t.reseller, body: { domain: 12 } })).body.message).toMatch(/^domain: /);
    expect((await reseller.add('bücher-northwind.example')).body.domain.domain).toBe('xn--bcher-northwind-zvb.example');
  });
});
