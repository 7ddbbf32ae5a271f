// The calls of the administration overlays (docs/api-contract.md "Creating, changing, deleting
// accounts" and "Members"). Each takes the kernel's HttpClient; a `targetAccountId` in the query
// overrides the current view's target for that one call.
import type { HttpClient } from '../../adapters/http';
import type { Account, AccountResponse } from '../../kernel/account';
import type { Member, OrgField } from './adminRules';

/** The account object, with the org fields GET /api/v1/account carries besides the kernel's type. */
export type AdminAccount = Account & {
  externalAccountId?: string | null;
  externalBillingId?: string | null;
};

/** The account summary of lists and search (only the fields these overlays read). */
export interface AccountSummary extends Partial<Record<OrgField, string | null>> {
  id: number;
  username: string;
  accountType: string;
  accountName: string | null;
  name: string | null;
  email: string | null;
  partnerId: number | null;
  resellerId: number | null;
  organizationId: number | null;
  superAdmin: boolean;
}

/** GET /api/v1/account for another account than the viewed one. */
export async function fetchAccount(http: HttpClient, id: number): Promise<AdminAccount> {
  const response = await http.request<AccountResponse>('/api/v1/account', { query: { targetAccountId: id } });
  return response.account as AdminAccount;
}

/**
 * The summary of one account (plan and billing fields), through the enhanced search that matches an
 * exact id. null when the caller's subtree does not hold it.
 */
export async function fetchSummary(http: HttpClient, id: number): Promise<AccountSummary | null> {
  const response = await http.request<{ accounts: AccountSummary[] }>('/api/v2/searchAccount/enhanced', {
    method: 'POST',
    body: { phrase: String(id) },
  });
  return response.accounts?.find((a) => a.id === id) ?? null;
}

export async function updateOrganization(
  http: HttpClient,
  orgId: number,
  body: Partial<Record<OrgField, string | null>>,
): Promise<AccountSummary> {
  const response = await http.request<{ account: AccountSummary }>('/api/v2/updateOrganization', {
    method: 'POST',
    query: { targetAccountId: orgId },
    body,
  });
  return response.account;
}

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

export async function deleteOrganization(http: HttpClient, orgId: number): Promise<void> {
  await http.request('/api/v2/deleteOrganization', { method: 'DELETE', query: { targetOrganizationId: orgId } });
}

export async function deleteAgentAccount(http: HttpClient, orgId: number, agentId: number): Promise<void> {
  await http.request('/api/v2/deleteAccount', {
    method: 'DELETE',
    query: { targetOrganizationId: orgId },
    body: { targetAccountId: agentId },
  });
}
