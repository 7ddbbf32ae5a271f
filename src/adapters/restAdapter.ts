// One description of an irregular endpoint → react-admin's DataProvider methods for one resource.
// The product's endpoints disagree on where a list lives (a bare array, `{contacts}`, `{data}`,
// `{tasks|jobs}`), how it is counted (`total`, `count`, `pagination.hasMore`), how pages are numbered
// (0- or 1-based) and where the one record sits (`{contact}`); each plugin writes those facts down
// once instead of hand-writing getList/getOne/create/update/delete. Custom actions (publish, revert,
// takeover, upload...) are extra provider methods a plugin spreads over the result.
import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import { ApiError, type HttpClient, type QueryValue, type RequestOptions } from './http';

export type Query = Record<string, QueryValue | QueryValue[]>;
type Method = NonNullable<RequestOptions['method']>;
type Id = RaRecord['id'];
type Data = Record<string, unknown>;

/**
 * Where a value sits in a response: a dotted path ('pagination.hasMore'), several candidates tried in
 * order (['tasks', 'jobs']), or null for the response itself (a bare array or a bare record).
 */
export type ResponseKey = string | readonly string[] | null;

export interface Paging {
  /** 'zeroBased' / 'oneBased' page numbers; 'hasMore': 1-based pages, the response says whether more follow;
   * 'offset': rows skipped (`offset`) and page size (`limit`), e.g. GET /api/v2/tasks */
  style: 'zeroBased' | 'oneBased' | 'hasMore' | 'offset';
  /** query parameter names; default page / pageSize (offset / limit for 'offset') */
  pageParam?: string;
  sizeParam?: string;
  /** page size when react-admin sends none (default 20) and the server's cap */
  defaultSize?: number;
  maxSize?: number;
  /** the first page is the server's default and is not sent (spec 5: page omitted unless positive) */
  omitFirstPage?: boolean;
}

export interface ListEndpoint {
  path: string | ((params: GetListParams) => string);
  /** filters and sort (plugin rules), merged over the paging parameters */
  query?: (params: GetListParams) => Query;
  paging?: Paging;
  /** where the rows are; default 'data' */
  key?: ResponseKey;
  /** where the total is ('total', 'count', ['total', 'count']); absent → the rows' count (hasMore paging: no total) */
  total?: ResponseKey;
  /**
   * where the server says whether `total` is exact: servers that count only up to a cap answer the cap
   * and false above it. Lands in the result's `meta.totalExact` (true unless the answer says false),
   * which the kit's ListPagination shows as "of 10,000+".
   */
  totalExact?: ResponseKey;
  /** the hasMore flag of 'hasMore' paging; default 'pagination.hasMore' */
  hasMore?: string;
  /** more facts of the answer for the screen, as the list result's `meta` (name → where it is) */
  meta?: Record<string, ResponseKey>;
}

export type OneEndpoint =
  | { path?: (id: Id) => string; key?: ResponseKey; query?: Query }
  /** a record that takes more than one call (or a check before any) */
  | { read: (id: Id, signal?: AbortSignal) => Promise<Data> };

export interface WriteEndpoint<P> {
  path?: string | ((params: P) => string);
  method?: Method;
  query?: (params: P) => Query | undefined;
  /** the request body; for update, null means nothing changed: no call, the previous record back */
  body?: (params: P) => unknown;
  /** where the saved record is in the answer; default: the response itself */
  key?: ResponseKey;
}

export interface CreateParamsOf {
  data: Data;
}
export interface UpdateParamsOf {
  id: Id;
  data: Data;
  /** absent under updateMany (react-admin sends none) */
  previousData?: Data;
}
export interface DeleteParamsOf {
  id: Id;
  previousData?: Data;
}

export interface RestEndpoint {
  /** the base path: list, create and update default to it, one record to `${path}/${id}` */
  path: string;
  list?: ListEndpoint;
  one?: OneEndpoint;
  /** getMany leaves out records the server does not find (404) instead of failing */
  skipMissing?: boolean;
  create?: WriteEndpoint<CreateParamsOf>;
  update?: WriteEndpoint<UpdateParamsOf>;
  delete?: WriteEndpoint<DeleteParamsOf>;
  /** runs before every call; throw to refuse (e.g. no session) without asking the server */
  before?: () => void;
}

export const DEFAULT_PAGE_SIZE = 20;

/** A value at a ResponseKey; undefined when none of the candidates is present. */
export function pick(response: unknown, key: ResponseKey): unknown {
  if (key === null) return response;
  for (const candidate of typeof key === 'string' ? [key] : key) {
    let value: unknown = response;
    for (const part of candidate.split('.')) value = value == null ? undefined : (value as Data)[part];
    if (value !== undefined) return value;
  }
  return undefined;
}

/** react-admin's pagination (1-based page, perPage) → the server's paging parameters. */
export function pagingQuery(paging: Paging, pagination: GetListParams['pagination'] | undefined): Query {
  const size = Math.floor(pagination?.perPage ?? paging.defaultSize ?? DEFAULT_PAGE_SIZE);
  const page = Math.max(1, Math.floor(pagination?.page ?? 1));
  const limit = Math.max(1, Math.min(paging.maxSize ?? Infinity, size));
  if (paging.style === 'offset') {
    const query: Query = {};
    if (!(paging.omitFirstPage && page === 1)) query[paging.pageParam ?? 'offset'] = (page - 1) * limit;
    query[paging.sizeParam ?? 'limit'] = limit;
    return query;
  }
  const number = paging.style === 'zeroBased' ? page - 1 : page;
  const query: Query = {};
  if (!(paging.omitFirstPage && page === 1)) query[paging.pageParam ?? 'page'] = number;
  query[paging.sizeParam ?? 'pageSize'] = limit;
  return query;
}

