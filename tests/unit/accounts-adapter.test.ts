// The accounts plugin's adapters and calls (docs/api-contract.md "Account lists", "Creating,
// changing, deleting accounts") against the real reference server (in-process, in-memory PGlite,
// seeded). The http client is the real one; a pass-through recorder keeps each request so the
// mapping (paths, query, bodies) can be asserted next to the server's real answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataProvider } from 'react-admin';
import { signInByEmail, startTestServer, type TestServer } from '../../server/testing/index';
import { GENERATED_ORG_COUNT } from '../../server/seed/data';
import { ApiError, createHttpClient, type HttpClient } from '../../src/adapters/http';
import { recorded } from './recordedClient';
import { agentAccountsAdapter, organizationsAdapter, resellersAdapter } from '../../src/plugins/accounts/api';
import { fetchAccountInfo, searchAccounts } from '../../src/plugins/accounts/accountCalls';
import { messages } from '../../src/plugins/accounts/messages';
import type { AccountSummary } from '../../src/plugins/accounts/rules';

let server: TestServer;
const tokens: Record<'super' | 'partner' | 'reseller' | 'acme' | 'globex', string> = {} as never;

function realClient(token: string, targetAccountId: number | null = null): HttpClient {
  return createHttpClient(server.url, () => ({ token, targetAccountId, adminToken: null }));
}

/** The real client behind the recorder (recordedClient.ts). */
const recordedAs = (token: string, targetAccountId: number | null = null) => recorded(realClient(token, targetAccountId));

const orgs = (token: string, target: number | null = null) => {
  const r = recordedAs(token, target);
  return { ...r, provider: organizationsAdapter(r.http) as DataProvider };
};

const page = (p: number, filter: Record<string, unknown> = {}, sort: { field: string; order: 'ASC' | 'DESC' } = { field: 'timestamp', order: 'DESC' }) => ({
  pagination: { page: p, perPage: 20 },
  sort,
  filter,
});

const names = (data: AccountSummary[]) => data.map((a) => a.accountName);
const unique = () => Math.random().toString(36).slice(2, 8);

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(async () => {
  server = await startTestServer();
  const emails = {
    super: 'super@example.com',
    partner: 'partner@example.com',
    reseller: 'reseller@example.com',
    acme: 'owner@acme.example',
    globex: 'owner@globex.example',
  } as const;
  for (const [key, email] of Object.entries(emails)) tokens[key as keyof typeof tokens] = await signInByEmail(server.url, email);
}, 60_000);

afterAll(async () => server?.close());

// Northwind holds Acme, Globex, the disabled Initrode and the generated orgs.
const NORTHWIND_ACTIVE = 2 + GENERATED_ORG_COUNT;

