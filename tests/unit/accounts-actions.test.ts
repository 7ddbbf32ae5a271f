// The accounts plugin's custom actions (accountActions.ts) as screens reach them: through the
// console's combined data provider, resource name first, against the real reference server
// (in-process, in-memory PGlite, seeded). A recorder keeps each request so the mapping can be asserted
// next to the server's real answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, type DataProvider } from 'react-admin';
import { signInByEmail, startTestServer, type TestServer } from '../../server/testing/index';
import { createHttpClient } from '../../src/adapters/http';
import { recorded } from './recordedClient';
import { createDataProvider } from '../../src/adapters/dataProvider';
import type { AccountActions } from '../../src/plugins/accounts/accountActions';
import { agentAccountsAdapter, organizationsAdapter, resellersAdapter } from '../../src/plugins/accounts/api';

let server: TestServer;
const tokens: Record<'partner' | 'acme' | 'globex', string> = {} as never;

/** The console's data provider over the real client, with every request recorded. */
function provider(token: string) {
  const { calls, http } = recorded(createHttpClient(server.url, () => ({ token, targetAccountId: null, adminToken: null })));
  const adapters = [
    { resource: 'organizations', create: organizationsAdapter },
    { resource: 'resellers', create: resellersAdapter },
    { resource: 'agentAccounts', create: agentAccountsAdapter },
  ];
  const dataProvider = createDataProvider(http, adapters, server.url, () => ({ token, targetAccountId: null, adminToken: null }));
  return { calls, dataProvider: dataProvider as DataProvider & AccountActions };
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

beforeAll(async () => {
  server = await startTestServer();
  tokens.partner = await signInByEmail(server.url, 'partner@example.com');
  tokens.acme = await signInByEmail(server.url, 'owner@acme.example');
  tokens.globex = await signInByEmail(server.url, 'owner@globex.example');
}, 60_000);

afterAll(async () => server?.close());

describe('updateAccount', () => {
  it('changes the account named by id, on any of the three resources', async () => {
    const agent = server.seeded.agents.globex[0];
    const { calls, dataProvider } = provider(tokens.partner);
    const { data } = await dataProvider.updateAccount('agentAccounts', { id: agent, data: { name: 'Renamed Agent' } });
    expect(calls[0]).toEqual({ path: '/api/v2/updateAccount', method: 'POST', query: { targetAccountId: agent }, body: { name: 'Renamed Agent' } });
    expect(data).toMatchObject({ id: agent, name: 'Renamed Agent' });
    const again = await dataProvider.updateAccount('organizations', { id: agent, data: { name: 'Renamed Again' } });
    expect(again.data.name).toBe('Renamed Again');
  });

  it("refuses another organization's account with the server's status", async () => {
    const { dataProvider } = provider(tokens.globex);
    const error = await refusal(dataProvider.updateAccount('organizations', { id: server.seeded.orgs.acme, data: { name: 'X' } }));
    expect(error.status).toBe(403);
  });
});

describe('members', () => {
  it('lists, invites and removes the admin users of an organization', async () => {
    const acme = server.seeded.orgs.acme;
    const { calls, dataProvider } = provider(tokens.acme);
    const before = (await dataProvider.listMembers('organizations', { id: acme })).data;
    expect(calls[0]).toMatchObject({ path: '/api/v2/listAdminUsers', method: 'GET', query: { targetAccountId: acme } });
    expect(before.length).toBeGreaterThan(0);

    const email = `invited-${Math.random().toString(36).slice(2, 8)}@acme.example`;
    const invited = (await dataProvider.inviteMember('organizations', { id: acme, data: { email, isOwner: false } })).data;
    expect(calls[1]).toEqual({ path: '/api/v2/inviteAdminUser', method: 'POST', query: { targetAccountId: acme }, body: { email, isOwner: false } });
    expect(invited.email).toBe(email);
    expect((await dataProvider.listMembers('organizations', { id: acme })).data.map((m) => m.email)).toContain(email);

    await dataProvider.deleteMember('organizations', { id: acme, memberId: invited.id });
    expect(calls[3]).toEqual({ path: '/api/v2/deleteAdminUser', method: 'DELETE', query: { targetAccountId: acme }, body: { targetUserId: invited.id } });
    expect((await dataProvider.listMembers('organizations', { id: acme })).data.map((m) => m.id)).not.toContain(invited.id);
  });

  it("refuses another organization's members", async () => {
    const { dataProvider } = provider(tokens.globex);
    expect((await refusal(dataProvider.listMembers('organizations', { id: server.seeded.orgs.acme }))).status).toBe(403);
  });
});
