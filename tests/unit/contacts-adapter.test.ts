// The adapter's mapping of react-admin calls onto /api/v2/contact (docs/api-contract.md), checked
// against the real reference server (in-process, in-memory PGlite, seeded). The http client is the
// real one; a pass-through recorder in front of it keeps each request so the mapping (paths,
// query, bodies) can be asserted next to the server's real answers. No response is canned.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DataProvider } from 'react-admin';
import { signInByEmail, startTestServer, type TestServer } from '../../server/testing/index';
import { ACME_CONTACTS } from '../../server/seed/data';
import { createHttpClient, type HttpClient } from '../../src/adapters/http';
import { recorded } from './recordedClient';
import { contactsAdapter, listQuery } from '../../src/plugins/contacts/api';
import { NO_TOKEN_OR_ORG } from '../../src/plugins/contacts/messages';
import type { Contact } from '../../src/plugins/contacts/rules';

const PATH = '/api/v2/contact';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The server's own messages (server/auth/context.ts, server/areas/contacts.ts).
const NOT_SIGNED_IN = 'Not signed in';
const NOT_FOUND = 'Contact not found';

let server: TestServer;
let acmeToken: string;
let globexToken: string;
let resellerToken: string;
/** Seeded Acme contacts by first name, as the server returns them. */
const acme = new Map<string, Contact>();
/** Contacts a test created; removed after each test so every test sees the seeded org. */
const created: string[] = [];

function realClient(token: string | null, targetAccountId: number | null = null): HttpClient {
  return createHttpClient(server.url, () => ({ token, targetAccountId, adminToken: null }));
}

/** The adapter over the real client behind the recorder (recordedClient.ts). */
function as(token: string | null, targetAccountId: number | null = null) {
  const { calls, http } = recorded(realClient(token, targetAccountId));
  return { calls, provider: contactsAdapter(http) as DataProvider };
}

/** A contact made straight through the http client (not the adapter under test). */
async function fixture(data: Record<string, unknown>): Promise<Contact> {
  const { contact } = await realClient(acmeToken).request<{ contact: Contact }>(PATH, { method: 'POST', body: data });
  created.push(contact.id);
  return contact;
}

/** A contact read straight through the http client; the ApiError when it fails. */
function readBack(id: string, token = acmeToken): Promise<Contact> {
  return realClient(token)
    .request<{ contact: Contact }>(`${PATH}/${id}`)
    .then((r) => r.contact);
}

async function acmeTotal(): Promise<number> {
  return (await realClient(acmeToken).request<{ total: number }>(PATH, { query: { pageSize: 1 } })).total;
}

/** Seed row i of Acme as the server returns it (creation times are one hour apart from 2026-01-01). */
function seededAcme(i: number) {
  const at = new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString();
  return {
    ...ACME_CONTACTS[i],
    id: expect.stringMatching(UUID),
    organizationId: server.seeded.orgs.acme,
    createdAt: at,
    updatedAt: at,
  };
}

const byFirstName = ACME_CONTACTS.map((_, i) => i).sort((a, b) =>
  String(ACME_CONTACTS[a].firstName).toLowerCase() < String(ACME_CONTACTS[b].firstName).toLowerCase() ? -1 : 1,
);
const seedIndex = (firstName: string) => ACME_CONTACTS.findIndex((c) => c.firstName === firstName);
const one = (firstName: string): Contact => {
  const contact = acme.get(firstName);
  if (!contact) throw new Error(`no seeded contact ${firstName}`);
  return contact;
};

const plainList = { pagination: { page: 1, perPage: 20 }, sort: { field: 'createdAt', order: 'DESC' as const }, filter: {} };

beforeAll(async () => {
  server = await startTestServer();
  [acmeToken, globexToken, resellerToken] = await Promise.all([
    signInByEmail(server.url, 'owner@acme.example'),
    signInByEmail(server.url, 'owner@globex.example'),
    signInByEmail(server.url, 'reseller@example.com'),
  ]);
  const { contacts } = await realClient(acmeToken).request<{ contacts: Contact[] }>(PATH, { query: { pageSize: 100 } });
  for (const contact of contacts) acme.set(String(contact.firstName), contact);
}, 60_000);

afterEach(async () => {
  const http = realClient(acmeToken);
  for (const id of created.splice(0)) {
    await http.request(PATH, { method: 'DELETE', body: { id } }).catch(() => undefined);
  }
});

afterAll(async () => server?.close());

