import { describe, expect, it } from 'vitest';
import { call, FORBIDDEN, type Reply, serverWith } from './helpers';

const { server, t } = await serverWith(['superAdmin', 'partner', 'reseller', 'blueHarbor', 'acmeOwner', 'acmeAdmin', 'globexOwner']);

type Named = { accountName: string };
const sorted = (list: Named[]) => list.map((a) => a.accountName).sort();
async function search(query: Record<string, string>, token = t.reseller, target?: number) {
  return call(server, 'GET', '/api/v2/searchOrganizations', { token, target, query: { pageSize: '100', ...query } });
}
async function found(query: Record<string, string>): Promise<string[]> {
  const { status, body } = await search(query);
  expect(status).toBe(200);
  expect(body.total).toBe(body.organizations.length);
  return sorted(body.organizations);
}
const orgNames = (...n: number[]) => n.map((i) => `Org ${String(i).padStart(2, '0')}`);

// Seed: Org i has voiceMinutes 37i, messageCount 101i, onboardingComplete for even i, subscribed
// unless i % 3 === 0, plan ['starter','growth','scale'][i % 3], term year when i % 4 === 0.
describe('GET /api/v2/searchOrganizations', () => {
  it('filters by voice minutes and message counts (inclusive)', async () => {
    expect(await found({ voiceMinutesMin: '800' })).toEqual(['Acme', 'Org 22']);
    expect(await found({ voiceMinutesMax: '37' })).toEqual(['Org 01']);
    expect(await found({ voiceMinutesMin: '300', voiceMinutesMax: '370' })).toEqual(['Globex', 'Org 09', 'Org 10']);
    expect(await found({ messageCountMin: '2020' })).toEqual(['Acme', ...orgNames(20, 21, 22)]);
    expect(await found({ messageCountMax: '202' })).toEqual(orgNames(1, 2));
  });

  it('filters by onboardingComplete, subscribed and canceled', async () => {
    expect(await found({ onboardingComplete: 'true' })).toEqual(['Acme', 'Globex', ...orgNames(2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22)]);
    expect(await found({ onboardingComplete: 'false' })).toHaveLength(11);
    expect(await found({ subscribed: 'false' })).toEqual(orgNames(3, 6, 9, 12, 15, 18, 21));
    expect(await found({ canceled: 'true' })).toEqual(['Globex']);
    expect(await found({ canceled: 'false' })).toHaveLength(23);
  });

  it('filters by plan, term and the billing and external ids (exact)', async () => {
    expect(await found({ productPlanId: 'scale' })).toEqual(orgNames(2, 5, 8, 11, 14, 17, 20));
    expect(await found({ productPlanTerm: 'year' })).toEqual(['Globex', ...orgNames(4, 8, 12, 16, 20)]);
    expect(await found({ productPlanId: 'growth', onboardingComplete: 'true' })).toEqual(['Acme', ...orgNames(4, 10, 16, 22)]);
    expect(await found({ billingSubscriptionId: 'sub_acme001' })).toEqual(['Acme']);
    expect(await found({ billingId: 'cus_globex01' })).toEqual(['Globex']);
    expect(await found({ billingId: 'cus_globex' })).toEqual([]);
    expect(await found({ externalAccountId: 'ext-acme' })).toEqual(['Acme']);
  });

  it('filters by created and canceled dates, whole days inclusive', async () => {
    // Acme was created 2026-01-04, Globex 2026-01-11 (canceled 2026-07-20), Org i on day 30 + i.
    expect(await found({ createdFrom: '2026-01-04', createdTo: '2026-01-04' })).toEqual(['Acme']);
    expect(await found({ createdTo: '2026-01-11' })).toEqual(['Acme', 'Globex']);
    expect(await found({ createdFrom: '2026-02-22' })).toEqual(orgNames(22));
    expect(await found({ canceledFrom: '2026-07-20', canceledTo: '2026-07-20' })).toEqual(['Globex']);
    expect(await found({ canceledTo: '2026-07-19' })).toEqual([]);
  });

  it('keeps the list\'s scope, active filter, q and paging', async () => {
    expect(await found({ active: 'false' })).toEqual(['Initrode']);
    expect(await found({ active: 'all', subscribed: 'false' })).toContain('Initrode');
    expect(await found({ q: 'org 1', subscribed: 'false' })).toEqual(orgNames(12, 15, 18));
    const page = await search({ productPlanId: 'starter', pageSize: '2', page: '1', sort: 'accountName', order: 'asc' });
    expect(page.body).toMatchObject({ total: 8, page: 1, pageSize: 2 });
    expect(sorted(page.body.organizations)).toEqual(orgNames(6, 9));
    const blue = await search({}, t.blueHarbor);
    expect(sorted(blue.body.organizations)).toEqual(['Harbor Dental']);
  });

  it('validates every filter (400 naming the field)', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ voiceMinutesMin: '-1' }, 'voiceMinutesMin'],
      [{ messageCountMax: 'many' }, 'messageCountMax'],
      [{ subscribed: 'yes' }, 'subscribed'],
      [{ createdFrom: '2026-13-01' }, 'createdFrom'],
      [{ canceledTo: 'yesterday' }, 'canceledTo'],
      [{ productPlanId: ' ' }, 'productPlanId'],
      [{ page: '-1' }, 'page'],
    ];
    for (const [query, field] of cases) {
      const r = await search(query);
      expect(r.status, field).toBe(400);
      expect(r.body.message).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('refuses owners, members and callers outside the subtree', async () => {
    expect(await search({}, t.acmeOwner)).toEqual(FORBIDDEN);
    expect(await search({}, t.acmeAdmin)).toEqual(FORBIDDEN);
    expect(await search({}, t.blueHarbor, server.seeded.ids.reseller)).toEqual(FORBIDDEN);
    expect(await search({}, t.globexOwner, server.seeded.ids.reseller)).toEqual(FORBIDDEN);
  });
});

