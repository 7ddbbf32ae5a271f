// The accounts plugin's custom actions (docs/api-contract.md "Creating, changing, deleting accounts"
// and "Members"): extra data-provider methods of its three resources' adapters, so screens reach them
// through react-admin's useDataProvider (resource name first) like every other call. Each answers
// `{data}`; a `targetAccountId` in the query overrides the current view's target for that one call.
import { useDataProvider, type DataProvider } from 'react-admin';
import type { HttpClient } from '../../adapters/http';
import type { Member } from './adminRules';
import type { AccountSummary } from './rules';

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
  };
}

/** react-admin's data provider with the accounts actions typed. */
export const useAccountsProvider = () => useDataProvider<DataProvider & AccountActions>();
