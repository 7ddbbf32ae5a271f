// The accounts plugin's resources (docs/api-contract.md "Account lists", "Creating, changing,
// deleting accounts"): react-admin's CRUD for organizations, resellers and agentAccounts, each
// described once with restAdapter (lists are 0-based on the server), with the custom actions of
// accountActions.ts spread over each adapter. The plain calls (search, create, reading one account)
// are accountCalls.ts.
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { ApiError, type HttpClient } from '../../adapters/http';
import {
  restAdapter,
  type CreateParamsOf,
  type ListEndpoint,
  type Paging,
  type RestEndpoint,
  type WriteEndpoint,
} from '../../adapters/restAdapter';
import { accountActions, type AccountActions } from './accountActions';
import { ACCOUNT_PATHS, fetchAccountInfo, type ListResponse } from './accountCalls';
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
  phraseParam,
  raPaging,
  type AccountSummary,
  type QueryParams,
} from './rules';

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
  totalExact: 'totalExact',
});

/** A resource's react-admin methods plus the accounts actions (the same for all three resources). */
const withActions = (http: HttpClient, endpoint: RestEndpoint) => ({ ...restAdapter(http, endpoint), ...accountActions(http) });

/**
 * The create calls: the parent's id travels in the data as `field` and to the server as the query's
 * `param` (absent: the server takes the view's target); they answer `{account}`.
 */
const createUnder = (path: string, field: string, param: string): WriteEndpoint<CreateParamsOf> => ({
  path,
  query: ({ data }) => (data[field] == null ? undefined : { [param]: Number(data[field]) }),
  body: ({ data }) => Object.fromEntries(Object.entries(data).filter(([key]) => key !== field)),
  key: 'account',
});

export function organizationsAdapter(http: HttpClient): Partial<DataProvider> & AccountActions {
  return withActions(http, {
    path: ACCOUNT_PATHS.listOrganizations,
    list: listOf(
      'organizations',
      (params) => organizationListRequest(params).path,
      (params) => organizationListRequest(params).query,
    ),
    one: { read: accountReader(http) },
    create: createUnder(ACCOUNT_PATHS.createOrganization, 'resellerId', 'targetResellerId'),
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
    create: createUnder(ACCOUNT_PATHS.createReseller, 'partnerId', 'targetPartnerId'),
  });
}

/** The agent accounts of the viewed account's organization. */
export function agentAccountsAdapter(http: HttpClient): Partial<DataProvider> & AccountActions {
  return withActions(http, {
    path: ACCOUNT_PATHS.listAccounts,
    list: listOf('accounts', ACCOUNT_PATHS.listAccounts, plainListQuery),
    one: { read: accountReader(http) },
    // no organizationId: the viewed account's organization
    create: createUnder(ACCOUNT_PATHS.createAccount, 'organizationId', 'targetAccountId'),
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
