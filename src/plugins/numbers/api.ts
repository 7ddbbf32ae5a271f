// The phoneNumbers resource adapter: the org's numbers (GET /api/v2/phoneNumbers, beyond the spec) for
// react-admin's list and one record, plus the spec's search, assign and bring-your-own calls and the
// reassign, release, health and agent-choice reads as extra provider methods (resource name first).
import type { DataProvider } from 'react-admin';
import type { HttpClient } from '../../adapters/http';
import { restAdapter, type Paging } from '../../adapters/restAdapter';
import type { AgentChoice, NumberHealth, OfferedNumber, PhoneNumber, SearchKind } from './rules';

export const NUMBERS_PATH = '/api/v2/phoneNumbers';
export const DEFAULT_PAGE_SIZE = 20;
const PAGING: Paging = { style: 'oneBased', defaultSize: DEFAULT_PAGE_SIZE, maxSize: 100 };

/** targetAccountId names the agent the number goes to; without one, the viewed organization keeps it. */
const toAgent = (agentAccountId: number | null) => (agentAccountId === null ? {} : { query: { targetAccountId: agentAccountId } });

export interface NumberActions {
  searchNumbers(resource: string, params: { kind: SearchKind; body: Record<string, unknown> }): Promise<{ data: OfferedNumber[] }>;
  /** POST /api/v2/phoneNumber/assign: buys the number for the agent (or the organization) */
  assignNumber(resource: string, params: { number: string; agentAccountId: number | null }): Promise<{ data: PhoneNumber }>;
  /** POST /api/v2/phoneNumber/byo/assign: without a code texts one (pending); with it, adds the number */
  claimNumber(
    resource: string,
    params: { number: string; agentAccountId: number | null; verificationCode?: string },
  ): Promise<{ data: { status: 'pending' | 'active'; phoneNumber?: PhoneNumber } }>;
  setAgent(resource: string, params: { id: number; agentAccountId: number | null }): Promise<{ data: PhoneNumber }>;
  releaseNumber(resource: string, params: { id: number }): Promise<{ data: PhoneNumber }>;
  getHealth(resource: string, params?: { signal?: AbortSignal }): Promise<{ data: NumberHealth[] }>;
  /** the organization's agent accounts, for the agent pickers */
  listAgents(resource: string, params?: { signal?: AbortSignal }): Promise<{ data: AgentChoice[] }>;
}

export function numberActions(http: HttpClient): NumberActions {
  return {
    async searchNumbers(_resource, { kind, body }) {
      const reply = await http.request<{ numbers: OfferedNumber[] }>(`/api/v2/phoneNumber/search/local/${kind}`, { method: 'POST', body });
      return { data: reply.numbers };
    },
    async assignNumber(_resource, { number, agentAccountId }) {
      const reply = await http.request<{ phoneNumber: PhoneNumber }>('/api/v2/phoneNumber/assign', {
        method: 'POST',
        body: { number, country: 'US' },
        ...toAgent(agentAccountId),
      });
      return { data: reply.phoneNumber };
    },
    async claimNumber(_resource, { number, agentAccountId, verificationCode }) {
      const reply = await http.request<{ status: 'pending' | 'active'; phoneNumber?: PhoneNumber }>('/api/v2/phoneNumber/byo/assign', {
        method: 'POST',
        body: { number, ...(verificationCode ? { verificationCode } : {}) },
        ...toAgent(agentAccountId),
      });
      return { data: { status: reply.status, phoneNumber: reply.phoneNumber } };
    },
    async setAgent(_resource, { id, agentAccountId }) {
      const reply = await http.request<{ phoneNumber: PhoneNumber }>(`${NUMBERS_PATH}/${id}/agent`, { method: 'POST', body: { agentAccountId } });
      return { data: reply.phoneNumber };
    },
    async releaseNumber(_resource, { id }) {
      const reply = await http.request<{ phoneNumber: PhoneNumber }>(`${NUMBERS_PATH}/${id}/release`, { method: 'POST' });
      return { data: reply.phoneNumber };
    },
    async getHealth(_resource, params) {
      const reply = await http.request<{ numbers: NumberHealth[] }>(`${NUMBERS_PATH}/health`, { signal: params?.signal });
      return { data: reply.numbers };
    },
    async listAgents(_resource, params) {
      const reply = await http.request<{ accounts: { id: number; accountName: string | null; name: string | null; username: string }[] }>(
        '/api/v2/listAccounts',
        { query: { pageSize: 100 }, signal: params?.signal },
      );
      return { data: reply.accounts.map((a) => ({ id: a.id, name: a.accountName ?? a.name ?? a.username })) };
    },
  };
}

export function phoneNumbersAdapter(http: HttpClient): Partial<DataProvider> & NumberActions {
  const adapter = restAdapter(http, {
    path: NUMBERS_PATH,
    list: { path: NUMBERS_PATH, paging: PAGING, key: 'numbers', total: 'total' },
    one: { key: 'phoneNumber' },
  });
  return { ...adapter, ...numberActions(http) };
}
