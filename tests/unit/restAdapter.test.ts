// restAdapter: the description of an irregular endpoint → react-admin's methods. The paging and
// response-key rules are pure (tables below). The list shapes the reference server does not serve yet
// (bare arrays, `{data}`, `{tasks|jobs, total|count}`, logs' `pagination.hasMore`: spec doc 1 section 3)
// are read from a recording stand-in of a third-party endpoint; the shapes it does serve are checked
// on the real server by the contacts and accounts adapter tests (both built on restAdapter), and the
// data provider's fallback updateMany against the real contacts endpoint at the end of this file.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataProvider } from 'react-admin';
import { signInByEmail, startTestServer, type TestServer } from '../../server/testing/index';
import { withErrorMapping } from '../../src/adapters/dataProvider';
import { ApiError, createHttpClient, type HttpClient, type RequestOptions } from '../../src/adapters/http';
import { pagingQuery, pick, restAdapter, type RestEndpoint } from '../../src/adapters/restAdapter';
import { recorded } from './recordedClient';
import { contactsAdapter } from '../../src/plugins/contacts/api';

describe('pagingQuery', () => {
  it.each([
    [{ style: 'oneBased' }, { page: 1, perPage: 20 }, { page: 1, pageSize: 20 }],
    [{ style: 'oneBased' }, { page: 3, perPage: 10 }, { page: 3, pageSize: 10 }],
    [{ style: 'zeroBased' }, { page: 1, perPage: 20 }, { page: 0, pageSize: 20 }],
    [{ style: 'zeroBased' }, { page: 3, perPage: 20 }, { page: 2, pageSize: 20 }],
    [{ style: 'zeroBased', omitFirstPage: true }, { page: 1, perPage: 20 }, { pageSize: 20 }],
    [{ style: 'zeroBased', omitFirstPage: true }, { page: 2, perPage: 20 }, { page: 1, pageSize: 20 }],
    [{ style: 'hasMore' }, { page: 2, perPage: 50 }, { page: 2, pageSize: 50 }],
    [{ style: 'oneBased', maxSize: 100 }, { page: 1, perPage: 500 }, { page: 1, pageSize: 100 }],
    [{ style: 'oneBased', pageParam: 'p', sizeParam: 'limit' }, { page: 2, perPage: 5 }, { p: 2, limit: 5 }],
    [{ style: 'oneBased', defaultSize: 25 }, undefined, { page: 1, pageSize: 25 }],
    [{ style: 'oneBased' }, { page: 0, perPage: 0 }, { page: 1, pageSize: 1 }],
    [{ style: 'offset' }, { page: 1, perPage: 10 }, { offset: 0, limit: 10 }],
    [{ style: 'offset' }, { page: 3, perPage: 10 }, { offset: 20, limit: 10 }],
    [{ style: 'offset', maxSize: 50 }, { page: 2, perPage: 500 }, { offset: 50, limit: 50 }],
  ] as const)('%j with %j → %j', (paging, pagination, expected) => {
    expect(pagingQuery(paging, pagination)).toEqual(expected);
  });
});

describe('pick', () => {
  const response = { tasks: [1], count: 4, pagination: { hasMore: true }, jobs: [2] };
  it.each([
    ['tasks', [1]],
    [['jobs', 'tasks'], [2]],
    [['rows', 'tasks'], [1]],
    ['pagination.hasMore', true],
    ['pagination.missing.deeper', undefined],
    [null, response],
  ] as const)('%j → %j', (key, expected) => {
    expect(pick(response, key)).toEqual(expected);
  });
});

/** A third-party endpoint's answers, keyed by path; every request is kept. */
function standIn(answers: Record<string, unknown>) {
  const calls: { path: string; method: string; query?: RequestOptions['query']; body?: unknown }[] = [];
  const http: HttpClient = {
    async request(path, options = {}) {
      calls.push({ path, method: options.method ?? 'GET', query: options.query, body: options.body });
      if (!(path in answers)) throw new ApiError(404, 'Not found');
      return answers[path] as any;
    },
    url: (path) => path,
    stream: async () => new Response(null, { status: 404 }),
  };
  return { calls, http };
}

