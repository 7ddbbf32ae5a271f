// The accounts plugin's plain reads (docs/api-contract.md "Account lists"): the account search, the
// reseller choices and reading one account (account object plus summary), which the overlays and the
// resources' getOne share; screens reach them as the accounts provider's methods (accountActions.ts).
// Creating goes through the resources' create (api.ts).
import type { HttpClient } from '../../adapters/http';
import type { AccountResponse } from '@kernel/sdk';
import { PHRASE_MAX, type AccountSummary } from './rules';

export const ACCOUNT_PATHS = {
  listOrganizations: '/api/v2/listOrganizations',
  searchOrganizations: '/api/v2/searchOrganizations',
  listResellers: '/api/v2/listResellers',
  listAccounts: '/api/v2/listAccounts',
  searchAccount: '/api/v2/searchAccount/enhanced',
  createOrganization: '/api/v2/createOrganization',
  createReseller: '/api/v2/createReseller',
  createAccount: '/api/v2/createAccount',
  account: '/api/v1/account',
  updateOrganization: '/api/v2/updateOrganization',
  deleteOrganization: '/api/v2/deleteOrganization',
  deleteAccount: '/api/v2/deleteAccount',
} as const;

export interface ListResponse {
  organizations?: AccountSummary[];
  resellers?: AccountSummary[];
  accounts?: AccountSummary[];
  total?: number;
}

/** The account object of GET /api/v1/account as a summary (names from `details`). */
function fromAccountObject(account: AccountResponse['account']): AccountSummary {
  const details = (account.details ?? {}) as Record<string, unknown>;
  const name = (key: string) => (typeof details[key] === 'string' ? (details[key] as string) : null);
  const { settings: _settings, details: _details, role: _role, domainProfileId: _profile, ...rest } = account;
  return {
    ...rest,
    accountName: account.accountName ?? null,
    name: account.name ?? null,
    email: account.email ?? null,
    partnerName: name('partnerName'),
    resellerName: name('resellerName'),
    orgName: name('orgName'),
  };
}

/** GET /api/v1/account with targetAccountId = id (the server checks the subtree), as a summary. */
export async function fetchAccount(http: HttpClient, id: number, signal?: AbortSignal): Promise<AccountSummary> {
  const { account } = await http.request<AccountResponse>(ACCOUNT_PATHS.account, { query: { targetAccountId: id }, signal });
  return fromAccountObject(account);
}

/**
 * The summary row of account `id` (plan, billing, usage and status fields) from the enhanced search
 * for `phrase` (default: the id, which matches exactly); null when the search does not hold it.
 */
export async function fetchSummary(http: HttpClient, id: number, signal?: AbortSignal, phrase = String(id)): Promise<AccountSummary | null> {
  return (await searchAccounts(http, phrase, signal)).find((a) => a.id === id) ?? null;
}

/**
 * One account for an info card: the account object, then the summary's fields: by exact id, else by
 * username (a search returns at most 20 rows, so the id's row may be cut off). A failed or empty
 * search leaves the account object's fields.
 */
export async function fetchAccountInfo(http: HttpClient, id: number, signal?: AbortSignal): Promise<AccountSummary> {
  const base = await fetchAccount(http, id, signal);
  try {
    for (const phrase of [String(id), base.username]) {
      const found = await fetchSummary(http, id, signal, phrase);
      if (found) return { ...base, ...found };
    }
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  return base;
}

/** POST /api/v2/searchAccount/enhanced: at most 20 accounts of the caller's subtree. */
export async function searchAccounts(http: HttpClient, phrase: string, signal?: AbortSignal): Promise<AccountSummary[]> {
  const trimmed = phrase.trim().slice(0, PHRASE_MAX);
  if (!trimmed) return [];
  const response = await http.request<{ accounts?: AccountSummary[] }>(ACCOUNT_PATHS.searchAccount, {
    method: 'POST',
    body: { phrase: trimmed },
    signal,
  });
  return response.accounts ?? [];
}

/** The resellers a new organization may go under (the current view's: a partner's, or all). */
export async function listResellerChoices(http: HttpClient, signal?: AbortSignal): Promise<AccountSummary[]> {
  const response = await http.request<ListResponse>(ACCOUNT_PATHS.listResellers, { query: { pageSize: 100 }, signal });
  return response.resellers ?? [];
}
