// react-admin's data provider: each resource goes to the adapter its plugin contributed; the rest to
// ra-data-simple-rest at the API host. Every failure becomes an HttpError with the catalogue message.
import { combineDataProviders, fetchUtils, HttpError, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { ResourceAdapterContribution } from '../kernel/contracts';
import { buildQuery, type CallContext, type HttpClient } from './http';
import { isAbortError, toHttpError } from './errors';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from './idempotencyKey';

type AnyProvider = Record<string, any>;

/** The records with these ids by id, read with the provider's getMany (or getOne); empty when it has neither. */
async function currentRecords(provider: AnyProvider, resource: string, ids: unknown[], signal?: AbortSignal) {
  let records: { id: unknown }[] = [];
  if (typeof provider.getMany === 'function') records = (await provider.getMany(resource, { ids, signal })).data;
  else if (typeof provider.getOne === 'function')
    records = await Promise.all(ids.map(async (id) => (await provider.getOne(resource, { id, signal })).data));
  return new Map(records.map((record) => [String(record.id), record]));
}

/** Wraps each method so ApiErrors reach react-admin as HttpErrors; missing ones reject cleanly. */
export function withErrorMapping(provider: Partial<DataProvider> & AnyProvider, resource: string): DataProvider {
  const fallbacks: AnyProvider = {
    getMany: (res: string, params: { ids: unknown[]; signal?: AbortSignal }) =>
      Promise.all(params.ids.map((id) => provider.getOne!(res, { id, signal: params.signal }))).then((rs) => ({
        data: rs.map((r: any) => r.data),
      })),
    // Each update gets the record as it is now, so adapters that send only the changed fields work.
    updateMany: async (res: string, params: { ids: unknown[]; data: unknown; signal?: AbortSignal }) => {
      const previous = await currentRecords(provider, res, params.ids, params.signal);
      await Promise.all(
        params.ids.map((id) =>
          provider.update!(res, { id, data: params.data, previousData: previous.get(String(id)) ?? { id } } as any),
        ),
      );
      return { data: params.ids };
    },
    deleteMany: (res: string, params: { ids: unknown[] }) =>
      Promise.all(params.ids.map((id) => provider.delete!(res, { id } as any))).then(() => ({ data: params.ids })),
  };
  return new Proxy({} as DataProvider, {
    get(_target, name) {
      if (name === 'then' || typeof name === 'symbol') return undefined;
      if (name === 'supportAbortSignal') return provider.supportAbortSignal ?? true;
      const method = provider[name] ?? (provider[name.replace(/Many$/, '')] ? fallbacks[name] : undefined);
      return async (...args: unknown[]) => {
        if (typeof method !== 'function') {
          throw new HttpError(`${name} is not supported for ${resource}`, 501);
        }
        try {
          return await method.apply(provider, args);
        } catch (error) {
          if (isAbortError(error)) throw error;
          throw toHttpError(error);
        }
      };
    },
  });
}

/** ra-data-simple-rest's fetch with the session's token/targetAccountId/adminToken added. */
export function simpleRestHttpClient(getContext: () => CallContext) {
  return (url: string, options: fetchUtils.Options = {}) => {
    const relative = !/^https?:\/\//i.test(url);
    const parsed = new URL(url, 'http://relative.invalid');
    buildQuery(getContext(), { admin: true }).forEach((value, key) => parsed.searchParams.set(key, value));
    const full = relative ? `${parsed.pathname}${parsed.search}` : parsed.toString();
    if ((options.method ?? 'GET').toUpperCase() !== 'POST') return fetchUtils.fetchJson(full, options);
    // a create: one Idempotency-Key per call, as the http client sends (idempotencyKey.ts)
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    if (!headers.has(IDEMPOTENCY_HEADER)) headers.set(IDEMPOTENCY_HEADER, newIdempotencyKey());
    return fetchUtils.fetchJson(full, { ...options, headers });
  };
}

export function createDataProvider(
  http: HttpClient,
  adapters: readonly ResourceAdapterContribution[],
  apiUrl: string,
  getContext: () => CallContext,
): DataProvider {
  const byResource = new Map<string, DataProvider>();
  for (const adapter of adapters) {
    const { resource, create, load } = adapter;
    if (create) byResource.set(resource, withErrorMapping(create(http), resource));
    else if (load) byResource.set(resource, lazyProvider(() => load().then((factory) => withErrorMapping(factory(http), resource))));
  }
  const fallback = simpleRestProvider(apiUrl.replace(/\/+$/, ''), simpleRestHttpClient(getContext));
  return combineDataProviders((resource) => byResource.get(resource) ?? fallback);
}

/** A provider whose methods load the real one on the first call (and again after a failed load). */
function lazyProvider(load: () => Promise<DataProvider>): DataProvider {
  let ready: Promise<DataProvider> | undefined;
  const real = () =>
    (ready ??= load().catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));
  return new Proxy({} as DataProvider, {
    get(_target, name) {
      if (name === 'then' || typeof name === 'symbol') return undefined;
      if (name === 'supportAbortSignal') return true;
      return async (...args: unknown[]) => {
        const provider = (await real()) as AnyProvider;
        return provider[name](...args);
      };
    },
  });
}
