// The kernel's session, sign-in calls and data provider against the real reference server,
// in-process on an in-memory database (no HTTP is mocked).
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { latestOutboxCode, startTestServer, type TestServer } from '../../server/testing/index';
import { createHttpClient, ApiError } from '../../src/adapters/http';
import { createStorage, memoryStorage } from '../../src/adapters/storage';
import { createDataProvider } from '../../src/adapters/dataProvider';
import { Session } from '../../src/kernel/session';
import { createSignInApi } from '../../src/kernel/signin/signInApi';
import { lookupDomainProfile } from '../../src/kernel/domain';
import { brandFor } from '../../src/shared/whiteLabel';
import { buildContainer, collect } from '../../src/kernel/container';
import { TOKENS } from '../../src/kernel/tokens';
import type { PluginModule } from '../../src/kernel/contracts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => server?.close());

const publicHttp = () => createHttpClient(server.url, () => ({ token: null, targetAccountId: null, adminToken: null }));

const latestCode = async (to: string): Promise<number> => Number(await latestOutboxCode(server.url, to));

async function tokenFor(email: string): Promise<string> {
  const api = createSignInApi(publicHttp());
  await api.requestEmailCode(email);
  return api.verifyEmailCode(email, await latestCode(email), false);
}

function newSession(storage = createStorage(memoryStorage()), inMobileApp = () => false) {
  const onLoggedOut = vi.fn();
  const session = new Session({ storage, apiUrl: server.url, onLoggedOut, inMobileApp });
  return { session, storage, onLoggedOut };
}

describe('sign-in calls', () => {
  it('email code → session token; the code is sent as an integer', async () => {
    expect(await tokenFor('owner@acme.example')).toMatch(/^[\w-]{20,}$/);
  });

  it('a wrong code is "Could not verify code."', async () => {
    const api = createSignInApi(publicHttp());
    await api.requestEmailCode('owner@acme.example');
    const right = await latestCode('owner@acme.example');
    const wrong = right === 999999 ? 100000 : right + 1;
    await expect(api.verifyEmailCode('owner@acme.example', wrong, false)).rejects.toMatchObject({
      status: 400,
      message: 'Could not verify code.',
    });
  });

  it('mobile verification returns a token too', async () => {
    const api = createSignInApi(publicHttp());
    await api.requestEmailCode('admin@acme.example');
    expect(await api.verifyEmailCode('admin@acme.example', await latestCode('admin@acme.example'), true)).toBeTruthy();
  });

  it.each([
    ['', 'No auth token provided'],
    ['not-a-real-token', 'Could not authenticate with token'],
  ])('one-time token %j → %s', async (token, message) => {
    await expect(createSignInApi(publicHttp()).oneTimeAuth(token)).rejects.toMatchObject({ message });
  });

  it('allocates a temporary session', async () => {
    const temp = await createSignInApi(publicHttp()).allocateTempUserSession();
    expect(temp.id).toBeTruthy();
    expect(temp.token).toBeTruthy();
  });
});