describe('organizations', () => {
  it('pages 20 at a time, active only by default, without page 0 in the query', async () => {
    const { provider, calls } = orgs(tokens.reseller);
    const first = await provider.getList('organizations', page(1));
    expect(calls[0]).toEqual({
      path: '/api/v2/listOrganizations',
      method: 'GET',
      query: { pageSize: 20, active: 'true', sort: 'timestamp', order: 'desc' },
      body: undefined,
    });
    expect(first.total).toBe(NORTHWIND_ACTIVE);
    expect(first.data).toHaveLength(20);
    const second = await provider.getList('organizations', page(2));
    expect(calls[1].query).toMatchObject({ page: 1, pageSize: 20 });
    expect(second.data).toHaveLength(NORTHWIND_ACTIVE - 20);
    const all = [...first.data, ...second.data].map((a) => a.id);
    expect(new Set(all).size).toBe(NORTHWIND_ACTIVE);
    expect(all).not.toContain(server.seeded.initrode);
    // newest first
    const times = [...first.data, ...second.data].map((a) => a.timestamp as number);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('the active filter: disabled only, or all', async () => {
    const { provider } = orgs(tokens.reseller);
    const disabled = await provider.getList('organizations', page(1, { active: 'false' }));
    expect(names(disabled.data)).toEqual(['Initrode']);
    expect(disabled.data[0]).toMatchObject({ enabled: false, disabledReason: 'Unpaid invoices' });
    expect((await provider.getList('organizations', page(1, { active: 'all' }))).total).toBe(NORTHWIND_ACTIVE + 1);
  });

  it('searches with q and sorts by name', async () => {
    const { provider } = orgs(tokens.partner);
    const found = await provider.getList('organizations', page(1, { q: 'org 0' }, { field: 'accountName', order: 'ASC' }));
    expect(names(found.data)).toEqual(['Org 01', 'Org 02', 'Org 03', 'Org 04', 'Org 05', 'Org 06', 'Org 07', 'Org 08', 'Org 09']);
  });

  it('uses searchOrganizations for the spec filters', async () => {
    const { provider, calls } = orgs(tokens.partner);
    const heavy = await provider.getList('organizations', page(1, { voiceMinutesMin: '1000' }));
    expect(calls[0].path).toBe('/api/v2/searchOrganizations');
    expect(calls[0].query).toMatchObject({ voiceMinutesMin: '1000', active: 'true' });
    expect(names(heavy.data)).toEqual(['Acme']);
    expect(heavy.data[0]).toMatchObject({ productPlanId: 'growth', voiceMinutes: 1840, resellerName: 'Northwind Voice' });

    const canceled = await provider.getList('organizations', page(1, { canceled: 'true', subscribed: 'true' }));
    expect(names(canceled.data)).toEqual(['Globex']);

    const created = await provider.getList('organizations', page(1, { createdFrom: '2026-01-04', createdTo: '2026-01-04' }));
    expect(names(created.data)).toEqual(['Acme']);

    const byBilling = await provider.getList('organizations', page(1, { billingId: 'cus_globex01' }));
    expect(names(byBilling.data)).toEqual(['Globex']);

    const range = await provider.getList(
      'organizations',
      page(1, { messageCountMin: 101, messageCountMax: 303 }, { field: 'messageCount', order: 'ASC' }),
    );
    expect(names(range.data)).toEqual(['Org 01', 'Org 02', 'Org 03']);
  });

  it('refuses an invalid filter before calling the server', async () => {
    const { provider, calls } = orgs(tokens.partner);
    const error = await rejection(provider.getList('organizations', page(1, { createdFrom: 'yesterday' })));
    expect(error.message).toBe(`${messages.filters.createdFrom}: ${messages.validation.date}`);
    expect(calls).toEqual([]);
  });

  it('is forbidden on an organization view', async () => {
    const error = await rejection(orgs(tokens.acme).provider.getList('organizations', page(1)));
    expect([error.status, error.message]).toEqual([403, 'Forbidden']);
  });

  it('getOne: the account plus its summary fields; outside the subtree is refused', async () => {
    const acmeId = server.seeded.orgs.acme;
    const { data } = await orgs(tokens.partner).provider.getOne('organizations', { id: acmeId });
    expect(data).toMatchObject({
      id: acmeId, accountName: 'Acme', name: 'Ada Owner', partnerName: 'Switchboard', resellerName: 'Northwind Voice',
      productPlanId: 'growth', billingId: 'cus_acme001', voiceMinutes: 1840, enabled: true,
    });
    expect(data).not.toHaveProperty('settings');
    const error = await rejection(fetchAccountInfo(realClient(tokens.globex), acmeId));
    expect(error.status).toBe(403);
  });

  it('update: POST /api/v2/updateOrganization for that org with only its fields; the server keeps them', async () => {
    const [target] = (await orgs(tokens.reseller).provider.getList('organizations', page(1, { q: 'Org 22' }))).data;
    const { provider, calls } = orgs(tokens.reseller);
    const externalAccountId = `ext-${unique()}`;
    const result = await provider.update('organizations', {
      id: target.id,
      data: { externalAccountId, username: 'not-sent', id: target.id },
      previousData: target,
    });
    expect(calls).toEqual([
      { path: '/api/v2/updateOrganization', method: 'POST', query: { targetAccountId: target.id }, body: { externalAccountId } },
    ]);
    expect(result.data).toMatchObject({ id: target.id });
    const back = await fetchAccountInfo(realClient(tokens.reseller), target.id);
    expect(back.externalAccountId).toBe(externalAccountId);
  });
});

describe('resellers and agent accounts', () => {
  it("lists a partner's resellers; a reseller has none to list", async () => {
    const { http, calls } = recordedAs(tokens.partner);
    const { data, total } = await (resellersAdapter(http) as DataProvider).getList('resellers', page(1));
    expect(calls[0]).toMatchObject({ path: '/api/v2/listResellers', query: { pageSize: 20 } });
    expect(total).toBe(2);
    expect(names(data).sort()).toEqual(['Blue Harbor Telecom', 'Northwind Voice']);
    const error = await rejection((resellersAdapter(realClient(tokens.reseller)) as DataProvider).getList('resellers', page(1)));
    expect(error.status).toBe(403);
  });

  it("lists the viewed org's agent accounts, searched with q", async () => {
    const provider = agentAccountsAdapter(realClient(tokens.acme)) as DataProvider;
    const all = await provider.getList('agentAccounts', page(1));
    expect(all.data.map((a) => a.id).sort()).toEqual([...server.seeded.agents.acme].sort());
    const front = await provider.getList('agentAccounts', page(1, { q: 'front' }));
    expect(names(front.data)).toEqual(['Front Desk']);
    // a partner viewing Globex sees Globex's agents
    const globex = agentAccountsAdapter(realClient(tokens.partner, server.seeded.orgs.globex)) as DataProvider;
    expect((await globex.getList('agentAccounts', page(1))).data.map((a) => a.id).sort()).toEqual([...server.seeded.agents.globex].sort());
  });
});

describe('account search', () => {
  it('finds accounts across the subtree with their hierarchy names', async () => {
    const { http, calls } = recordedAs(tokens.partner);
    const found = await searchAccounts(http, '  acme ');
    expect(calls[0]).toMatchObject({ path: '/api/v2/searchAccount/enhanced', method: 'POST', body: { phrase: 'acme' } });
    const org = found.find((a) => a.id === server.seeded.orgs.acme);
    expect(org).toMatchObject({ accountType: 'organization', email: 'owner@acme.example', partnerName: 'Switchboard', resellerName: 'Northwind Voice', orgName: 'Acme' });
    expect(found.some((a) => a.accountType === 'agent')).toBe(true);
    expect(found.length).toBeLessThanOrEqual(20);
  });

  it('matches an exact external id, stays inside the caller subtree and never sends an empty phrase', async () => {
    expect((await searchAccounts(realClient(tokens.partner), 'ext-acme')).map((a) => a.id)).toContain(server.seeded.orgs.acme);
    expect(await searchAccounts(realClient(tokens.globex), 'acme')).toEqual([]);
    const { http, calls } = recordedAs(tokens.partner);
    expect(await searchAccounts(http, '   ')).toEqual([]);
    expect(calls).toEqual([]);
  });
});

/** The resources' create, as the create overlays call it: the parent's id in the data. */
const createOrganization = async (http: HttpClient, resellerId: number, body: object) =>
  (await (organizationsAdapter(http) as DataProvider).create('organizations', { data: { ...body, resellerId } })).data as AccountSummary;
const createReseller = async (http: HttpClient, partnerId: number, body: object) =>
  (await (resellersAdapter(http) as DataProvider).create('resellers', { data: { ...body, partnerId } })).data as AccountSummary;
const createAgentAccount = async (http: HttpClient, body: object, organizationId?: number) =>
  (await (agentAccountsAdapter(http) as DataProvider).create('agentAccounts', { data: { ...body, organizationId } })).data as AccountSummary;

describe('creating accounts', () => {
  it('creates an organization under a reseller; a used email is a 409 naming the field', async () => {
    const email = `new-${unique()}@org.example`;
    const { http, calls } = recordedAs(tokens.partner);
    const org = await createOrganization(http, server.seeded.blueHarbor, { email, name: 'Nia New', accountName: 'New Co', phoneNumber: `+1555${String(Date.now() % 10_000_000).padStart(7, "0")}` });
    expect(calls[0]).toMatchObject({ path: '/api/v2/createOrganization', method: 'POST', query: { targetResellerId: server.seeded.blueHarbor } });
    expect(org).toMatchObject({ accountType: 'organization', accountName: 'New Co', email, resellerId: server.seeded.blueHarbor, partnerId: 2 });
    const listed = await (organizationsAdapter(realClient(tokens.partner, server.seeded.blueHarbor)) as DataProvider).getList(
      'organizations',
      page(1, { q: email }),
    );
    expect(listed.data.map((a) => a.id)).toEqual([org.id]);

    const error = await rejection(createOrganization(realClient(tokens.partner), server.seeded.blueHarbor, { email, name: 'X', accountName: 'Y' }));
    expect([error.status, error.message]).toEqual([409, 'email: Already used by another account']);
  });

  it('creates a reseller as the partner; a reseller may not', async () => {
    const email = `reseller-${unique()}@example.com`;
    const reseller = await createReseller(realClient(tokens.partner), 2, { email, name: 'Ray', accountName: `Reseller ${unique()}` });
    expect(reseller).toMatchObject({ accountType: 'reseller', email, partnerId: 2 });
    const error = await rejection(createReseller(realClient(tokens.reseller), 2, { email: `x-${email}`, name: 'R', accountName: 'R' }));
    expect(error.status).toBe(403);
  });

  it('creates and deletes an agent account of the viewed org through the adapter', async () => {
    const provider = agentAccountsAdapter(realClient(tokens.acme)) as DataProvider;
    const name = `Agent ${unique()}`;
    const { data: agent } = await provider.create('agentAccounts', { data: { name } });
    expect(agent).toMatchObject({ accountType: 'agent', name, organizationId: server.seeded.orgs.acme });
    expect((await provider.getList('agentAccounts', page(1, { q: name }))).data.map((a) => a.id)).toEqual([agent.id]);
    await provider.delete('agentAccounts', { id: agent.id, previousData: agent });
    expect((await provider.getList('agentAccounts', page(1, { q: name }))).total).toBe(0);
  });

  it('a partner creates an agent in an org of its subtree by id', async () => {
    const agent = await createAgentAccount(realClient(tokens.partner), { name: `Bot ${unique()}` }, server.seeded.orgs.globex);
    expect(agent.organizationId).toBe(server.seeded.orgs.globex);
    const error = await rejection(createAgentAccount(realClient(tokens.globex), { name: 'Intruder' }, server.seeded.orgs.acme));
    expect(error.status).toBe(403);
  });
});
