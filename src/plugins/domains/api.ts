// The customDomains resource adapter (spec doc 2 "Domains": POST and DELETE /api/v2/domain with
// domain, POST /api/v2/domain/default, GET /api/v2/domains) and the check again
// (POST /api/v2/domain/verify) as provider methods (resource name first). A result that is not a
// domain raises the catalogue's "Invalid domain data"; a failed call is logged and rethrown, so the
// panel can say why (the catalogue's "return null" would leave it nothing to show).
import type { DataProvider } from 'react-admin';
import type { HttpClient } from '../../adapters/http';
import { parseDomain, parseDomains, type CustomDomain } from './rules';

export interface DomainActions {
  verifyDomain(resource: string, params: { domain: string }): Promise<{ data: CustomDomain }>;
  setDefaultDomain(resource: string, params: { domain: string }): Promise<{ data: CustomDomain }>;
}

async function logged<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    console.warn(`Custom domains: ${what} failed`, error instanceof Error ? error.message : error);
    throw error;
  }
}

export function customDomainsAdapter(http: HttpClient): Partial<DataProvider> & DomainActions {
  const action = (path: string, domain: string) =>
    logged(path, async () => ({ data: parseDomain((await http.request<{ domain: unknown }>(path, { method: 'POST', body: { domain } })).domain) }));
  return {
    async getList(_resource, params) {
      const data = await logged('list', async () => parseDomains(await http.request('/api/v2/domains', { signal: params.signal })));
      return { data, total: data.length } as never;
    },
    async create(_resource, params) {
      return (await action('/api/v2/domain', String(params.data.domain ?? ''))) as never;
    },
    async delete(_resource, params) {
      await logged('delete', () => http.request('/api/v2/domain', { method: 'DELETE', body: { domain: String(params.id) } }));
      return { data: params.previousData ?? { id: params.id } } as never;
    },
    verifyDomain: (_r, { domain }) => action('/api/v2/domain/verify', domain),
    setDefaultDomain: (_r, { domain }) => action('/api/v2/domain/default', domain),
  };
}
