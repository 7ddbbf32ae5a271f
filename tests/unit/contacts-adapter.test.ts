// The adapter's mapping of react-admin calls onto /api/v2/contact (docs/api-contract.md), checked
// with a recording HttpClient that answers with the contract's response shapes.
import { describe, expect, it } from 'vitest';
import type { DataProvider } from 'react-admin';
import { ApiError, buildQuery, type CallContext, type HttpClient, type RequestOptions } from '../../src/adapters/http';
import { contactsAdapter, listQuery } from '../../src/plugins/contacts/api';
import { NO_TOKEN_OR_ORG } from '../../src/plugins/contacts/messages';

interface Call {
  path: string;
  method: string;
  query?: RequestOptions['query'];
  body?: unknown;
}

const ada = {
  id: '6f1c2a1e-0000-4000-8000-000000000001',
  organizationId: 12,
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '+15551230001',
  email: 'ada@example.com',
  tier: 'gold',
  address: { city: 'London', zip: 'N1' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};
const bob = { ...ada, id: '6f1c2a1e-0000-4000-8000-000000000002', firstName: 'Bob', tier: undefined };

type Reply = (call: Call) => unknown;

function recordingClient(reply: Reply, context: Partial<CallContext> = {}) {
  const ctx: CallContext = { token: 'tok', targetAccountId: 12, adminToken: null, ...context };
  const calls: Call[] = [];
  const http: HttpClient = {
    async request(path, options = {}) {
      const call: Call = { path, method: options.method ?? 'GET', query: options.query, body: options.body };
      calls.push(call);
      const answer = reply(call);
      if (answer instanceof Error) throw answer;
      return answer as any;
    },
    url(path, options = {}) {
      const query = buildQuery(ctx, options).toString();
      return `http://api.test${path}${query ? `?${query}` : ''}`;
    },
  };
  return { http, calls, provider: contactsAdapter(http) as DataProvider };
}

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

describe('contactsAdapter', () => {
  it('getList: GET /api/v2/contact with page, pageSize, search, sort, order → {data,total}', async () => {
    const { provider, calls } = recordingClient(() => ({
      success: true,
      contacts: [ada, bob],
      total: 42,
      page: 2,
      pageSize: 20,
    }));
    const result = await provider.getList('contacts', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'email', order: 'ASC' },
      filter: { q: 'lovelace' },
    });
    expect(calls).toEqual([
      {
        path: '/api/v2/contact',
        method: 'GET',
        query: { page: 2, pageSize: 20, search: 'lovelace', sort: 'email', order: 'asc' },
        body: undefined,
      },
    ]);
    expect(result).toEqual({ data: [ada, bob], total: 42 });
  });

  it('getOne: GET /api/v2/contact/{id} → data.contact', async () => {
    const { provider, calls } = recordingClient(() => ({ success: true, contact: ada }));
    expect(await provider.getOne('contacts', { id: ada.id })).toEqual({ data: ada });
    expect(calls[0]).toMatchObject({ path: `/api/v2/contact/${ada.id}`, method: 'GET' });
  });

  it('getMany: one getOne per id, leaving out contacts that are gone (404)', async () => {
    const { provider, calls } = recordingClient(({ path }) =>
      path.endsWith(bob.id) ? new ApiError(404, 'Not found') : { success: true, contact: ada },
    );
    expect(await provider.getMany('contacts', { ids: [ada.id, bob.id] })).toEqual({ data: [ada] });
    expect(calls.map((c) => c.path)).toEqual([`/api/v2/contact/${ada.id}`, `/api/v2/contact/${bob.id}`]);
  });

  it('getMany: other failures are not swallowed', async () => {
    const { provider } = recordingClient(() => new ApiError(500, 'boom'));
    await expect(provider.getMany('contacts', { ids: [ada.id] })).rejects.toThrow('boom');
  });

  it('getManyReference says it is not supported', async () => {
    const { provider } = recordingClient(() => ({}));
    await expect(
      provider.getManyReference('contacts', {
        target: 'organizationId',
        id: 12,
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow(/not supported/);
  });

  it('create: POST the fields without read-only ones → data.contact', async () => {
    const { provider, calls } = recordingClient(() => ({ success: true, contact: ada }));
    const result = await provider.create('contacts', {
      data: { id: 'ignored', createdAt: 'x', firstName: 'Ada', tier: 'gold', nickname: undefined },
    });
    expect(calls).toEqual([
      { path: '/api/v2/contact', method: 'POST', query: undefined, body: { firstName: 'Ada', tier: 'gold' } },
    ]);
    expect(result).toEqual({ data: ada });
  });

  it('update: POST with id and only the changed fields, so the server merges the rest', async () => {
    const updated = { ...ada, lastName: 'King', address: { city: 'Paris', zip: 'N1' }, tier: undefined };
    const { provider, calls } = recordingClient(() => ({ success: true, contact: updated }));
    const result = await provider.update('contacts', {
      id: ada.id,
      previousData: ada,
      data: { ...ada, lastName: 'King', address: { city: 'Paris', zip: 'N1' }, tier: null, updatedAt: 'later' },
    });
    expect(calls).toEqual([
      {
        path: '/api/v2/contact',
        method: 'POST',
        query: undefined,
        body: { lastName: 'King', address: { city: 'Paris', zip: 'N1' }, tier: null, id: ada.id },
      },
    ]);
    expect(result).toEqual({ data: updated });
  });

  it('update with nothing changed makes no call', async () => {
    const { provider, calls } = recordingClient(() => ({ success: true, contact: ada }));
    expect(await provider.update('contacts', { id: ada.id, previousData: ada, data: { ...ada } })).toEqual({
      data: ada,
    });
    expect(calls).toEqual([]);
  });

  it('delete: DELETE /api/v2/contact with body {id} → the previous record', async () => {
    const { provider, calls } = recordingClient(() => ({ success: true }));
    expect(await provider.delete('contacts', { id: ada.id, previousData: ada })).toEqual({ data: ada });
    expect(calls).toEqual([{ path: '/api/v2/contact', method: 'DELETE', query: undefined, body: { id: ada.id } }]);
  });

  it('deleteMany: one DELETE per id → the ids', async () => {
    const { provider, calls } = recordingClient(() => ({ success: true }));
    expect(await provider.deleteMany('contacts', { ids: [ada.id, bob.id] })).toEqual({ data: [ada.id, bob.id] });
    expect(calls.map((c) => c.body)).toEqual([{ id: ada.id }, { id: bob.id }]);
  });

  it.each([
    ['getList', (p: DataProvider) => p.getList('contacts', { pagination: { page: 1, perPage: 20 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} })],
    ['getOne', (p: DataProvider) => p.getOne('contacts', { id: ada.id })],
    ['create', (p: DataProvider) => p.create('contacts', { data: { firstName: 'Ada' } })],
    ['delete', (p: DataProvider) => p.delete('contacts', { id: ada.id })],
  ])('%s without a session token fails with the spec message and calls nothing', async (_name, call) => {
    const { provider, calls } = recordingClient(() => ({ success: true }), { token: null });
    await expect(call(provider)).rejects.toThrow(NO_TOKEN_OR_ORG);
    expect(calls).toEqual([]);
  });

  it("passes the server's 'No token or orgAccountId' (a target without organization) through", async () => {
    const { provider } = recordingClient(() => new ApiError(400, 'No token or orgAccountId'));
    await expect(
      provider.getList('contacts', { pagination: { page: 1, perPage: 20 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} }),
    ).rejects.toMatchObject({ status: 400, message: NO_TOKEN_OR_ORG });
  });
});
