// Query parsing and SQL filters of the account lists and searches (docs/api-contract.md "Account
// lists"). Everything here filters, sorts and pages in SQL; nothing loads all rows.
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AccountRow } from '../auth/context';
import { accounts } from '../db/schema';
import { cappedCount } from '../kit/cappedCount';
import { calendarDay, dayRange } from '../kit/days';
import type { Db } from '../db/store';

import { summaryQuery, toSummary, type AccountSummary } from './summary';

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

/** An empty query value counts as omitted. */
const omitEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const count0 = z.string().regex(/^\d{1,9}$/, 'Expected a non-negative integer').transform(Number);
const flag = z.enum(['true', 'false'], 'Expected true or false').transform((v) => v === 'true');
const exact = z.string().trim().min(1, 'Required').max(200);
const day = calendarDay;

export const pagingQuery = z.object({
  page: omitEmpty(count0),
  pageSize: omitEmpty(count0.refine((n) => n >= 1 && n <= MAX_PAGE_SIZE, `Expected 1 to ${MAX_PAGE_SIZE}`)),
  q: omitEmpty(z.string().max(200)),
});

export const SORTS = ['accountName', 'timestamp', 'voiceMinutes', 'messageCount'] as const;

export const listQuery = pagingQuery.extend({
  active: omitEmpty(z.enum(['true', 'false', 'all'], 'Expected true, false or all')),
  sort: omitEmpty(z.enum(SORTS, `Expected one of ${SORTS.join(', ')}`)),
  order: omitEmpty(z.enum(['asc', 'desc'], 'Expected asc or desc')),
});

export const searchQuery = listQuery.extend({
  voiceMinutesMin: omitEmpty(count0),
  voiceMinutesMax: omitEmpty(count0),
  messageCountMin: omitEmpty(count0),
  messageCountMax: omitEmpty(count0),
  onboardingComplete: omitEmpty(flag),
  subscribed: omitEmpty(flag),
  canceled: omitEmpty(flag),
  productPlanId: omitEmpty(exact),
  productPlanTerm: omitEmpty(exact),
  billingSubscriptionId: omitEmpty(exact),
  billingId: omitEmpty(exact),
  externalAccountId: omitEmpty(exact),
  createdFrom: omitEmpty(day),
  createdTo: omitEmpty(day),
  canceledFrom: omitEmpty(day),
  canceledTo: omitEmpty(day),
});

export type PagingQuery = z.infer<typeof pagingQuery>;
export type ListQuery = z.infer<typeof listQuery>;
export type SearchQuery = z.infer<typeof searchQuery>;

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Case-insensitive substring match of `phrase` on name, account name, username and email (and phone). */
export function phraseMatch(phrase: string, withPhone = false): SQL | undefined {
  const text = phrase.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  const matches = [accounts.name, accounts.accountName, accounts.username, accounts.email].map((c) => ilike(c, pattern));
  if (withPhone) {
    matches.push(ilike(accounts.phoneNumber, pattern));
    const digits = text.replace(/\D/g, '');
    if (digits.length >= 3 && /^[0-9 ()+.-]+$/.test(text)) matches.push(ilike(accounts.phoneNumber, `%${digits}%`));
  }
  return or(...matches);
}

/** An organization is the account that is its own organization (members and agents are not). */
export const isOrganization = and(eq(accounts.accountType, 'organization'), eq(accounts.id, accounts.organizationId))!;

/** The rows `caller` may act on, as SQL: mirrors `canActOn` in server/auth/subtree.ts. */
export function subtreeOf(caller: AccountRow): SQL | undefined {
  if (caller.superAdmin) return undefined;
  const self = eq(accounts.id, caller.id);
  const below = (condition: SQL) => or(self, and(condition, eq(accounts.superAdmin, false)));
  switch (caller.accountType) {
    case 'partner':
      return below(eq(accounts.partnerId, caller.id));
    case 'reseller':
      return below(eq(accounts.resellerId, caller.id));
    case 'organization':
      return caller.organizationId === null ? self : below(eq(accounts.organizationId, caller.organizationId));
    default:
      return self;
  }
}

