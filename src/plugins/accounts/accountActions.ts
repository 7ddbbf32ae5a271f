// The accounts plugin's custom actions (docs/api-contract.md "Creating, changing, deleting accounts"
// and "Members"): extra data-provider methods of its three resources' adapters, so screens reach them
// through react-admin's useDataProvider (resource name first) like every other call. Each answers
// `{data}`; a `targetAccountId` in the query overrides the current view's target for that one call.
// The plain reads the overlays share (accountCalls.ts) are methods here too, so no screen holds the
// http client.
import { useDataProvider, type DataProvider } from 'react-admin';
import { useOwnFailureProvider } from '@kernel/sdk';
import type { HttpClient } from '../../adapters/http';
import { reportAuditEvent } from '@kernel/sdk';
import { fetchAccount, fetchAccountInfo, fetchSummary, listResellerChoices, searchAccounts } from './accountCalls';
import type { Member } from './adminRules';
import type { AccountSummary } from './rules';
import { accountTitle } from './summaryFormat';

export interface AccountChanges {
  name?: string;
  accountName?: string;
  email?: string;
  superAdmin?: boolean;
}

export interface MemberInvitation {
  email: string;
  isOwner: boolean;
  redirectUrl?: string;
}

export interface AccountActions {
  /** POST /api/v2/updateAccount of account `id` (any kind: the same call for all three resources) */
  updateAccount(resource: string, params: { id: number; data: AccountChanges }): Promise<{ data: AccountSummary }>;
  /** GET /api/v2/listAdminUsers: the admin users of organization `id` */
  listMembers(resource: string, params: { id: number }): Promise<{ data: Member[] }>;
  /** POST /api/v2/inviteAdminUser into organization `id` */
  inviteMember(resource: string, params: { id: number; data: MemberInvitation }): Promise<{ data: Member }>;
  /** DELETE /api/v2/deleteAdminUser: member `memberId` of organization `id` */
  deleteMember(resource: string, params: { id: number; memberId: number }): Promise<{ data: { id: number } }>;
  /** GET /api/v1/account of account `id`, as a summary */
  getAccount(resource: string, params: { id: number; signal?: AbortSignal }): Promise<{ data: AccountSummary }>;
  /** account `id`'s row of the enhanced search (plan, billing, usage); null when the search does not hold it */
  getAccountSummary(resource: string, params: { id: number; signal?: AbortSignal }): Promise<{ data: AccountSummary | null }>;
  /** the account object with its summary's fields, for an info card */
  getAccountInfo(resource: string, params: { id: number; signal?: AbortSignal }): Promise<{ data: AccountSummary }>;
  /** POST /api/v2/searchAccount/enhanced: at most 20 accounts of the caller's subtree */
  searchAccounts(resource: string, params: { phrase: string; signal?: AbortSignal }): Promise<{ data: AccountSummary[] }>;
  /** the resellers a new organization may go under */
  listResellerChoices(resource: string, params?: { signal?: AbortSignal }): Promise<{ data: AccountSummary[] }>;
  /** the audit log's `takeover.started` for `target`, opened from overlay `via` (a failure is logged, never thrown) */
  reportTakeover(resource: string, params: { target: AccountSummary; via: string }): Promise<{ data: null }>;
}

export function accountActions(http: HttpClient): AccountActions {
  return {
    async updateAccount(_resource, { id, data }) {
      const response = await http.request<{ account: AccountSummary }>('/api/v2/updateAccount', {
        method: 'POST',
        query: { targetAccountId: id },
        body: data,
      });
      return { data: response.account };
    },
    async listMembers(_resource, { id }) {
      const response = await http.request<{ users?: Member[] }>('/api/v2/listAdminUsers', { query: { targetAccountId: id } });
      return { data: response.users ?? [] };
    },
    async inviteMember(_resource, { id, data }) {
      const response = await http.request<{ user: Member }>('/api/v2/inviteAdminUser', {
        method: 'POST',
        query: { targetAccountId: id },
        body: data,
      });
      return { data: response.user };
    },
    async deleteMember(_resource, { id, memberId }) {
      await http.request('/api/v2/deleteAdminUser', {
        method: 'DELETE',
        query: { targetAccountId: id },
        body: { targetUserId: memberId },
      });
      return { data: { id: memberId } };
    },
    async getAccount(_resource, { id, signal }) {
      return { data: await fetchAccount(http, id, signal) };
    },
    async getAccountSummary(_resource, { id, signal }) {
      return { data: await fetchSummary(http, id, signal) };
    },
    async getAccountInfo(_resource, { id, signal }) {
      return { data: await fetchAccountInfo(http, id, signal) };
    },
    async searchAccounts(_resource, { phrase, signal }) {
      return { data: await searchAccounts(http, phrase, signal) };
    },
    async listResellerChoices(_resource, params) {
      return { data: await listResellerChoices(http, params?.signal) };
    },
    async reportTakeover(_resource, { target, via }) {
      await reportAuditEvent(http, 'takeover.started', { name: accountTitle(target), via }, target.id);
      return { data: null };
    },
  };
}

/** react-admin's data provider with the accounts actions typed. */
export const useAccountsProvider = () => useDataProvider<DataProvider & AccountActions>();

/** The same for the overlays' reads, which show their own failures (a deleted account's refusal included). */
export const useAccountReads = () => useOwnFailureProvider<AccountActions>();
