// The console's side of retry-safe writes (issue 17 point 4): each create and each custom action is
// one call of the http client, which sends one fresh Idempotency-Key with it; two submits are two
// keys; a resend of the same call (what the client's retry does) carries the same key and gets the
// server's first answer. Against the real reference server (in-process PGlite); the fetch under
// the client is the real one, with each request it sends kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataProvider } from 'react-admin';
import { signInByEmail, startTestServer, type TestServer } from '../../server/testing/index';
import { createDataProvider, simpleRestHttpClient } from '../../src/adapters/dataProvider';
import { createHttpClient } from '../../src/adapters/http';
import { newIdempotencyKey } from '../../src/adapters/idempotencyKey';
import type { AccountActions } from '../../src/plugins/accounts/accountActions';
import { organizationsAdapter } from '../../src/plugins/accounts/api';
import { contactsAdapter } from '../../src/plugins/contacts/api';

let server: TestServer;
let token: string;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Sent {
  method: string;
  path: string;
  key: string | null;
  resend: () => Promise<Response>;
}

/** The console's data provider over the real client and the real fetch, with every request kept. */
function consoleProvider() {
  const sent: Sent[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    const url = new URL(String(input));
    sent.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      key: new Headers(init?.headers).get('idempotency-key'),
      resend: () => fetch(input, init),
    });
    return fetch(input, init);
  };
  const context = () => ({ token, targetAccountId: null, adminToken: null });
  const http = createHttpClient(server.url, context, fetchImpl);
  const adapters = [
    { resource: 'contacts', create: contactsAdapter },
    { resource: 'organizations', create: organizationsAdapter },
  ];
  return { sent, dataProvider: createDataProvider(http, adapters, server.url, context) as DataProvider & AccountActions };
}

beforeAll(async () => {
  server = await startTestServer();
  token = await signInByEmail(server.url, 'owner@acme.example');
}, 180_000);

afterAll(async () => server?.close());

describe('Idempotency-Key from the console', () => {
  it('sends one key with one create, and two different keys with two submits of the same form', async () => {
    const { sent, dataProvider } = consoleProvider();
    const data = { firstName: 'Submitted Twice', email: 'twice@submit.example' };
    const first = await dataProvider.create('contacts', { data });
    const second = await dataProvider.create('contacts', { data });
    const posts = sent.filter((s) => s.method === 'POST');
    expect(posts.map((s) => s.path)).toEqual(['/api/v2/contact', '/api/v2/contact']);
    expect(posts[0].key).toMatch(UUID);
    expect(posts[1].key).toMatch(UUID);
    expect(posts[1].key).not.toBe(posts[0].key);
    // two submits are two contacts: the keys tell retries apart from new submits, not forms
    expect(second.data.id).not.toBe(first.data.id);
  });

  it('sends the same key again when the same call is sent again, and the server answers it with the first answer', async () => {
    const { sent, dataProvider } = consoleProvider();
    const first = await dataProvider.create('contacts', { data: { firstName: 'Resent Once' } });
    const resent = await sent[sent.length - 1].resend();
    expect(resent.status).toBe(201);
    expect(resent.headers.get('idempotent-replayed')).toBe('true');
    expect((await resent.json()).contact.id).toBe(first.data.id);
    const { total } = await dataProvider.getList('contacts', { filter: { q: 'Resent Once' }, pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' } });
    expect(total).toBe(1);
  });

  it('sends a key with a custom action, and none with reads, updates or deletes', async () => {
    const { sent, dataProvider } = consoleProvider();
    const acme = server.seeded.orgs.acme;
    await dataProvider.inviteMember('organizations', { id: acme, data: { email: 'keyed-invite@acme.example', isOwner: false } });
    const made = await dataProvider.create('contacts', { data: { firstName: 'Read Back' } });
    await dataProvider.getOne('contacts', { id: made.data.id });
    await dataProvider.delete('contacts', { id: made.data.id, previousData: made.data });
    const keyed = sent.filter((s) => s.key !== null).map((s) => `${s.method} ${s.path}`);
    expect(keyed).toEqual(['POST /api/v2/inviteAdminUser', 'POST /api/v2/contact']);
    expect(sent.filter((s) => s.method !== 'POST').every((s) => s.key === null)).toBe(true);
  });

  it('sends a key with a create of the generic simple-rest resources too', async () => {
    const seen: (string | null)[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get('idempotency-key'));
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      const client = simpleRestHttpClient(() => ({ token, targetAccountId: null, adminToken: null }));
      await client(`${server.url}/api/v2/contact`, { method: 'POST', body: JSON.stringify({ firstName: 'Simple Rest' }) });
      await client(`${server.url}/api/v2/contact`, { method: 'GET' });
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(seen[0]).toMatch(UUID);
    expect(seen[1]).toBeNull();
  });

  it('makes version-4 UUIDs even where crypto.randomUUID is missing (plain http on a LAN address)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