const resolve = <P>(path: string | ((p: P) => string) | undefined, params: P, fallback: string) =>
  typeof path === 'function' ? path(params) : (path ?? fallback);

function rows(response: unknown, key: ResponseKey | undefined): Data[] {
  const value = pick(response, key === undefined ? 'data' : key);
  return Array.isArray(value) ? (value as Data[]) : [];
}

export function restAdapter(http: HttpClient, endpoint: RestEndpoint): Partial<DataProvider> {
  const before = endpoint.before ?? (() => undefined);
  const onePath = (id: Id) => `${endpoint.path}/${encodeURIComponent(String(id))}`;

  const readOne = async (id: Id, signal?: AbortSignal): Promise<Data> => {
    before();
    const one = endpoint.one ?? {};
    if ('read' in one) return one.read(id, signal);
    const response = await http.request((one.path ?? onePath)(id), { signal, ...(one.query ? { query: one.query } : {}) });
    return pick(response, one.key ?? null) as Data;
  };

  async function write<P>(spec: WriteEndpoint<P>, params: P, method: Method, path: string, body: unknown) {
    const query = spec.query?.(params);
    const response = await http.request(resolve(spec.path, params, path), {
      method: spec.method ?? method,
      ...(query ? { query } : {}),
      ...(body === undefined ? {} : { body }),
    });
    return pick(response, spec.key ?? null) as Data;
  }

  const update = async (params: UpdateParamsOf): Promise<Data> => {
    before();
    const spec = endpoint.update!;
    const body = spec.body ? spec.body(params) : params.data;
    if (body === null) return (params.previousData ?? { id: params.id }) as Data;
    return write(spec, params, 'PUT', onePath(params.id), body);
  };

  const remove = async (params: DeleteParamsOf): Promise<void> => {
    before();
    const spec = endpoint.delete!;
    await write(spec, params, 'DELETE', onePath(params.id), spec.body?.(params));
  };

  const provider: Partial<DataProvider> = {};
  const list = endpoint.list;
  if (list) {
    provider.getList = async (_resource: string, params: GetListParams) => {
      before();
      const paging = list.paging ?? { style: 'oneBased' };
      const query = { ...pagingQuery(paging, params.pagination), ...list.query?.(params) };
      const response = await http.request(resolve(list.path, params, endpoint.path), { query, signal: params.signal });
      const data = rows(response, list.key);
      const facts = Object.entries(list.meta ?? {}).map(([name, key]) => [name, pick(response, key)]);
      if (list.totalExact !== undefined) facts.push(['totalExact', pick(response, list.totalExact) !== false]);
      const meta = facts.length > 0 ? { meta: Object.fromEntries(facts) } : undefined;
      if (paging.style === 'hasMore') {
        const page = Math.max(1, params.pagination?.page ?? 1);
        const hasNextPage = pick(response, list.hasMore ?? 'pagination.hasMore') === true;
        // some hasMore endpoints count too (logs' totalCount): react-admin takes both
        const total = list.total === undefined ? undefined : pick(response, list.total);
        return {
          data,
          pageInfo: { hasNextPage, hasPreviousPage: page > 1 },
          ...(typeof total === 'number' ? { total } : {}),
          ...meta,
        } as GetListResult;
      }
      const total = list.total === undefined ? undefined : pick(response, list.total);
      return { data, total: typeof total === 'number' ? total : data.length, ...meta } as GetListResult;
    };
  }

  if (endpoint.one || list) {
    provider.getOne = async (_resource, params) => ({ data: (await readOne(params.id, params.signal)) as any });
    provider.getMany = async (_resource, params) => {
      if (!endpoint.skipMissing) return { data: (await Promise.all(params.ids.map((id) => readOne(id, params.signal)))) as any[] };
      const settled = await Promise.allSettled(params.ids.map((id) => readOne(id, params.signal)));
      const data: Data[] = [];
      for (const result of settled) {
        if (result.status === 'fulfilled') data.push(result.value);
        else if (!(result.reason instanceof ApiError && result.reason.status === 404)) throw result.reason;
      }
      return { data: data as any[] };
    };
  }

  const create = endpoint.create;
  if (create) {
    provider.create = async (_resource, params) => {
      before();
      const data = (params.data ?? {}) as Data;
      const body = create.body ? create.body({ data }) : data;
      return { data: (await write(create, { data }, 'POST', endpoint.path, body)) as any };
    };
  }

  if (endpoint.update) {
    provider.update = async (_resource, params) => ({
      data: (await update({ id: params.id, data: (params.data ?? {}) as Data, previousData: params.previousData })) as any,
    });
    // react-admin gives updateMany no previous records: each id gets the same data.
    provider.updateMany = async (_resource, params) => {
      before();
      await Promise.all(params.ids.map((id) => update({ id, data: (params.data ?? {}) as Data })));
      return { data: params.ids };
    };
  }

  if (endpoint.delete) {
    provider.delete = async (_resource, params) => {
      await remove({ id: params.id, previousData: params.previousData });
      return { data: (params.previousData ?? { id: params.id }) as any };
    };
    provider.deleteMany = async (_resource, params) => {
      before();
      await Promise.all(params.ids.map((id) => remove({ id })));
      return { data: params.ids };
    };
  }

  return provider;
}
