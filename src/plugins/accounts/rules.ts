// Pure account rules: the spec's constants, list queries (spec 5 "Account list": page and pageSize
// omitted unless positive, active=true by default), the Account summary type, and the history of
// recently opened accounts read back from local storage. (Search filters: orgSearchFilters.ts;
// display helpers: summaryFormat.ts.) No React, no http: unit-tested in tests/unit/accounts-rules.test.ts.

/** Spec doc 2 section 9: lists default to page 0 and 20 rows; org and agent accounts pages are 20. */
export const DEFAULT_PAGE_SIZE = 20;
/** The server's cap (docs/api-contract.md "Account lists"). */
export const MAX_PAGE_SIZE = 100;
/** Spec doc 2 section 9: debounce 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;
/** POST /api/v2/searchAccount: phrase of 1–100 characters. */
export const PHRASE_MAX = 100;

export const ACCOUNT_TYPES = ['partner', 'reseller', 'organization', 'agent'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The Account summary of docs/api-contract.md; org-only fields may be absent on an info card. */
export interface AccountSummary {
  id: number;
  username: string;
  accountType: AccountType | string;
  accountName: string | null;
  name: string | null;
  email: string | null;
  phoneNumber?: string | null;
  partnerId: number | null;
  resellerId: number | null;
  organizationId: number | null;
  enabled?: boolean;
  isOwner?: boolean;
  superAdmin?: boolean;
  timestamp?: number;
  partnerName?: string | null;
  resellerName?: string | null;
  orgName?: string | null;
  externalAccountId?: string | null;
  externalBillingId?: string | null;
  productPlanId?: string | null;
  productPlanTerm?: string | null;
  subscribed?: boolean;
  canceled?: boolean;
  canceledAt?: number | null;
  billingId?: string | null;
  billingSubscriptionId?: string | null;
  onboardingComplete?: boolean;
  voiceMinutes?: number;
  messageCount?: number;
  disabledReason?: string | null;
  disabledDetails?: string | null;
}

export type QueryParams = Record<string, string | number>;

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * Spec 5: page and pageSize are omitted unless positive numbers. `page` is the server's 0-based page
 * (react-admin's page 1 is page 0, which is therefore omitted: the server's default).
 */
export function pagingParams(page: unknown, pageSize: unknown): QueryParams {
  const params: QueryParams = {};
  if (isPositiveInteger(page)) params.page = page;
  if (isPositiveInteger(pageSize)) params.pageSize = Math.min(MAX_PAGE_SIZE, pageSize);
  return params;
}

/** react-admin's pagination (1-based page, perPage) → the server's paging params. */
export function raPaging(pagination: { page?: number; perPage?: number } | undefined): QueryParams {
  const page = pagination?.page;
  return pagingParams(typeof page === 'number' ? page - 1 : undefined, pagination?.perPage ?? DEFAULT_PAGE_SIZE);
}

export type ActiveFilter = 'true' | 'false' | 'all';

/** Spec 5: the active filter defaults to active=true. Anything unrecognised is the default. */
export function activeFilter(value: unknown): ActiveFilter {
  if (value === false || value === 'false') return 'false';
  if (value === 'all') return 'all';
  return 'true';
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The search box `q`, trimmed; omitted when empty. */
export function phraseParam(value: unknown): QueryParams {
  const q = text(value).slice(0, 200);
  return q ? { q } : {};
}

/** react-admin sort fields → the server's listOrganizations `sort` values. */
const ORG_SORTS: Record<string, string> = {
  accountName: 'accountName',
  name: 'accountName',
  timestamp: 'timestamp',
  created: 'timestamp',
  voiceMinutes: 'voiceMinutes',
  messageCount: 'messageCount',
};

export function orgSortParams(sort: { field?: string; order?: string } | undefined): QueryParams {
  const field = sort?.field ? ORG_SORTS[sort.field] : undefined;
  if (!field) return {};
  return { sort: field, order: sort?.order === 'ASC' ? 'asc' : 'desc' };
}

// ---- recently opened accounts (accountSearch's history menu) -------------------------------------

/** Local storage key (namespaced by src/adapters/storage.ts), one list per signed-in user. */
export const RECENT_ACCOUNTS_KEY = 'accounts.recent';
export const RECENT_ACCOUNTS_LIMIT = 10;
const NAME_MAX = 200;

export const recentAccountsKey = (userId: number): string => `${RECENT_ACCOUNTS_KEY}.${userId}`;

/** What the history keeps of an account: enough to show it and to build its /app path. */
export interface RecentAccount {
  id: number;
  accountType: AccountType;
  username: string;
  accountName: string | null;
  name: string | null;
  email: string | null;
  partnerId: number | null;
  resellerId: number | null;
  organizationId: number | null;
  partnerName: string | null;
  resellerName: string | null;
  orgName: string | null;
  /** when it was opened, ms */
  at: number;
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const optionalId = (value: unknown): number | null | undefined => (value == null ? null : isId(value) ? value : undefined);
const optionalText = (value: unknown): string | null | undefined =>
  value == null ? null : typeof value === 'string' && value.length <= NAME_MAX ? value : undefined;

/** One stored entry checked field by field; null when anything is off. */
function recentEntry(raw: unknown): RecentAccount | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  if (!isId(r.id) || !(ACCOUNT_TYPES as readonly unknown[]).includes(r.accountType)) return null;
  if (typeof r.username !== 'string' || r.username.length > NAME_MAX) return null;
  if (typeof r.at !== 'number' || !Number.isFinite(r.at) || r.at < 0) return null;
  const ids = [r.partnerId, r.resellerId, r.organizationId].map(optionalId);
  const texts = [r.accountName, r.name, r.email, r.partnerName, r.resellerName, r.orgName].map(optionalText);
  if (ids.includes(undefined) || texts.includes(undefined)) return null;
  const [partnerId, resellerId, organizationId] = ids as (number | null)[];
  const [accountName, name, email, partnerName, resellerName, orgName] = texts as (string | null)[];
  return {
    id: r.id,
    accountType: r.accountType as AccountType,
    username: r.username,
    accountName,
    name,
    email,
    partnerId,
    resellerId,
    organizationId,
    partnerName,
    resellerName,
    orgName,
    at: r.at,
  };
}

/**
 * What local storage gave back (outside input): valid entries only, most recent first, one per
 * account, at most RECENT_ACCOUNTS_LIMIT.
 */
export function parseRecentAccounts(raw: unknown): RecentAccount[] {
  if (!Array.isArray(raw)) return [];
  const entries = raw.map(recentEntry).filter((e): e is RecentAccount => e !== null);
  entries.sort((a, b) => b.at - a.at);
  const seen = new Set<number>();
  return entries.filter((e) => !seen.has(e.id) && seen.add(e.id)).slice(0, RECENT_ACCOUNTS_LIMIT);
}

/** A summary as a history entry; null when it cannot be one (e.g. an unknown account type). */
export function toRecentAccount(account: AccountSummary, at: number): RecentAccount | null {
  return recentEntry({
    id: account.id,
    accountType: account.accountType,
    username: account.username,
    accountName: account.accountName ?? null,
    name: account.name ?? null,
    email: account.email ?? null,
    partnerId: account.partnerId ?? null,
    resellerId: account.resellerId ?? null,
    organizationId: account.organizationId ?? null,
    partnerName: account.partnerName ?? null,
    resellerName: account.resellerName ?? null,
    orgName: account.orgName ?? null,
    at,
  });
}

/** `entry` first, its older copy dropped, capped at the limit. */
export function addRecentAccount(list: readonly RecentAccount[], entry: RecentAccount): RecentAccount[] {
  return [entry, ...list.filter((e) => e.id !== entry.id)].slice(0, RECENT_ACCOUNTS_LIMIT);
}
