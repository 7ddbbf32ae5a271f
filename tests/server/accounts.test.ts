import { describe, expect, it } from 'vitest';
import { call, FORBIDDEN, serverWith } from './helpers';

const { server, t } = await serverWith(['superAdmin', 'partner', 'reseller', 'blueHarbor', 'acmeOwner', 'acmeAdmin', 'globexOwner']);

const names = (list: { accountName: string }[]) => list.map((a) => a.accountName);
const orgs = (token: string, query: Record<string, string> = {}, target?: number) =>
  call(server, 'GET', '/api/v2/listOrganizations', { token, query, target });

describe('GET /api/v2/listOrganizations', () => {
  it('pages the reseller\'s active organizations (0-based, 20 by default, newest first)', async () => {
    const first = await orgs(t.reseller);
    expect(first.status).toBe(200);
    // Acme, Globex and Org 01..22; Initrode is disabled.
    expect(first.body).toMatchObject({ success: true, total: 24, page: 0, pageSize: 20 });
    expect(first.body.organizations).toHaveLength(20);
    expect(first.body.organizations[0].accountName).toBe('Org 22');
    const second = await orgs(t.reseller, { page: '1' });
    expect(names(second.body.organizations)).toEqual(['Org 02', 'Org 01', 'Globex', 'Acme']);
    const all = new Set([...names(first.body.organizations), ...names(second.body.organizations)]);
    expect(all.size).toBe(24);
    const big = await orgs(t.reseller, { pageSize: '100' });
    expect(big.body.organizations).toHaveLength(24);
  });

  it('filters by active (default true), false and all', async () => {
    const disabled = await orgs(t.reseller, { active: 'false' });
    expect(names(disabled.body.organizations)).toEqual(['Initrode']);
    expect(disabled.body.organizations[0]).toMatchObject({ enabled: false, disabledReason: 'Unpaid invoices' });
    expect((await orgs(t.reseller, { active: 'all' })).body.total).toBe(25);
  });

  it('answers the contract\'s summary shape, names joined', async () => {
    const { body } = await orgs(t.reseller, { q: 'acme' });
    expect(body.total).toBe(1);
    expect(body.organizations[0]).toEqual({
      id: 4, username: 'acme', accountType: 'organization', accountName: 'Acme', name: 'Ada Owner',
      email: 'owner@acme.example', phoneNumber: '+15551230004', partnerId: 2, resellerId: 3,
      organizationId: 4, enabled: true, isOwner: false, superAdmin: false, timestamp: 1767484800,
      partnerName: 'Switchboard', resellerName: 'Northwind Voice', orgName: 'Acme',
      externalAccountId: 'ext-acme', externalBillingId: null,
      productPlanId: 'growth', productPlanTerm: 'month', subscribed: true, canceled: false,
      canceledAt: null, billingId: 'cus_acme001', billingSubscriptionId: 'sub_acme001',
      onboardingComplete: true, voiceMinutes: 1840, messageCount: 5210,
      disabledReason: null, disabledDetails: null,
    });
  });

  it('searches name, account name, username and email, with LIKE wildcards taken literally', async () => {
    expect(names((await orgs(t.reseller, { q: 'GRACE' })).body.organizations)).toEqual(['Globex']);
    expect((await orgs(t.reseller, { q: 'org-0' })).body.total).toBe(9);
    expect((await orgs(t.reseller, { q: 'owner@org-15' })).body.total).toBe(1);
    expect((await orgs(t.reseller, { q: 'org_0' })).body.total).toBe(0);
    expect((await orgs(t.reseller, { q: '%' })).body.total).toBe(0);
  });

  it('sorts by accountName, voiceMinutes and messageCount', async () => {
    const byName = await orgs(t.reseller, { sort: 'accountName', order: 'asc', pageSize: '3' });
    expect(names(byName.body.organizations)).toEqual(['Acme', 'Globex', 'Org 01']);
    const byMinutes = await orgs(t.reseller, { sort: 'voiceMinutes', pageSize: '2' });
    expect(names(byMinutes.body.organizations)).toEqual(['Acme', 'Org 22']);
    const byMessages = await orgs(t.reseller, { sort: 'messageCount', order: 'asc', pageSize: '1' });
    expect(names(byMessages.body.organizations)).toEqual(['Org 01']);
  });

  it('scopes by target: partner, another reseller, super admin on itself', async () => {
    // Partner: Northwind's 24 + Harbor Dental; never the super admin's own organization.
    const partner = await orgs(t.partner);
    expect(partner.body.total).toBe(25);
    expect((await orgs(t.partner, { q: 'Switchboard HQ' })).body.total).toBe(0);
    const viaBlueHarbor = await orgs(t.partner, {}, server.seeded.blueHarbor);
    expect(names(viaBlueHarbor.body.organizations)).toEqual(['Harbor Dental']);
    expect(names((await orgs(t.blueHarbor)).body.organizations)).toEqual(['Harbor Dental']);
    expect((await orgs(t.superAdmin)).body.total).toBe(26);
  });

  it('refuses owners, members, callers outside the subtree and non-list targets', async () => {
    expect(await orgs(t.acmeOwner)).toEqual(FORBIDDEN);
    expect(await orgs(t.acmeAdmin)).toEqual(FORBIDDEN);
    expect(await orgs(t.globexOwner, {}, server.seeded.ids.reseller)).toEqual(FORBIDDEN);
    expect(await orgs(t.blueHarbor, {}, server.seeded.ids.reseller)).toEqual(FORBIDDEN);
    expect(await orgs(t.reseller, {}, server.seeded.orgs.acme)).toEqual(FORBIDDEN);
    expect(await orgs(t.superAdmin, {}, server.seeded.orgs.acme)).toEqual(FORBIDDEN);
  });

  it('validates page, pageSize, active, sort and order (400 naming the field)', async () => {
    const bad = async (query: Record<string, string>, field: string) => {
      const r = await orgs(t.reseller, query);
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(new RegExp(`^${field}: `));
    };
    await bad({ page: '-1' }, 'page');
    await bad({ page: '1.5' }, 'page');
    await bad({ page: 'abc' }, 'page');
    await bad({ pageSize: '101' }, 'pageSize');
    await bad({ pageSize: '0' }, 'pageSize');
    await bad({ active: 'yes' }, 'active');
    await bad({ sort: 'email' }, 'sort');
    await bad({ order: 'up' }, 'order');
  });
});