describe('POST /api/v2/searchAccount and /enhanced', () => {
  const find = (phrase: unknown, token = t.reseller, enhanced = false, target?: number) =>
    call(server, 'POST', enhanced ? '/api/v2/searchAccount/enhanced' : '/api/v2/searchAccount', {
      token,
      target,
      body: { phrase },
    });
  const usernames = (r: Reply) => (r.body.accounts as { username: string }[]).map((a) => a.username).sort();

  it('matches name, account name, username, email and phone across the caller\'s subtree', async () => {
    expect(usernames(await find('front desk'))).toEqual(['acme-front-desk', 'globex-front-desk']);
    expect(usernames(await find('Ada Owner'))).toEqual(['acme']);
    expect(usernames(await find('owner@globex'))).toEqual(['globex']);
    expect(usernames(await find('555 123 0005'))).toEqual(['acme-admin']);
    expect(usernames(await find('northwind'))).toEqual(['northwind']);
    const first = (await find('acme')).body.accounts.find((a: { id: number }) => a.id === 4);
    expect(first).toMatchObject({ accountName: 'Acme', resellerName: 'Northwind Voice', voiceMinutes: 1840 });
  });

  it('returns at most 20 and takes LIKE wildcards literally', async () => {
    expect((await find('org-')).body.accounts).toHaveLength(20);
    expect((await find('%')).body.accounts).toEqual([]);
    expect((await find('org_1')).body.accounts).toEqual([]);
  });

  it('stays inside the subtree: other orgs, other resellers and super admins are not found', async () => {
    expect(usernames(await find('acme', t.globexOwner))).toEqual([]);
    expect(usernames(await find('globex', t.acmeAdmin))).toEqual([]);
    expect(usernames(await find('acme', t.acmeAdmin))).toEqual(['acme', 'acme-admin', 'acme-after-hours', 'acme-front-desk', 'acme-sales-line']);
    expect(usernames(await find('harbor'))).toEqual([]);
    // Harbor Dental's two agents (server/seed/agents.ts) are in Blue Harbor's subtree too
    expect(usernames(await find('harbor', t.blueHarbor))).toEqual(['blue-harbor', 'harbor-dental', 'harbor-dental-recall-line', 'harbor-dental-reception']);
    expect(usernames(await find('Sam Super', t.partner))).toEqual([]);
    expect(usernames(await find('Sam Super', t.superAdmin))).toEqual(['super']);
  });

  it('enhanced also matches an exact id, external account id and billing ids', async () => {
    expect(usernames(await find('ext-acme'))).toEqual([]);
    expect(usernames(await find('ext-acme', t.reseller, true))).toEqual(['acme']);
    expect(usernames(await find('cus_globex01', t.reseller, true))).toEqual(['globex']);
    expect(usernames(await find('sub_acme001', t.reseller, true))).toEqual(['acme']);
    const agentId = String(server.seeded.agents.acme[0]);
    expect(usernames(await find(agentId))).not.toContain('acme-front-desk');
    expect(usernames(await find(agentId, t.reseller, true))).toContain('acme-front-desk');
    expect(usernames(await find('cus_acme001', t.globexOwner, true))).toEqual([]);
    // An exact id or username comes first, whatever else matches (the list stops at 20).
    expect((await find('2', t.superAdmin, true)).body.accounts[0].id).toBe(2);
    // 'globex-after-hours' (account name 'After Hours') sorts before 'Globex' by name.
    expect((await find('Globex', t.reseller)).body.accounts.map((a: { username: string }) => a.username).slice(0, 2)).toEqual([
      'globex',
      'globex-after-hours',
    ]);
  });

  it('validates the phrase and refuses a target outside the subtree', async () => {
    expect(await find('')).toEqual({ status: 400, body: { success: false, message: 'phrase: Required' } });
    expect((await find('x'.repeat(101))).status).toBe(400);
    expect((await find(42)).status).toBe(400);
    expect(await find('acme', t.globexOwner, false, server.seeded.orgs.acme)).toEqual(FORBIDDEN);
    expect(await find('acme', t.blueHarbor, true, server.seeded.ids.reseller)).toEqual(FORBIDDEN);
  });
});

describe('GET /api/v1/account/{username} (public)', () => {
  it('answers the public profile, 404 for unknown or disabled accounts', async () => {
    const r = await call(server, 'GET', '/api/v1/account/acme');
    expect(r).toEqual({
      status: 200,
      body: { success: true, account: { username: 'acme', name: 'Ada Owner', accountName: 'Acme', accountType: 'organization', image: null } },
    });
    expect((await call(server, 'GET', '/api/v1/account/nobody-here')).status).toBe(404);
    expect((await call(server, 'GET', '/api/v1/account/initrode')).status).toBe(404);
  });
});
