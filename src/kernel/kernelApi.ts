// The kernel's own resource adapters (names in kernelResources.ts): the mobile check-in, the search
// overlay's people and conversations, and the domain profile the debug overlay shows.
import type { DataProvider } from 'react-admin';
import type { HttpClient } from '../adapters/http';
import type { AdapterFactory } from './contracts';

export interface CheckInState {
  id: string;
  checkedIn: boolean;
  at: number | null;
}

export interface SearchResult {
  rooms: Record<string, unknown>[];
  contacts: Record<string, unknown>[];
}

/** Extra provider methods, called as `dataProvider.checkIn(KERNEL_RESOURCES.mobile)`. */
export interface KernelActions {
  checkIn(resource: string): Promise<{ at: number }>;
  search(resource: string, params: { q: string; enhanced?: boolean; signal?: AbortSignal }): Promise<SearchResult>;
}

const CHECK_IN_KIND = /^[a-z]{1,20}$/;

export const mobileAdapter: AdapterFactory = (http: HttpClient) =>
  ({
    async getOne(_resource: string, { id }: { id: unknown }) {
      const kind = String(id ?? 'mobile');
      if (!CHECK_IN_KIND.test(kind)) throw new Error(`Unknown check-in kind ${kind}`);
      const answer = await http.request<{ checkedIn: boolean; at: number | null }>(`/api/v1/checkIn/${kind}`);
      return { data: { id: kind, checkedIn: !!answer.checkedIn, at: answer.at ?? null } };
    },
    async checkIn() {
      const answer = await http.request<{ at: number }>('/api/v1/mobileCheckIn', { method: 'POST', body: { checkIn: true } });
      return { at: answer.at };
    },
  }) as Partial<DataProvider>;

export const searchAdapter: AdapterFactory = (http: HttpClient) =>
  ({
    async search(_resource: string, { q, enhanced, signal }: { q: string; enhanced?: boolean; signal?: AbortSignal }) {
      const path = `/api/v1/${enhanced ? 'enhancedSearch' : 'search'}/${encodeURIComponent(q.trim())}`;
      const answer = await http.request<Partial<SearchResult>>(path, { signal });
      return { rooms: answer.rooms ?? [], contacts: answer.contacts ?? [] };
    },
  }) as Partial<DataProvider>;

export const domainProfileAdapter: AdapterFactory = (http: HttpClient) =>
  ({
    async getOne(_resource: string, { id }: { id: unknown }) {
      const answer = await http.request<{ domainProfile?: unknown }>('/api/v1/domain/lookup', {
        method: 'POST',
        body: { accountId: Number(id) },
        anonymous: true,
      });
      return { data: { id, domainProfile: answer.domainProfile ?? null } };
    },
  }) as Partial<DataProvider>;