describe('GET /api/v2/listResellers', () => {
  const resellers = (token: string, query: Record<string, string> = {}, target?: number) =>
    call(server, 'GET', '/api/v2/listResellers', { token, query, target });

  it('lists a partner\'s resellers, all of them for a super admin, with q and paging', async () => {
    const partner = await resellers(t.partner, { sort: 'accountName', order: 'asc' });
    expect(partner.status).toBe(200);
    expect(names(partner.body.resellers)).toEqual(['Blue Harbor Telecom', 'Northwind Voice']);
    expect(partner.body.resellers[0]).toMatchObject({ accountType: 'reseller', partnerName: 'Switchboard', resellerName: 'Blue Harbor Telecom' });
    expect((await resellers(t.superAdmin)).body.total).toBe(2);
    expect(names((await resellers(t.partner, { q: 'north' })).body.resellers)).toEqual(['Northwind Voice']);
    const paged = await resellers(t.partner, { pageSize: '1', page: '1' });
    expect(paged.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(paged.body.resellers).toHaveLength(1);
  });

  it('refuses resellers, owners, members and callers outside the subtree', async () => {
    expect(await resellers(t.reseller)).toEqual(FORBIDDEN);
    expect(await resellers(t.blueHarbor)).toEqual(FORBIDDEN);
    expect(await resellers(t.acmeOwner)).toEqual(FORBIDDEN);
    expect(await resellers(t.acmeAdmin)).toEqual(FORBIDDEN);
    expect(await resellers(t.reseller, {}, server.seeded.ids.partner)).toEqual(FORBIDDEN);
    expect((await resellers(t.partner, { pageSize: 'x' })).status).toBe(400);
  });
});

describe('GET /api/v2/listAccounts', () => {
  const agents = (token: string, query: Record<string, string> = {}, target?: number) =>
    call(server, 'GET', '/api/v2/listAccounts', { token, query, target });

  it('lists the agent accounts of the target\'s organization or of targetOrganizationId', async () => {
    const own = await agents(t.acmeOwner);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ total: 3, page: 0, pageSize: 20 });
    expect(names(own.body.accounts)).toEqual(['After Hours', 'Front Desk', 'Sales Line']);
    expect(own.body.accounts[0]).toMatchObject({ accountType: 'agent', organizationId: 4, orgName: 'Acme', resellerName: 'Northwind Voice' });
    expect((await agents(t.acmeAdmin)).body.total).toBe(3);
    const globex = await agents(t.reseller, { targetOrganizationId: String(server.seeded.orgs.globex) });
    expect(globex.body.accounts.map((a: { username: string }) => a.username)).toContain('globex-front-desk');
    expect((await agents(t.reseller, { q: 'desk' }, server.seeded.orgs.acme)).body.total).toBe(1);
    expect((await agents(t.acmeOwner, { pageSize: '2', page: '1' })).body.accounts).toHaveLength(1);
  });

  it('refuses an organization outside the subtree, a non-organization and a target without one', async () => {
    const acmeId = String(server.seeded.orgs.acme);
    expect(await agents(t.globexOwner, { targetOrganizationId: acmeId })).toEqual(FORBIDDEN);
    expect(await agents(t.blueHarbor, { targetOrganizationId: acmeId })).toEqual(FORBIDDEN);
    expect(await agents(t.globexOwner, {}, server.seeded.orgs.acme)).toEqual(FORBIDDEN);
    expect(await agents(t.reseller, { targetOrganizationId: String(server.seeded.agents.acme[0]) })).toEqual(FORBIDDEN);
    expect(await agents(t.reseller, { targetOrganizationId: '987654' })).toEqual(FORBIDDEN);
    const notANumber = await agents(t.reseller, { targetOrganizationId: 'abc' });
    expect(notANumber).toEqual({ status: 400, body: { success: false, message: 'targetOrganizationId: Expected an account id' } });
    expect((await agents(t.reseller)).status).toBe(400);
    expect((await agents(t.acmeOwner, { page: '-2' })).status).toBe(400);
  });
});
