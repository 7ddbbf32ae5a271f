// Review of issue 21 point 3: the upkeep of custom domains. "Check again" has a budget counted in the
// database (429 with Retry-After past it); the daily re-check job unverifies a domain whose TXT record
// has gone, so the lookup stops branding it, but leaves it verified while the DNS does not answer;
// an unproven claim blocks no other account (claims are per account), however recent.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { recheckDomainsJob } from '../../server/customDomains/jobs';
import { recheckVerifiedDomains } from '../../server/customDomains/recheck';
import { customDomains, rateLimits } from '../../server/db/schema';
import { JOBS } from '../../server/jobs/catalog';
import { call, serverWith } from './helpers';
import { startDnsServer } from './dnsServer';

const dns = await startDnsServer();
process.env.DNS_SERVERS = dns.address;
afterAll(async () => {
  delete process.env.DNS_SERVERS;
  await dns.close();
});
const { server, t } = await serverWith(['reseller', 'blueHarbor']);
const db = server.db.db;

const as = (token: string) => ({
  add: (domain: string) => call(server, 'POST', '/api/v2/domain', { token, body: { domain } }),
  verify: (domain: string) => call(server, 'POST', '/api/v2/domain/verify', { token, body: { domain } }),
  setDefault: (domain: string) => call(server, 'POST', '/api/v2/domain/default', { token, body: { domain } }),
});
const reseller = as(t.reseller);
const blue = as(t.blueHarbor);
const lookup = async (domain: string) => (await call(server, 'POST', '/api/v1/domain/lookup', { body: { domain } })).body.domainProfile as unknown;

async function verified(domain: string) {
  const d = (await reseller.add(domain)).body.domain as { txtName: string; txtValue: string };
  dns.txt.set(d.txtName, [d.txtValue]);
  expect((await reseller.verify(domain)).body.domain.status).toBe('verified');
  return d;
}

describe('custom domain upkeep', () => {
  it('limits checks per domain, counted in the database, with Retry-After', async () => {
    await reseller.add('loop.northwind-voice.example');
    for (let i = 0; i < 10; i++) expect((await reseller.verify('loop.northwind-voice.example')).status).toBe(200);
    const refused = await fetch(new URL(`/api/v2/domain/verify?token=${t.reseller}`, server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain: 'loop.northwind-voice.example' }),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^domain: Too many checks; try again in \d+ s$/);
    expect((await db.select().from(rateLimits).where(eq(rateLimits.bucket, 'domain-verify'))).map((r) => r.count)).toContain(11);
    // another domain of the account has its own budget
    await reseller.add('other.northwind-voice.example');
    expect((await reseller.verify('other.northwind-voice.example')).status).toBe(200);
  });

  it('re-checks verified domains daily: a gone record unverifies (lookup stops), a silent DNS does not', async () => {
    expect(JOBS).toContain(recheckDomainsJob);
    expect(recheckDomainsJob.cron).toMatch(/^\d+ \d+ \* \* \*$/);
    const kept = await verified('kept.northwind-voice.example');
    const gone = await verified('gone.northwind-voice.example');
    const unsure = await verified('unsure.northwind-voice.example');
    expect((await reseller.setDefault('gone.northwind-voice.example')).body.domain.isDefault).toBe(true);
    expect(await lookup('gone.northwind-voice.example')).not.toBeNull();
    dns.txt.delete(gone.txtName);
    dns.txt.set(unsure.txtName, 'silent');
    // checked just now: a run a day later re-checks them
    const tomorrow = new Date(Date.now() + 86_400_000);
    const result = await recheckVerifiedDomains(db, tomorrow);
    expect(result.unverified).toEqual(['gone.northwind-voice.example']);
    expect(result.unsure).toBe(1);
    const rows = new Map((await db.select().from(customDomains)).map((r) => [r.domain, r]));
    expect(rows.get('gone.northwind-voice.example')).toMatchObject({ status: 'failed', isDefault: false, checkedAt: tomorrow });
    expect(rows.get('gone.northwind-voice.example')!.reason).toContain('NXDOMAIN');
    expect(rows.get('kept.northwind-voice.example')).toMatchObject({ status: 'verified', checkedAt: tomorrow });
    expect(rows.get('unsure.northwind-voice.example')!.status).toBe('verified');
    expect(await lookup('gone.northwind-voice.example')).toBeNull();
    expect(await lookup('kept.northwind-voice.example')).not.toBeNull();
    expect(kept.txtValue).toMatch(/^switchboard-verification=/);
    // the same day again: nothing is due
    dns.txt.set(unsure.txtName, [unsure.txtValue]);
    expect((await recheckVerifiedDomains(db, tomorrow)).checked).toBe(1);
  });

  it('lets another account claim a domain pending elsewhere at once, and re-checks only verified rows', async () => {
    await reseller.add('squat.northwind-voice.example');
    const taken = await blue.add('squat.northwind-voice.example');
    expect(taken.status).toBe(201);
    const rows = await db.select().from(customDomains).where(eq(customDomains.domain, 'squat.northwind-voice.example'));
    expect(rows.map((r) => r.accountId).sort()).toEqual([server.seeded.ids.reseller, server.seeded.blueHarbor].sort());
    // the reseller's claim is untouched and still its own
    expect((await reseller.verify('squat.northwind-voice.example')).status).toBe(200);
    // a verified domain of another account: still 201, a pending claim of blue's own
    await verified('proved.northwind-voice.example');
    const second = await blue.add('proved.northwind-voice.example');
    expect(second.status).toBe(201);
    expect(second.body.domain).toMatchObject({ status: 'pending' });
    // the daily re-check reads the verified row only, and leaves blue's pending claim pending
    const result = await recheckVerifiedDomains(db, new Date(Date.now() + 86_400_000 * 3));
    expect(result.unverified).not.toContain('proved.northwind-voice.example');
    const proved = await db.select().from(customDomains).where(eq(customDomains.domain, 'proved.northwind-voice.example'));
    expect(new Map(proved.map((r) => [r.accountId, r.status]))).toEqual(new Map([[server.seeded.ids.reseller, 'verified'], [server.seeded.blueHarbor, 'pending']]));
  });
});