describe('listQuery', () => {
  it.each([
    [{}, { page: 1, pageSize: 20 }],
    [{ pagination: { page: 3, perPage: 20 } }, { page: 3, pageSize: 20 }],
    [{ pagination: { page: 0, perPage: 500 } }, { page: 1, pageSize: 100 }],
    [{ filter: { q: '  ada ' } }, { page: 1, pageSize: 20, search: 'ada' }],
    [{ filter: { q: '' } }, { page: 1, pageSize: 20 }],
    [{ sort: { field: 'createdAt', order: 'DESC' } }, { page: 1, pageSize: 20, sort: 'createdAt', order: 'desc' }],
    [{ sort: { field: 'lastName', order: 'ASC' } }, { page: 1, pageSize: 20, sort: 'lastName', order: 'asc' }],
    [{ sort: { field: 'name', order: 'ASC' } }, { page: 1, pageSize: 20, sort: 'firstName', order: 'asc' }],
    [{ sort: { field: 'company', order: 'ASC' } }, { page: 1, pageSize: 20 }], // not sortable server-side
  ])('%j → %j', (params, expected) => {
    expect(listQuery(params as any)).toEqual(expected);
  });
});

describe('contactsAdapter against the reference server', () => {
  it('the seeded org is what the tests expect', () => {
    expect([...acme.keys()].sort()).toEqual(ACME_CONTACTS.map((c) => String(c.firstName)).sort());
    expect(one('Maria')).toEqual(seededAcme(0));
  });

  it('getList: GET /api/v2/contact with page, pageSize, sort, order → that page and the total', async () => {
    const { provider, calls } = as(acmeToken);
    const result = await provider.getList('contacts', {
      pagination: { page: 2, perPage: 3 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(calls).toEqual([
      { path: PATH, method: 'GET', query: { page: 2, pageSize: 3, sort: 'firstName', order: 'asc' }, body: undefined },
    ]);
    expect(result.total).toBe(ACME_CONTACTS.length);
    expect(result.data).toEqual(byFirstName.slice(3, 6).map(seededAcme));
    expect(result.data.map((c) => c.firstName)).toEqual(['Luca', 'Maria', 'Priya']);
  });

  it('getList: the search (trimmed) finds Maria Garcia only, with the sort and order sent', async () => {
    const { provider, calls } = as(acmeToken);
    const result = await provider.getList('contacts', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'email', order: 'ASC' },
      filter: { q: '  garcia ' },
    });
    expect(calls).toEqual([
      {
        path: PATH,
        method: 'GET',
        query: { page: 1, pageSize: 20, search: 'garcia', sort: 'email', order: 'asc' },
        body: undefined,
      },
    ]);
    expect(result).toEqual({ data: [seededAcme(0)], total: 1, meta: { totalExact: true } });
    expect(result.data[0]).toMatchObject({
      firstName: 'Maria',
      lastName: 'Garcia',
      phoneNumber: '+14155550101',
      email: 'maria.garcia@example.com',
    });
  });

  it('getList: newest first, and a page size over 100 is capped so the server accepts it', async () => {
    const { provider, calls } = as(acmeToken);
    const result = await provider.getList('contacts', { ...plainList, pagination: { page: 1, perPage: 500 } });
    expect(calls[0].query).toEqual({ page: 1, pageSize: 100, sort: 'createdAt', order: 'desc' });
    expect(result.total).toBe(ACME_CONTACTS.length);
    expect(result.data).toEqual(ACME_CONTACTS.map((_, i) => seededAcme(i)).reverse());
  });

  it('getList: a search nothing matches → no data, total 0', async () => {
    const { provider } = as(acmeToken);
    expect(await provider.getList('contacts', { ...plainList, filter: { q: 'lovelace' } })).toEqual({ data: [], total: 0, meta: { totalExact: true } });
  });

  it('getOne: GET /api/v2/contact/{id} → data.contact', async () => {
    const maria = one('Maria');
    const { provider, calls } = as(acmeToken);
    expect(await provider.getOne('contacts', { id: maria.id })).toEqual({ data: seededAcme(0) });
    expect(calls).toEqual([{ path: `${PATH}/${maria.id}`, method: 'GET', query: undefined, body: undefined }]);
  });

  it('getMany: one getOne per id, leaving out a contact that does not exist (404)', async () => {
    const [maria, james] = [one('Maria'), one('James')];
    const missing = randomUUID();
    await expect(readBack(missing)).rejects.toMatchObject({ status: 404, message: NOT_FOUND });
    const { provider, calls } = as(acmeToken);
    const result = await provider.getMany('contacts', { ids: [maria.id, missing, james.id] });
    expect(result).toEqual({ data: [seededAcme(0), seededAcme(seedIndex('James'))] });
    expect(calls.map((c) => [c.method, c.path])).toEqual([
      ['GET', `${PATH}/${maria.id}`],
      ['GET', `${PATH}/${missing}`],
      ['GET', `${PATH}/${james.id}`],
    ]);
  });

  it("getMany: other failures are not swallowed (an invalid token → the server's 401)", async () => {
    const { provider, calls } = as('not-a-real-token');
    await expect(provider.getMany('contacts', { ids: [one('Maria').id] })).rejects.toMatchObject({
      status: 401,
      message: NOT_SIGNED_IN,
    });
    expect(calls).toHaveLength(1); // the server was asked
  });

  it('getManyReference says it is not supported, without a call', async () => {
    const { provider, calls } = as(acmeToken);
    await expect(
      provider.getManyReference('contacts', {
        target: 'organizationId',
        id: server.seeded.orgs.acme,
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow(/not supported/);
    expect(calls).toEqual([]);
  });

  it('create: POST the fields without read-only or undefined ones → the stored contact (201)', async () => {
    const { provider, calls } = as(acmeToken);
    const before = await acmeTotal();
    const result = await provider.create('contacts', {
      data: {
        id: 'ignored',
        createdAt: 'x',
        organizationId: server.seeded.orgs.globex,
        firstName: 'Ada',
        lastName: 'Lovelace',
        tier: 'gold',
        address: { city: 'London', zip: 'N1' },
        nickname: undefined,
      },
    });
    created.push(result.data.id);
    expect(calls).toEqual([
      {
        path: PATH,
        method: 'POST',
        query: undefined,
        body: { firstName: 'Ada', lastName: 'Lovelace', tier: 'gold', address: { city: 'London', zip: 'N1' } },
      },
    ]);
    expect(result.data).toEqual({
      id: expect.stringMatching(UUID),
      organizationId: server.seeded.orgs.acme,
      firstName: 'Ada',
      lastName: 'Lovelace',
      tier: 'gold',
      address: { city: 'London', zip: 'N1' },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(result.data.id).not.toBe('ignored');
    expect(result.data).not.toHaveProperty('nickname');
    expect(await readBack(result.data.id)).toEqual(result.data);
    expect(await acmeTotal()).toBe(before + 1);
    const found = await provider.getList('contacts', { ...plainList, filter: { q: 'lovelace' } });
    expect(found).toEqual({ data: [result.data], total: 1, meta: { totalExact: true } });
  });

  it("create: the server's validation message comes through", async () => {
    const { provider } = as(acmeToken);
    await expect(provider.create('contacts', { data: { tier: 'gold' } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/at least one of firstName, lastName, phoneNumber, email/),
    });
  });

  it("update: POST with id and only the changed fields; the server's deep merge keeps the rest", async () => {
    const ada = await fixture({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '+15551239999',
      tier: 'gold',
      tags: ['vip'],
      address: { street: '1 Analytical Way', city: 'London', zip: 'N1' },
    });
    const { provider, calls } = as(acmeToken);
    const result = await provider.update('contacts', {
      id: ada.id,
      previousData: ada,
      data: {
        ...ada,
        lastName: 'King',
        address: { street: '1 Analytical Way', city: 'Paris', zip: 'N1' },
        tier: null,
        updatedAt: 'later',
      },
    });
    expect(calls).toEqual([
      {
        path: PATH,
        method: 'POST',
        query: undefined,
        body: { lastName: 'King', address: { city: 'Paris' }, tier: null, id: ada.id },
      },
    ]);
    const { tier: _tier, ...kept } = ada;
    const expected = {
      ...kept,
      lastName: 'King',
      address: { street: '1 Analytical Way', city: 'Paris', zip: 'N1' },
      updatedAt: expect.any(String),
    };
    expect(result.data).toEqual(expected);
    expect(result.data).not.toHaveProperty('tier');
    expect(Date.parse(result.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(String(ada.updatedAt)));
    expect(await readBack(ada.id)).toEqual(result.data);
  });

  it('update: a key removed inside an object field is gone when read back', async () => {
    const ada = await fixture({ firstName: 'Ada', address: { street: '1 Analytical Way', city: 'London' } });
    const { provider, calls } = as(acmeToken);
    await provider.update('contacts', { id: ada.id, previousData: ada, data: { ...ada, address: { city: 'London' } } });
    expect(calls.map((c) => c.body)).toEqual([{ address: { street: null }, id: ada.id }]);
    expect((await readBack(ada.id)).address).toEqual({ city: 'London' });
  });

  it('update: a change made elsewhere meanwhile survives, because only the changed field is sent', async () => {
    const ada = await fixture({ firstName: 'Ada', lastName: 'Lovelace', address: { city: 'London', zip: 'N1' } });
    // another writer adds a field and a nested key after the form loaded `ada`
    await realClient(acmeToken).request(PATH, {
      method: 'POST',
      body: { id: ada.id, notes: 'called back', address: { street: '2 Elsewhere' } },
    });
    const { provider, calls } = as(acmeToken);
    await provider.update('contacts', { id: ada.id, previousData: ada, data: { ...ada, lastName: 'King' } });
    expect(calls.map((c) => c.body)).toEqual([{ lastName: 'King', id: ada.id }]);
    expect(await readBack(ada.id)).toMatchObject({
      firstName: 'Ada',
      lastName: 'King',
      notes: 'called back',
      address: { street: '2 Elsewhere', city: 'London', zip: 'N1' },
    });
  });

  it('update with nothing changed makes no call and returns the previous record', async () => {
    const ada = await fixture({ firstName: 'Ada', lastName: 'Lovelace', tier: 'gold' });
    const { provider, calls } = as(acmeToken);
    expect(await provider.update('contacts', { id: ada.id, previousData: ada, data: { ...ada } })).toEqual({ data: ada });
    expect(calls).toEqual([]);
    expect(await readBack(ada.id)).toEqual(ada); // updatedAt untouched too
  });

  it('update: clearing a field sends null and the field is gone when read back', async () => {
    const ada = await fixture({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', company: 'Engines' });
    const { provider, calls } = as(acmeToken);
    const result = await provider.update('contacts', {
      id: ada.id,
      previousData: ada,
      data: { ...ada, email: null, company: null, notes: null },
    });
    // `notes` was never set: nothing to remove, so it is not sent
    expect(calls).toEqual([{ path: PATH, method: 'POST', query: undefined, body: { email: null, company: null, id: ada.id } }]);
    expect(result.data).not.toHaveProperty('email');
    expect(result.data).not.toHaveProperty('company');
    const back = await readBack(ada.id);
    expect(back).not.toHaveProperty('email');
    expect(back).not.toHaveProperty('company');
    expect(back).toMatchObject({ id: ada.id, firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('update of a contact that does not exist → the server 404', async () => {
    const { provider } = as(acmeToken);
    const id = randomUUID();
    await expect(
      provider.update('contacts', { id, previousData: { id, firstName: 'Ada' }, data: { id, firstName: 'Bea' } }),
    ).rejects.toMatchObject({ status: 404, message: NOT_FOUND });
  });

  it('updateMany: one POST per id with the writable fields → the ids; each contact merged', async () => {
    const [ada, bea] = [
      await fixture({ firstName: 'Ada', tier: 'gold', tags: ['vip'] }),
      await fixture({ firstName: 'Bea', tier: 'bronze' }),
    ];
    const { provider, calls } = as(acmeToken);
    const result = await provider.updateMany('contacts', {
      ids: [ada.id, bea.id],
      data: { id: 'ignored', updatedAt: 'x', tier: 'silver', tags: null },
    });
    expect(result).toEqual({ data: [ada.id, bea.id] });
    expect(calls).toEqual([
      { path: PATH, method: 'POST', query: undefined, body: { tier: 'silver', tags: null, id: ada.id } },
      { path: PATH, method: 'POST', query: undefined, body: { tier: 'silver', tags: null, id: bea.id } },
    ]);
    const [adaBack, beaBack] = [await readBack(ada.id), await readBack(bea.id)];
    expect(adaBack).toMatchObject({ firstName: 'Ada', tier: 'silver' });
    expect(adaBack).not.toHaveProperty('tags');
    expect(beaBack).toMatchObject({ firstName: 'Bea', tier: 'silver' });
  });

  it('delete: DELETE /api/v2/contact with body {id} → the previous record; then it is gone', async () => {
    const ada = await fixture({ firstName: 'Ada', lastName: 'Lovelace' });
    const before = await acmeTotal();
    const { provider, calls } = as(acmeToken);
    expect(await provider.delete('contacts', { id: ada.id, previousData: ada })).toEqual({ data: ada });
    expect(calls).toEqual([{ path: PATH, method: 'DELETE', query: undefined, body: { id: ada.id } }]);
    await expect(readBack(ada.id)).rejects.toMatchObject({ status: 404, message: NOT_FOUND });
    expect(await acmeTotal()).toBe(before - 1);
    // deleting it again is the server's 404, not a silent success
    await expect(provider.delete('contacts', { id: ada.id, previousData: ada })).rejects.toMatchObject({
      status: 404,
      message: NOT_FOUND,
    });
  });

  it('deleteMany: one DELETE per id → the ids; then they are gone', async () => {
    const [ada, bea] = [await fixture({ firstName: 'Ada' }), await fixture({ firstName: 'Bea' })];
    const { provider, calls } = as(acmeToken);
    expect(await provider.deleteMany('contacts', { ids: [ada.id, bea.id] })).toEqual({ data: [ada.id, bea.id] });
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['DELETE', PATH, { id: ada.id }],
      ['DELETE', PATH, { id: bea.id }],
    ]);
    expect(await provider.getMany('contacts', { ids: [ada.id, bea.id] })).toEqual({ data: [] });
    expect(await acmeTotal()).toBe(ACME_CONTACTS.length);
  });

  describe('tenancy', () => {
    it("another org's owner cannot read an Acme contact (404) and getMany leaves it out", async () => {
      const maria = one('Maria');
      const { provider } = as(globexToken);
      await expect(provider.getOne('contacts', { id: maria.id })).rejects.toMatchObject({ status: 404, message: NOT_FOUND });
      expect(await provider.getMany('contacts', { ids: [maria.id] })).toEqual({ data: [] });
      const list = await provider.getList('contacts', { ...plainList, filter: { q: 'garcia' } });
      expect(list).toEqual({ data: [], total: 0, meta: { totalExact: true } });
    });

    it("another org's owner cannot change or delete an Acme contact", async () => {
      const maria = one('Maria');
      const { provider } = as(globexToken);
      await expect(
        provider.update('contacts', { id: maria.id, previousData: maria, data: { ...maria, lastName: 'Hacked' } }),
      ).rejects.toMatchObject({ status: 404 });
      await expect(provider.delete('contacts', { id: maria.id, previousData: maria })).rejects.toMatchObject({ status: 404 });
      expect(await readBack(maria.id)).toEqual(seededAcme(0));
    });
  });

  describe("'No token or orgAccountId'", () => {
    const id = '6f1c2a1e-0000-4000-8000-000000000001';
    it.each([
      ['getList', (p: DataProvider) => p.getList('contacts', plainList)],
      ['getOne', (p: DataProvider) => p.getOne('contacts', { id })],
      ['getMany', (p: DataProvider) => p.getMany('contacts', { ids: [id] })],
      ['create', (p: DataProvider) => p.create('contacts', { data: { firstName: 'Ada' } })],
      ['update', (p: DataProvider) => p.update('contacts', { id, previousData: { id, firstName: 'Ada' }, data: { firstName: 'Bea' } })],
      ['delete', (p: DataProvider) => p.delete('contacts', { id })],
      ['deleteMany', (p: DataProvider) => p.deleteMany('contacts', { ids: [id] })],
    ])('%s without a session token fails with the spec message and calls nothing', async (_name, call) => {
      const before = await acmeTotal();
      const { provider, calls } = as(null);
      await expect(call(provider)).rejects.toMatchObject({ status: 400, message: NO_TOKEN_OR_ORG });
      expect(calls).toEqual([]);
      expect(await acmeTotal()).toBe(before);
    });

    it('a target account without an organization (a reseller) gets it from the server', async () => {
      const { provider, calls } = as(resellerToken);
      await expect(provider.getList('contacts', plainList)).rejects.toMatchObject({ status: 400, message: NO_TOKEN_OR_ORG });
      expect(calls).toHaveLength(1); // it came from the server, not from the adapter's own check
      expect(calls[0]).toMatchObject({ path: PATH, method: 'GET' });
    });

    it('the same reseller token works once the target is an organization under it', async () => {
      const { provider } = as(resellerToken, server.seeded.orgs.acme);
      const result = await provider.getList('contacts', { ...plainList, filter: { q: 'garcia' } });
      expect(result).toEqual({ data: [seededAcme(0)], total: 1, meta: { totalExact: true } });
    });
  });
});