/**
 * Whose organizations (or resellers) a list shows, by target: a partner's, a reseller's, or every one
 * for a super admin targeting itself. `null` = the target has no such list (the route answers 403).
 */
export function listScope(caller: AccountRow, target: AccountRow, of: 'organizations' | 'resellers'): SQL | undefined | null {
  const hideSuperAdmins = caller.superAdmin ? undefined : eq(accounts.superAdmin, false);
  if (target.accountType === 'partner') return and(eq(accounts.partnerId, target.id), hideSuperAdmins);
  if (of === 'organizations' && target.accountType === 'reseller') {
    return and(eq(accounts.resellerId, target.id), hideSuperAdmins);
  }
  if (caller.superAdmin && target.id === caller.id) return undefined;
  return null;
}

export function activeFilter(active: ListQuery['active']): SQL | undefined {
  if (active === 'all') return undefined;
  return eq(accounts.enabled, active !== 'false');
}

function range(column: AnyColumn, min?: number, max?: number): SQL[] {
  return [min === undefined ? undefined : gte(column, min), max === undefined ? undefined : lte(column, max)].filter(
    (c): c is SQL => c !== undefined,
  );
}

/** The filters of searchOrganizations (spec document 2, section 3). */
export function searchFilters(query: SearchQuery): SQL[] {
  const equal = (column: AnyColumn, value: unknown) =>
    value === undefined ? [] : [eq(column, value)];
  return [
    ...range(accounts.voiceMinutes, query.voiceMinutesMin, query.voiceMinutesMax),
    ...range(accounts.messageCount, query.messageCountMin, query.messageCountMax),
    ...equal(accounts.onboardingComplete, query.onboardingComplete),
    ...equal(accounts.subscribed, query.subscribed),
    ...equal(accounts.canceled, query.canceled),
    ...equal(accounts.productPlanId, query.productPlanId),
    ...equal(accounts.productPlanTerm, query.productPlanTerm),
    ...equal(accounts.billingSubscriptionId, query.billingSubscriptionId),
    ...equal(accounts.billingId, query.billingId),
    ...equal(accounts.externalAccountId, query.externalAccountId),
    ...dayRange(accounts.createdAt, query.createdFrom, query.createdTo),
    ...dayRange(accounts.canceledAt, query.canceledFrom, query.canceledTo),
  ];
}

const SORT_COLUMNS = {
  accountName: sql`lower(${accounts.accountName})`,
  timestamp: accounts.createdAt,
  voiceMinutes: accounts.voiceMinutes,
  messageCount: accounts.messageCount,
} as const;

export function ordering(sort: ListQuery['sort'], order: ListQuery['order']): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  return [direction(SORT_COLUMNS[sort ?? 'timestamp']), direction(accounts.id)];
}

export interface Page {
  items: AccountSummary[];
  total: number;
  totalExact: boolean;
  page: number;
  pageSize: number;
}

/**
 * One page of summaries and the total: two queries, whatever the page size. The page's ids are chosen
 * on `accounts` alone (an index walk) before the name joins, which then run for those rows only: joined
 * first, the planner looked up three names for every account of the scope (bench/accounts.ts).
 */
export async function pageOf(db: Db, where: SQL | undefined, orderBy: SQL[], query: PagingQuery): Promise<Page> {
  const page = query.page ?? 0;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const pageIds = db
    .select({ id: accounts.id })
    .from(accounts)
    .where(where)
    .orderBy(...orderBy)
    .limit(pageSize)
    .offset(page * pageSize);
  const [rows, total] = await Promise.all([
    summaryQuery(db)
      .where(inArray(accounts.id, pageIds))
      .orderBy(...orderBy),
    cappedCount(db, accounts, where),
  ]);
  return { items: rows.map(toSummary), total: total.n, totalExact: total.exact, page, pageSize };
}
