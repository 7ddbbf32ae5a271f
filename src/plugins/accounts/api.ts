// The accounts plugin's calls (docs/api-contract.md "Account lists", "Creating, changing, deleting
// accounts"): react-admin's CRUD for the resources organizations, resellers and agentAccounts, plus
// the account search, the create calls and reading one account (the only fetch helpers: the admin
// overlays use them too; the custom actions, changing accounts and members: accountActions.ts, spread
// over each adapter). Lists are 0-based on the server; the
// resources are described once with restAdapter.
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { ApiError, type HttpClient } from '../../adapters/http';
import { restAdapter, type ListEndpoint, type Paging, type RestEndpoint } from '../../adapters/restAdapter';
import type { AccountResponse } from '@kernel/sdk';
import { accountActions, type AccountActions } from './accountActions';
import { ORG_FIELDS, PARTNER_FIELDS } from './adminFormRules';
import { messages } from './messages';
import {
  hasOrgSearchFilters,
  parseOrgSearchFilters,
  serializeOrgSearchFilters,
  type OrgSearchKey,
} from './orgSearchFilters';
import {
  activeFilter,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
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
  account: '/api/v1/account',
  updateOrganization: '/api/v2/updateOrganization',
  deleteOrganization: '/api/v2/deleteOrganization',
  deleteAccount: '/api/v2/deleteAccount',
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

/** The create calls answer `{account}`. */
async function postCreate(http: HttpClient, path: string, query: QueryParams | undefined, body: object): Promise<AccountSummary> {
  return (await http.request<{ account: AccountSummary }>(path, { method: 'POST', query, body })).account;
}

export interface NewOrganization {
  email: string;
  name: string;
  accountName: string;
  phoneNumber?: string;
  externalAccountId?: string;
  externalBillingId?: string;
}

export const createOrganization = (http: HttpClient, resellerId: number, body: NewOrganization) =>
  postCreate(http, ACCOUNT_PATHS.createOrganization, { targetResellerId: resellerId }, body);

export interface NewReseller {
  email: string;
  name: string;
  accountName: string;
}

export const createReseller = (http: HttpClient, partnerId: number, body: NewReseller) =>
  postCreate(http, ACCOUNT_PATHS.createReseller, { targetPartnerId: partnerId }, body);

export interface NewAgentAccount {
  name: string;
  accountName?: string;
  email?: string;
  externalAccountId?: string;
  externalBillingId?: string;
}

/** A new agent account of `organizationId` (default: the viewed account's organization). */
export const createAgentAccount = (http: HttpClient, body: NewAgentAccount, organizationId?: number) =>
  postCreate(http, ACCOUNT_PATHS.createAccount, organizationId === undefined ? undefined : { targetAccountId: organizationId }, body);

/** The resellers a new organization may go under (the current view's: a partner's, or all). */
export async function listResellerChoices(http: HttpClient, signal?: AbortSignal): Promise<AccountSummary[]> {
  const response = await http.request<ListResponse>(ACCOUNT_PATHS.listResellers, { query: { pageSize: 100 }, signal });
  return response.resellers ?? [];
}

/** What updateOrganization accepts. */
const ORG_UPDATE_FIELDS: ReadonlySet<string> = new Set([...ORG_FIELDS, ...PARTNER_FIELDS]);

/** Spec 5: 0-based pages; page 0 is the server's default and is left out. */
const PAGING: Paging = { style: 'zeroBased', omitFirstPage: true, defaultSize: DEFAULT_PAGE_SIZE, maxSize: MAX_PAGE_SIZE };

/** One account for getOne/getMany: the id checked, then the info lookup (account object + summary). */
const accountReader = (http: HttpClient) => (id: RaRecord['id'], signal?: AbortSignal) => {
  const numeric = Number(id);
  if (!Number.isSafeInteger(numeric) || numeric <= 0) throw new ApiError(400, `id: Expected an account id`);
  return fetchAccountInfo(http, numeric, signal) as unknown as Promise<Record<string, unknown>>;
};

const listOf = (key: keyof ListResponse, path: ListEndpoint['path'], query: ListEndpoint['query']): ListEndpoint => ({
  path,
  query,
  paging: PAGING,
  key,
  total: 'total',
});

/** A resource's react-admin methods plus the accounts actions (the same for all three resources). */
const withActions = (http: HttpClient, endpoint: RestEndpoint) => ({ ...restAdapter(http, endpoint), ...accountActions(http) });

export function organizationsAdapter(http: HttpClient): Partial<DataProvider> & AccountActions {
  return withActions(http, {
    path: ACCOUNT_PATHS.listOrganizations,
    list: listOf(
      'organizations',
      (params) => organizationListRequest(params).path,
      (params) => organizationListRequest(params).query,
    ),
    one: { read: accountReader(http) },
    create: {
      path: ACCOUNT_PATHS.createOrganization,
      query: ({ data }) => ({ targetResellerId: Number(data.resellerId) }),
      body: ({ data: { resellerId: _resellerId, ...body } }) => body,
      key: 'account',
    },
    // orgAdmin's save: the data holds only the changed fields (adminFormRules' changedOrgFields)
    update: {
      path: ACCOUNT_PATHS.updateOrganization,
      method: 'POST',
      query: ({ id }) => ({ targetAccountId: Number(id) }),
      body: ({ data }) => Object.fromEntries(Object.entries(data).filter(([key]) => ORG_UPDATE_FIELDS.has(key))),
      key: 'account',
    },
    delete: {
      path: ACCOUNT_PATHS.deleteOrganization,
      query: ({ id }) => ({ targetOrganizationId: Number(id) }),
    },
  });
}

export function resellersAdapter(http: HttpClient): Partial<DataProvider> & AccountActions {
  return withActions(http, {
    path: ACCOUNT_PATHS.listResellers,
    list: listOf('resellers', ACCOUNT_PATHS.listResellers, plainListQuery),
    one: { read: accountReader(http) },
    create: {
      path: ACCOUNT_PATHS.createReseller,
      query: ({ data }) => ({ targetPartnerId: Number(data.partnerId) }),
      body: ({ data: { partnerId: _partnerId, ...body } }) => body,
      key: 'account',
    },
  });
}

/** The agent accounts of the viewed account's organization. */
export function agentAccountsAdapter(http: HttpClient): Partial<DataProvider> & AccountActions {
  return withActions(http, {
    path: ACCOUNT_PATHS.listAccounts,
    list: listOf('accounts', ACCOUNT_PATHS.listAccounts, plainListQuery),
    one: { read: accountReader(http) },
    create: { path: ACCOUNT_PATHS.createAccount, key: 'account' },
    delete: {
      path: ACCOUNT_PATHS.deleteAccount,
      // the agent's organization (a row without one sends none and the server refuses)
      query: ({ previousData }) => {
        const organizationId = (previousData as AccountSummary | undefined)?.organizationId;
        return organizationId == null ? undefined : { targetOrganizationId: organizationId };
      },
      body: ({ id }) => ({ targetAccountId: Number(id) }),
    },
  });
}
