// An API token is pinned to one account (server/auth/apiTokens.ts). The gate checks `targetAccountId`
// and the route's subject, but many handlers also read account ids from the body or the query
// (`agentId`, `agentAccountId`, `accountId`, `agentIds`, a `targetAccountId` in a body...) and check
// them against the caller, the token's maker, whose subtree may be wider than the token's account.
// This one check, run by the route kit for every call made with a token, keeps those ids inside too.
import { inArray } from 'drizzle-orm';
import { accounts } from '../db/schema';
import type { Db } from '../db/store';
import { fail } from '../http';
import { ACCOUNT_NOT_FOUND } from './context';

/** Field names that carry account ids anywhere in a body or query (one id, a digit string, or a list). */
export const ACCOUNT_ID_FIELDS: ReadonlySet<string> = new Set([
  'targetAccountId',
  'accountId',
  'accountIds',
  'agentId',
  'agentIds',
  'agentAccountId',
  'agentAccountIds',
  'organizationId',
  'orgId',
  'targetOrganizationId',
  'targetResellerId',
  'targetPartnerId',
  'fromAgentId',
]);

/** Hostile bodies may nest deeply or list many values: the walk stops at these bounds (ids past them are not read by handlers either). */
const MAX_DEPTH = 8;
const MAX_IDS = 1000;

function idOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  return undefined;
}

function collect(value: unknown, depth: number, ids: Set<number>, skip?: string): void {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object' || ids.size > MAX_IDS) return;
  if (Array.isArray(value)) {
    for (const item of value.slice(0, MAX_IDS)) collect(item, depth + 1, ids);
    return;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (key === skip) continue;
    if (ACCOUNT_ID_FIELDS.has(key)) {
      for (const item of (Array.isArray(inner) ? inner : [inner]).slice(0, MAX_IDS)) {
        const id = idOf(item);
        if (id !== undefined) ids.add(id);
      }
    } else {
      collect(inner, depth + 1, ids);
    }
  }
}

/** The account ids named in a request's body and query, the gate's own `targetAccountId` query left out. */
export function namedAccountIds(body: unknown, query: unknown): number[] {
  const ids = new Set<number>();
  collect(body, 0, ids);
  collect(query, 0, ids, 'targetAccountId');
  return [...ids];
}

/**
 * 404 "Account not found" unless every account the request names is the token's account or an agent
 * account of it (its organization's agents): another tenant's id answers like an unknown one.
 */
export async function assertNamedAccountsPinned(db: Db, pinned: number, body: unknown, query: unknown): Promise<void> {
  const ids = namedAccountIds(body, query).filter((id) => id !== pinned);
  if (ids.length === 0) return;
  if (ids.length > MAX_IDS) fail(404, ACCOUNT_NOT_FOUND);
  const rows = await db
    .select({ id: accounts.id, type: accounts.accountType, organizationId: accounts.organizationId })
    .from(accounts)
    .where(inArray(accounts.id, ids.filter((id) => id <= 2_147_483_647)));
  const inside = new Set(rows.filter((r) => r.type === 'agent' && r.organizationId === pinned).map((r) => r.id));
  if (ids.some((id) => !inside.has(id))) fail(404, ACCOUNT_NOT_FOUND);
}