describe('session', () => {
  it('signs in, caches the account, and shows the cache first on the next load', async () => {
    const { session, storage } = newSession();
    const user = await session.signIn(await tokenFor('owner@acme.example'));
    expect(user?.email).toBe('owner@acme.example');
    expect(storage.getJson<{ email: string }>('account')?.email).toBe('owner@acme.example');

    const next = newSession(storage).session;
    expect(next.user?.email).toBe('owner@acme.example'); // before any call
    // the stored copy is not the server's answer: a view must not take its settings as fresh
    expect(next.accountReadAt()).toBeNull();
    const asked = Date.now();
    expect((await next.refresh())?.email).toBe('owner@acme.example');
    expect(next.accountReadAt()).toBeGreaterThanOrEqual(asked);
  });

  it('an unsuccessful account response logs out', async () => {
    const storage = createStorage(memoryStorage());
    storage.set('token', 'revoked-or-invented');
    storage.setJson('account', { id: 1, username: 'stale' });
    const { session, onLoggedOut } = newSession(storage);
    expect(await session.refresh()).toBeNull();
    expect(session.token).toBeNull();
    expect(storage.get('account')).toBeNull();
    expect(onLoggedOut).toHaveBeenCalledWith('/app');
  });

  it('logout revokes the token and clears storage but keeps the mobile and generic flags', async () => {
    const { session, storage, onLoggedOut } = newSession();
    const token = await tokenFor('owner@globex.example');
    await session.signIn(token);
    storage.set('mobile', 'false');
    storage.set('generic', 'true');
    storage.set('superAdminToken', 'x');
    await session.logout();
    expect(storage.get('token')).toBeNull();
    expect(storage.get('superAdminToken')).toBeNull();
    expect(storage.get('mobile')).toBe('false');
    expect(storage.get('generic')).toBe('true');
    expect(onLoggedOut).toHaveBeenCalledWith('/app');
    const http = createHttpClient(server.url, () => ({ token, targetAccountId: null, adminToken: null }));
    await expect(http.request('/api/v1/account')).rejects.toMatchObject({ status: 401 });
  });

  it('signing out aborts the calls in flight and sends no new one but the sign-out: no 401 reaches the page', async () => {
    const sent: string[] = [];
    const answered: number[] = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      const path = new URL(String(input)).pathname;
      sent.push(path);
      // a slow read: still in flight when sign-out starts
      if (path === '/api/v2/contacts') await new Promise((resolve) => setTimeout(resolve, 300));
      const response = await fetch(input, init);
      answered.push(response.status);
      return response;
    };
    const onLoggedOut = vi.fn();
    const session = new Session({ storage: createStorage(memoryStorage()), apiUrl: server.url, onLoggedOut, inMobileApp: () => false, fetchImpl });
    await session.signIn(await tokenFor('owner@globex.example'));
    const http = session.http();
    const slow = http.request('/api/v2/contacts');
    const leaving = session.logout();
    // a widget's poll while the sign-out call is out: not sent
    const late = http.request('/api/v1/account');
    await expect(late).rejects.toMatchObject({ name: 'AbortError' });
    await expect(slow).rejects.toMatchObject({ name: 'AbortError' });
    await leaving;
    expect(sent.filter((p) => p !== '/api/v1/account')).toEqual(['/api/v2/contacts', '/api/v1/logout']);
    expect(answered.filter((status) => status === 401)).toEqual([]);
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
    // the query cache retries the aborted read a moment later: signed out, it is not sent either
    await expect(http.request('/api/v2/contacts')).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent.filter((p) => p !== '/api/v1/account')).toEqual(['/api/v2/contacts', '/api/v1/logout']);
    // two sign-outs at once are one
    await session.signIn(await tokenFor('owner@globex.example'));
    await Promise.all([session.logout(), session.logout()]);
    expect(sent.filter((p) => p === '/api/v1/logout')).toHaveLength(2);
    // and the gate opens again for the next session
    await session.signIn(await tokenFor('owner@globex.example'));
    await expect(session.http().request('/api/v1/account')).resolves.toMatchObject({ success: true });
  });

  it('inside the mobile app logout lands on /mobile/start', async () => {
    const { session, onLoggedOut } = newSession(undefined, () => true);
    await session.signIn(await tokenFor('owner@globex.example'));
    await session.logout();
    expect(onLoggedOut).toHaveBeenCalledWith('/mobile/start');
  });

  it('carries the target account id on its calls', async () => {
    const { session } = newSession();
    const user = await session.signIn(await tokenFor('super@example.com'));
    const http = session.http(() => user!.id);
    const response = await http.request<{ account: { id: number } }>('/api/v1/account');
    expect(response.account.id).toBe(user!.id);
    const forbidden = newSession().session;
    await forbidden.signIn(await tokenFor('owner@globex.example'));
    await expect(forbidden.http(() => user!.id).request('/api/v1/account')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('data provider', () => {
  it('routes a resource to its plugin adapter and maps errors to the catalogue', async () => {
    const { session } = newSession();
    await session.signIn(await tokenFor('owner@acme.example'));
    const http = session.http();
    const context = () => ({ token: session.token, targetAccountId: null, adminToken: null });
    const contacts = (await import('../../src/plugins/contacts/module')).default as PluginModule;
    const adapters = collect(buildContainer([contacts]), TOKENS.ResourceAdapter);
    const provider = createDataProvider(http, adapters, server.url, context);
    const list = await provider.getList('contacts', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.total).toBeGreaterThanOrEqual(list.data.length);

    // a resource nobody contributed goes to ra-data-simple-rest at the API host
    const error = await provider.getList('no-such-resource', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(404);
  });
});

describe('domain lookup', () => {
  it('localhost is the own brand; an unknown host is generic', async () => {
    expect(brandFor(await lookupDomainProfile(publicHttp(), 'localhost')).name).toBe('Switchboard');
    expect(brandFor(await lookupDomainProfile(publicHttp(), 'nowhere.invalid')).name).toBe('Agent Console');
  });
});
