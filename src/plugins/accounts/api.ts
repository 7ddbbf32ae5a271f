// The accounts plugin's calls (docs/api-contract.md "Account lists", "Creating, changing, deleting
// accounts"): react-admin's CRUD for the resources organizations, resellers and agentAccounts, plus
// the account search, the create calls and the info lookup. Lists are 0-based on the server.
import type { DataProvider, GetListParams, GetOneParams, RaRecord } from 'react-admin';
import { ApiError, type HttpClient } from '../../adapters/http';
import type { AccountResponse } from '../../kernel/account';
import { messages } from './messages';
import {
  hasOrgSearchFilters,
  parseOrgSearchFilters,
  serializeOrgSearchFilters,
  type OrgSearchKey,
} from './orgSearchFilters';
import {
  activeFilter,
  orgSortParams,
  PHRASE_MAX,
  phraseParam,
  raPaging,
  type AccountSummary,
  type QueryParams,
} from './rules';

export const ACCOUNT_PATHS = {
  listOrganizations: '/api/v2/listOrganizations',
  searchOrganizations: '/api/v2/searchOrganizations',
  listResellers: '/api/v2/listResellers',
  listAccounts: '/api/v2/listAccounts',
  searchAccount: '/api/v2/searchAccount/enhanced',
  createOrganization: '/api/v2/createOrganization',
  createReseller: '/api/v2/createReseller',
  createAccount: '/api/v2/createAccount',
  deleteOrganization: '/api/v2/deleteOrganization',
  deleteAccount: '/api/v2/deleteAccount',
  account: '/api/v1/account',
} as const;

interface ListResponse {
  organizations?: AccountSummary[];
  resellers?: AccountSummary[];
  accounts?: AccountSummary[];
  total?: number;
}

/**
 * listOrganizations, or searchOrganizations when one of the spec's search filters is set. An invalid
 * filter (the URL is outside input) fails with the filter's label and reason instead of being dropped.
 */
export function organizationListRequest(params: Partial<GetListParams>): { path: string; query: QueryParams } {
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  const { filters, errors } = parseOrgSearchFilters(filter);
  const [firstError] = Object.entries(errors) as [OrgSearchKey, string][];
  if (firstError) throw new ApiError(400, `${messages.filters[firstError[0]]}: ${firstError[1]}`);
  const query: QueryParams = {
    ...raPaging(params.pagination),
    active: activeFilter(filter.active),
    ...phraseParam(filter.q),
    ...orgSortParams(params.sort),
    ...serializeOrgSearchFilters(filters),
  };
  const path = hasOrgSearchFilters(filters) ? ACCOUNT_PATHS.searchOrganizations : ACCOUNT_PATHS.listOrganizations;
  return { path, query };
}

/** resellers and agent accounts: paging and `q` only (the server sorts them itself). */
export function plainListQuery(params: Partial<GetListParams>): QueryParams {
  return { ...raPaging(params.pagination), ...phraseParam((params.filter as Record<string, unknown> | undefined)?.q) };
}

const asList = (items: AccountSummary[] | undefined, total: number | undefined) => {
  const data = items ?? [];
  return { data: data as any[], total: total ?? data.length };
};

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

/**
 * One account for an info card: GET /api/v1/account with targetAccountId = id (the server checks the
 * subtree), then the summary's plan, usage and status fields from the enhanced search: by exact id,
 * else by username (a search returns at most 20 rows, so the id's row may be cut off). A failed or
 * empty search leaves the account object's fields.
 */
