// The Rebilling screens' calls: the `resellerClients` resource (a reseller's clients with their
// rebilling: list, one, replace) and the margin ledger as provider methods (resource name first).
import type { DataProvider } from 'react-admin';
import type { HttpClient } from '../../../adapters/http';
import { ticketedUrl } from '../../../adapters/download';
import type { ClientRecord, LedgerPage } from './rules';

export const CLIENTS = 'resellerClients';
export const PATHS = {
  list: '/api/v2/reseller/rebilling',
  client: (id: string | number) => `/api/v2/reseller/clients/${encodeURIComponent(String(id))}/rebilling`,
  ledger: '/api/v2/reseller/marginLedger',
  ledgerExport: '/api/v2/reseller/marginLedger/export',
} as const;

export interface LedgerQuery {
  from: string;
  to: string;
  accountId?: number;
  page: number;
  perPage: number;
}

export interface RebillingActions {
  marginLedger(resource: string, query: LedgerQuery): Promise<{ data: LedgerPage }>;
  marginLedgerExportUrl(resource: string, query: Omit<LedgerQuery, 'page' | 'perPage'>): Promise<{ data: string }>;
}

type ApiClient = Omit<ClientRecord, 'id'>;
const record = (c: ApiClient): ClientRecord => ({ ...c, id: c.accountId });

export function rebillingAdapter(http: HttpClient): Partial<DataProvider> & RebillingActions {
  const provider: Partial<DataProvider> = {
    async getList(_resource, params) {
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      const reply = await http.request<{ total: number; clients: ApiClient[] }>(PATHS.list, { query: { page, perPage: Math.min(perPage, 100) }, signal: params.signal });
      return { data: reply.clients.map(record), total: reply.total } as never;
    },
    async getOne(_resource, params) {
      const reply = await http.request<{ rebilling: ApiClient }>(PATHS.client(params.id), { signal: params.signal });
      return { data: record(reply.rebilling) } as never;
    },
    async update(_resource, params) {
      const reply = await http.request<{ rebilling: ApiClient }>(PATHS.client(params.id), { method: 'PUT', body: params.data });
      return { data: record(reply.rebilling) } as never;
    },
  };
  return {
    ...provider,
    async marginLedger(_resource, query) {
      return { data: await http.request<LedgerPage>(PATHS.ledger, { query: { ...query } }) };
    },
    async marginLedgerExportUrl(_resource, query) {
      // a one-use, 60-second ticket (no session token in the URL): make it on click, follow it at once
      return { data: await ticketedUrl(http, PATHS.ledgerExport, { ...query }) };
    },
  };
}
