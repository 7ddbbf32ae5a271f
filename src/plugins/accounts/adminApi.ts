// The calls that change or delete accounts and members (docs/api-contract.md "Creating, changing,
// deleting accounts" and "Members"); reading one account is api.ts's fetchAccount/fetchSummary, and
// changing an organization and deleting organizations and agent accounts go through those resources'
// update and delete (api.ts). Each
// takes the kernel's HttpClient; a `targetAccountId` in the query overrides the current view's target
// for that one call.
import type { HttpClient } from '../../adapters/http';
import type { Member } from './adminRules';
import type { AccountSummary } from './rules';

export async function updateAccount(
  http: HttpClient,
  id: number,
  body: { name?: string; accountName?: string; email?: string; superAdmin?: boolean },
): Promise<AccountSummary> {
  const response = await http.request<{ account: AccountSummary }>('/api/v2/updateAccount', {
    method: 'POST',
    query: { targetAccountId: id },
    body,
  });
  return response.account;
}

export async function listAdminUsers(http: HttpClient, orgId: number): Promise<Member[]> {
  const response = await http.request<{ users: Member[] }>('/api/v2/listAdminUsers', { query: { targetAccountId: orgId } });
  return response.users ?? [];
}

export async function inviteAdminUser(
  http: HttpClient,
  orgId: number,
  body: { email: string; isOwner: boolean; redirectUrl?: string },
): Promise<Member> {
  const response = await http.request<{ user: Member }>('/api/v2/inviteAdminUser', {
    method: 'POST',
    query: { targetAccountId: orgId },
    body,
  });
  return response.user;
}

export async function deleteAdminUser(http: HttpClient, orgId: number, memberId: number): Promise<void> {
  await http.request('/api/v2/deleteAdminUser', {
    method: 'DELETE',
    query: { targetAccountId: orgId },
    body: { targetUserId: memberId },
  });
}
