// Issue 21 point 3: custom domains. Added pending, proven by the TXT record the list shows (read from
// a DNS server this test starts, through DNS_SERVERS), failed with a plain reason, made the default
// once verified, deleted; the public lookup brands a verified domain only. Another tenant's domain
// answers 404; adding it answers 201 with the caller's own claim, as for a free host (claims are per
// account); proof of DNS control moves the one verified row; members and owners get 403.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { customDomains } from '../../server/db/schema';
import { profileForCustomDomain } from '../../server/customDomains/brand';
import { auditRows, call, FORBIDDEN, NOT_SIGNED_IN, serverWith } from './helpers';
import { startDnsServer } from './dnsServer';
import { onPostgres } from './processes';

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

  it('refuses a domain added twice (409), another tenant\'s domain (404 until it adds its own claim), members and owners', async () => {
    await reseller.add('taken.northwind-voice.example');
    expect((await reseller.add('taken.northwind-voice.example'))).toEqual({ status: 409, body: { success: false, message: 'domain: This domain is already added to this account' } });
    const blue = as(t.blueHarbor);
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

  it('lets two accounts add the same host: both 201 with their own TXT value, and no word of the other', async () => {
    const blue = as(t.blueHarbor);
    const host = 'shared.northwind-voice.example';
    const first = await reseller.add(host);
    const second = await blue.add(host);
    const free = await blue.add('free.northwind-voice.example');
    for (const r of [first, second, free]) expect(r.status).toBe(201);
    const a = first.body.domain as Domain;
    const b = second.body.domain as Domain;
    expect(b.txtValue).not.toBe(a.txtValue);
    // a held host and a free one answer alike: same keys, same values but for the host's own
    const shape = (body: Record<string, any>) => ({ ...body, domain: { ...body.domain, domain: 'x', txtName: 'x', txtValue: 'x', createdAt: 'x' } });
    expect(shape(second.body)).toEqual(shape(free.body));
    expect(JSON.stringify(second.body)).not.toContain(a.txtValue);
    expect((await blue.list()).domains.map((x) => x.domain).sort()).toEqual(['free.northwind-voice.example', host]);
    // each account's audit holds its own addition only
    expect((await auditRows(server, 'domain.added', server.seeded.blueHarbor)).map((r) => (r.after as { domain: string }).domain)).toContain(host);
    // pending rows brand nothing, however many
    expect(await lookup(host)).toBeNull();
    expect(await profileForCustomDomain(server.db.db, host)).toBeUndefined();
  });

  it('moves the one verified row to the account that proves control, unverifying and auditing the previous holder', async () => {
    const blue = as(t.blueHarbor);
    const host = 'moved.northwind-voice.example';
    const a = (await reseller.add(host)).body.domain as Domain;
    const b = (await blue.add(host)).body.domain as Domain;
    dns.txt.set(a.txtName, [a.txtValue]);
    expect((await reseller.verify(host)).body.domain.status).toBe('verified');
    expect((await reseller.setDefault(host)).body.domain.isDefault).toBe(true);
    const resellerBrand = await lookup(host);
    expect(resellerBrand).toEqual(await lookup('whitelabel.localhost'));
    // blue's check while the DNS holds the reseller's value: failed, and the reseller keeps it
    expect((await blue.verify(host)).body.domain).toMatchObject({ status: 'failed', reason: expect.stringContaining('different verification value') });
    expect((await reseller.list()).domains.find((x) => x.domain === host)).toMatchObject({ status: 'verified', isDefault: true });
    // the DNS now holds blue's value: blue proves control
    dns.txt.set(b.txtName, [b.txtValue]);
    const proved = await blue.verify(host);
    expect(proved.status).toBe(200);
    expect(proved.body.domain).toMatchObject({ status: 'verified', reason: null, txtValue: b.txtValue });
    const mine = (await reseller.list()).domains.find((x) => x.domain === host)!;
    expect(mine).toMatchObject({ status: 'failed', isDefault: false, reason: expect.stringContaining('Another account proved control of this domain') });
    expect((await reseller.list()).defaultDomain).toBeNull();
    const verifiedRows = await server.db.db.select().from(customDomains).where(and(eq(customDomains.domain, host), eq(customDomains.status, 'verified')));
    expect(verifiedRows.map((r) => r.accountId)).toEqual([server.seeded.blueHarbor]);
    expect(await lookup(host)).not.toEqual(resellerBrand);
    // audited on the previous holder's account, naming no actor
    const [entry] = await auditRows(server, 'domain.superseded', ids.reseller);
    expect(entry).toMatchObject({ actorId: 0, actorUsername: 'system', actingAsId: null, targetAccountId: ids.reseller });
    expect(entry!.before).toEqual({ domain: host, status: 'verified', isDefault: true });
    expect(entry!.after).toMatchObject({ domain: host, status: 'failed' });
    expect(await auditRows(server, 'domain.superseded', server.seeded.blueHarbor)).toEqual([]);
    // the previous holder may not make it its default again
    expect((await reseller.setDefault(host)).status).toBe(409);
  });

  it('two checks proving one host at once: one verified row, the other a clean answer (never a 500)', async () => {
    const blue = as(t.blueHarbor);
    const host = 'race.northwind-voice.example';
    const a = (await reseller.add(host)).body.domain as Domain;
    const b = (await blue.add(host)).body.domain as Domain;
    dns.txt.set(a.txtName, [a.txtValue, b.txtValue]);
    const answers = await Promise.all([reseller.verify(host), blue.verify(host)]);
    for (const r of answers) {
      if (r.status === 409) expect(r.body).toEqual({ success: false, message: 'domain: Another check of this domain proved control at the same moment; check again' });
      else expect(r.status).toBe(200);
    }
    const rows = await server.db.db.select().from(customDomains).where(eq(customDomains.domain, host));
    expect(rows.filter((r) => r.status === 'verified')).toHaveLength(1);
  });

  // PostgreSQL only (PGlite runs one transaction at a time): a verify that writes 'verified' while
  // another transaction's uncommitted 'verified' row for the host holds the index entry
  it.skipIf(!onPostgres)('refuses the second of two simultaneous proofs with a clean 409 (PostgreSQL)', async () => {
    const blue = as(t.blueHarbor);
    const host = 'simultaneous.northwind-voice.example';
    const a = (await reseller.add(host)).body.domain as Domain;
    const b = (await blue.add(host)).body.domain as Domain;
    dns.txt.set(a.txtName, [b.txtValue]);
    const db = server.db.db;
    let second: ReturnType<typeof blue.verify> | undefined;
    await db.transaction(async (tx) => {
      await tx.update(customDomains).set({ status: 'verified' }).where(and(eq(customDomains.domain, host), eq(customDomains.accountId, ids.reseller)));
      second = blue.verify(host);
      // until blue's write waits on this transaction's index entry
      for (let i = 0; i < 200; i++) {
        const waiting = (await db.execute(sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and state = 'active'`)) as unknown as { rows: { n: number }[] };
        if (waiting.rows[0]!.n > 0) break;
        await new Promise((r) => setTimeout(r, 25));
      }
    });
    expect(await second!).toEqual({ status: 409, body: { success: false, message: 'domain: Another check of this domain proved control at the same moment; check again' } });
    const rows = await db.select().from(customDomains).where(eq(customDomains.domain, host));
    expect(rows.find((r) => r.accountId === ids.reseller)!.status).toBe('verified');
    expect(rows.find((r) => r.accountId === server.seeded.blueHarbor)!.status).toBe('pending');
    // checked again, blue proves control and takes the host over
    expect((await blue.verify(host)).body.domain.status).toBe('verified');
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