const list = { pagination: { page: 2, perPage: 2 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
const rows = [{ id: 1 }, { id: 2 }];

describe('restAdapter list shapes', () => {
  it.each<[string, RestEndpoint['list'], unknown, unknown]>([
    ['a bare array', { path: '/webhooks', key: null }, rows, { data: rows, total: 2 }],
    ['{data} with count', { path: '/webhooks', total: 'count' }, { data: rows, count: 9 }, { data: rows, total: 9 }],
    ['{webhooks}', { path: '/webhooks', key: 'webhooks', total: 'total' }, { webhooks: rows, total: 7 }, { data: rows, total: 7 }],
    ['{jobs, count} of tasks|jobs', { path: '/webhooks', key: ['tasks', 'jobs'], total: ['total', 'count'] }, { jobs: rows, count: 3 }, { data: rows, total: 3 }],
    ['no rows at all', { path: '/webhooks', key: 'webhooks', total: 'total' }, {}, { data: [], total: 0 }],
    [
      'pagination.hasMore',
      { path: '/webhooks', paging: { style: 'hasMore' }, key: 'logs' },
      { logs: rows, pagination: { page: 2, pageSize: 2, hasMore: true } },
      { data: rows, pageInfo: { hasNextPage: true, hasPreviousPage: true } },
    ],
    [
      'pagination.hasMore with a totalCount (logs)',
      { path: '/webhooks', paging: { style: 'hasMore' }, key: 'logs', total: 'totalCount' },
      { logs: rows, totalCount: 41, pagination: { page: 2, pageSize: 2, hasMore: false } },
      { data: rows, total: 41, pageInfo: { hasNextPage: false, hasPreviousPage: true } },
    ],
    [
      'more of the answer as meta',
      { path: '/webhooks', key: 'webhooks', total: 'total', meta: { cursor: 'next.cursor' } },
      { webhooks: rows, total: 7, next: { cursor: 'c2' } },
      { data: rows, total: 7, meta: { cursor: 'c2' } },
    ],
    [
      'a capped total: totalExact false (logs\' totalCountExact)',
      { path: '/webhooks', paging: { style: 'hasMore' }, key: 'logs', total: 'totalCount', totalExact: 'totalCountExact' },
      { logs: rows, totalCount: 10_000, totalCountExact: false, pagination: { page: 2, pageSize: 2, hasMore: true } },
      { data: rows, total: 10_000, meta: { totalExact: false }, pageInfo: { hasNextPage: true, hasPreviousPage: true } },
    ],
    [
      'a capped total beside other meta (contacts\' totalExact)',
      { path: '/webhooks', key: 'contacts', total: 'total', totalExact: 'totalExact', meta: { page: 'page' } },
      { contacts: rows, total: 10_000, totalExact: false, page: 2 },
      { data: rows, total: 10_000, meta: { page: 2, totalExact: false } },
    ],
    [
      'an exact total (the flag true)',
      { path: '/webhooks', key: 'contacts', total: 'total', totalExact: 'totalExact' },
      { contacts: rows, total: 41, totalExact: true },
      { data: rows, total: 41, meta: { totalExact: true } },
    ],
    [
      'an answer without the flag counts as exact',
      { path: '/webhooks', key: 'contacts', total: 'total', totalExact: 'totalExact' },
      { contacts: rows, total: 41 },
      { data: rows, total: 41, meta: { totalExact: true } },
    ],
  ])('%s', async (_name, endpoint, answer, expected) => {
    const { http, calls } = standIn({ '/webhooks': answer });
    const provider = restAdapter(http, { path: '/webhooks', list: endpoint }) as DataProvider;
    expect(await provider.getList('webhooks', list)).toEqual(expected);
    expect(calls).toHaveLength(1);
  });

  it('filters merge over paging, and the path may depend on them', async () => {
    const { http, calls } = standIn({ '/search': { data: [] } });
    const provider = restAdapter(http, {
      path: '/items',
      list: { path: (p) => (p.filter.q ? '/search' : '/items'), query: (p) => ({ q: p.filter.q }), paging: { style: 'zeroBased' } },
    }) as DataProvider;
    await provider.getList('items', { ...list, filter: { q: 'x' } });
    expect(calls).toEqual([{ path: '/search', method: 'GET', query: { page: 1, pageSize: 2, q: 'x' }, body: undefined }]);
  });
});

describe('restAdapter one record and writes', () => {
  const endpoint: RestEndpoint = {
    path: '/things',
    one: { key: 'thing' },
    create: { key: 'thing' },
    update: { method: 'PATCH', key: 'thing', body: ({ data, previousData }) => (previousData && data.name === previousData.name ? null : { name: data.name }) },
    delete: {},
  };
  const { http, calls } = standIn({ '/things/a%2Fb': { thing: { id: 'a/b' } }, '/things': { thing: { id: 'n' } }, '/things/1': { thing: { id: 1, name: 'B' } } });
  const provider = restAdapter(http, endpoint) as DataProvider;

  it('getOne reads the one-record key at path/id (escaped)', async () => {
    expect(await provider.getOne('things', { id: 'a/b' })).toEqual({ data: { id: 'a/b' } });
    expect(calls.at(-1)).toMatchObject({ path: '/things/a%2Fb', method: 'GET' });
  });

  it('getMany fails on a missing record unless skipMissing', async () => {
    await expect(provider.getMany('things', { ids: ['a/b', 'gone'] })).rejects.toMatchObject({ status: 404 });
    const lenient = restAdapter(http, { ...endpoint, skipMissing: true }) as DataProvider;
    expect(await lenient.getMany('things', { ids: ['a/b', 'gone'] })).toEqual({ data: [{ id: 'a/b' }] });
  });

  it('create posts the data to the path; update sends its body, or nothing when unchanged', async () => {
    calls.length = 0;
    expect(await provider.create('things', { data: { name: 'A' } })).toEqual({ data: { id: 'n' } });
    expect(await provider.update('things', { id: 1, data: { name: 'B' }, previousData: { id: 1, name: 'A' } })).toEqual({ data: { id: 1, name: 'B' } });
    expect(await provider.update('things', { id: 1, data: { name: 'A' }, previousData: { id: 1, name: 'A' } })).toEqual({ data: { id: 1, name: 'A' } });
    expect(calls).toEqual([
      { path: '/things', method: 'POST', query: undefined, body: { name: 'A' } },
      { path: '/things/1', method: 'PATCH', query: undefined, body: { name: 'B' } },
    ]);
  });

  it('delete and deleteMany call path/id; a refusal in before() calls nothing', async () => {
    calls.length = 0;
    expect(await provider.deleteMany('things', { ids: [1] })).toEqual({ data: [1] });
    expect(calls).toEqual([{ path: '/things/1', method: 'DELETE', query: undefined, body: undefined }]);
    const refusing = restAdapter(http, { ...endpoint, before: () => { throw new ApiError(400, 'No token'); } }) as DataProvider;
    calls.length = 0;
    await expect(refusing.delete('things', { id: 1 })).rejects.toMatchObject({ message: 'No token' });
    await expect(refusing.getOne('things', { id: 1 })).rejects.toMatchObject({ message: 'No token' });
    await expect(refusing.updateMany('things', { ids: [1], data: { name: 'C' } })).rejects.toMatchObject({ message: 'No token' });
    expect(calls).toEqual([]);
  });

  it('methods that are not described are absent (the data provider answers 501 for them)', () => {
    const readOnly = restAdapter(http, { path: '/things', list: { path: '/things' } });
    expect(Object.keys(readOnly).sort()).toEqual(['getList', 'getMany', 'getOne']);
  });
});

describe("the data provider's fallback updateMany, on the real contacts endpoint", () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await signInByEmail(server.url, 'owner@acme.example');
  }, 60_000);
  afterAll(async () => server?.close());

  it('reads each record first, so an adapter that sends only changed fields gets real previousData', async () => {
    const real = createHttpClient(server.url, () => ({ token, targetAccountId: null, adminToken: null }));
    const made = await Promise.all(
      ['Ada', 'Bea'].map((firstName) => real.request('/api/v2/contact', { method: 'POST', body: { firstName, tier: 'gold', tag: randomUUID() } })),
    );
    const ids = made.map((r) => r.contact.id as string);
    const { calls, http } = recorded(real);
    const { getOne, getMany, update } = contactsAdapter(http); // no updateMany: the fallback's
    const provider = withErrorMapping({ getOne, getMany, update }, 'contacts');
    expect(await provider.updateMany('contacts', { ids, data: { tier: 'silver', firstName: 'Ada' } })).toEqual({ data: ids });
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body);
    // Ada's first name did not change, so only her tier is sent; Bea's both.
    expect(posts).toEqual(expect.arrayContaining([{ tier: 'silver', id: ids[0] }, { tier: 'silver', firstName: 'Ada', id: ids[1] }]));
    expect(posts).toHaveLength(2);
    const back = await Promise.all(ids.map((id) => real.request(`/api/v2/contact/${id}`)));
    expect(back.map((r) => [r.contact.firstName, r.contact.tier])).toEqual([['Ada', 'silver'], ['Ada', 'silver']]);
    await Promise.all(ids.map((id) => real.request('/api/v2/contact', { method: 'DELETE', body: { id } })));
  });
});