export async function fetchAccountInfo(http: HttpClient, id: number, signal?: AbortSignal): Promise<AccountSummary> {
  const { account } = await http.request<AccountResponse>(ACCOUNT_PATHS.account, { query: { targetAccountId: id }, signal });
  const base = fromAccountObject(account);
  try {
    for (const phrase of [String(id), account.username]) {
      const found = (await searchAccounts(http, phrase, signal)).find((a) => a.id === id);
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

interface Created {
  account: AccountSummary;
}

export interface NewOrganization {
  email: string;
  name: string;
  accountName: string;
  phoneNumber?: string;
  externalAccountId?: string;
  externalBillingId?: string;
}

export async function createOrganization(http: HttpClient, resellerId: number, body: NewOrganization) {
  const response = await http.request<Created>(ACCOUNT_PATHS.createOrganization, {
    method: 'POST',
    query: { targetResellerId: resellerId },
    body,
  });
  return response.account;
}

export interface NewReseller {
  email: string;
  name: string;
  accountName: string;
}

export async function createReseller(http: HttpClient, partnerId: number, body: NewReseller) {
  const response = await http.request<Created>(ACCOUNT_PATHS.createReseller, {
    method: 'POST',
    query: { targetPartnerId: partnerId },
    body,
  });
  return response.account;
}

export interface NewAgentAccount {
  name: string;
  accountName?: string;
  email?: string;
  externalAccountId?: string;
  externalBillingId?: string;
}

/** A new agent account of `organizationId` (default: the viewed account's organization). */
export async function createAgentAccount(http: HttpClient, body: NewAgentAccount, organizationId?: number) {
  const response = await http.request<Created>(ACCOUNT_PATHS.createAccount, {
    method: 'POST',
    query: organizationId === undefined ? undefined : { targetAccountId: organizationId },
    body,
  });
  return response.account;
}

/** The resellers a new organization may go under (the current view's: a partner's, or all). */
export async function listResellerChoices(http: HttpClient, signal?: AbortSignal): Promise<AccountSummary[]> {
  const response = await http.request<ListResponse>(ACCOUNT_PATHS.listResellers, { query: { pageSize: 100 }, signal });
  return response.resellers ?? [];
}

type Lister = (params: GetListParams) => Promise<{ path: string; query: QueryParams; key: keyof ListResponse }>;

/** One resource's adapter: its list call, getOne/getMany through the info lookup, create and delete. */
function accountsAdapter(
  http: HttpClient,
  list: Lister,
  extra: Pick<Partial<DataProvider>, 'create' | 'delete'> = {},
): Partial<DataProvider> {
  const getOne = (id: RaRecord['id'], signal?: AbortSignal) => {
    const numeric = Number(id);
    if (!Number.isSafeInteger(numeric) || numeric <= 0) throw new ApiError(400, `id: Expected an account id`);
    return fetchAccountInfo(http, numeric, signal);
  };
  return {
    async getList(_resource: string, params: GetListParams) {
      const { path, query, key } = await list(params);
      const response = await http.request<ListResponse>(path, { query, signal: params.signal });
      return asList(response[key] as AccountSummary[] | undefined, response.total);
    },
    async getOne(_resource: string, params: GetOneParams) {
      return { data: (await getOne(params.id, params.signal)) as any };
    },
    async getMany(_resource: string, params) {
      return { data: (await Promise.all(params.ids.map((id) => getOne(id, params.signal)))) as any[] };
    },
    ...extra,
  };
}

export function organizationsAdapter(http: HttpClient): Partial<DataProvider> {
  return accountsAdapter(http, async (params) => ({ ...organizationListRequest(params), key: 'organizations' }), {
    async create(_resource, params) {
      const { resellerId, ...body } = (params.data ?? {}) as NewOrganization & { resellerId: number };
      return { data: (await createOrganization(http, Number(resellerId), body)) as any };
    },
    async delete(_resource, params) {
      await http.request(ACCOUNT_PATHS.deleteOrganization, {
        method: 'DELETE',
        query: { targetOrganizationId: Number(params.id) },
      });
      return { data: (params.previousData ?? { id: params.id }) as any };
    },
  });
}

export function resellersAdapter(http: HttpClient): Partial<DataProvider> {
  return accountsAdapter(
    http,
    async (params) => ({ path: ACCOUNT_PATHS.listResellers, query: plainListQuery(params), key: 'resellers' }),
    {
      async create(_resource, params) {
        const { partnerId, ...body } = (params.data ?? {}) as NewReseller & { partnerId: number };
        return { data: (await createReseller(http, Number(partnerId), body)) as any };
      },
    },
  );
}

/** The agent accounts of the viewed account's organization. */
export function agentAccountsAdapter(http: HttpClient): Partial<DataProvider> {
  return accountsAdapter(
    http,
    async (params) => ({ path: ACCOUNT_PATHS.listAccounts, query: plainListQuery(params), key: 'accounts' }),
    {
      async create(_resource, params) {
        return { data: (await createAgentAccount(http, (params.data ?? {}) as NewAgentAccount)) as any };
      },
      async delete(_resource, params) {
        const organizationId = (params.previousData as AccountSummary | undefined)?.organizationId;
        await http.request(ACCOUNT_PATHS.deleteAccount, {
          method: 'DELETE',
          query: organizationId == null ? undefined : { targetOrganizationId: organizationId },
          body: { targetAccountId: Number(params.id) },
        });
        return { data: (params.previousData ?? { id: params.id }) as any };
      },
    },
  );
}
