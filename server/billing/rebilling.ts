// A reseller's rebilling settings per client organization (issue 22 point 7): read, listed and
// replaced here; priced in pricing.ts (rebilledPrice), enforced in quotas.ts. A row applies only
// while its reseller still owns the organization (an org moved to another reseller starts afresh).
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { settingsOf, type RebillingSettings, type StoredRebilling } from '../../src/shared/billing/rebilling';
import type { AccountRow } from '../auth/context';
import { accounts, resellerRebilling } from '../db/schema';
import type { Db } from '../db/store';
import { fail } from '../http';

export const CLIENT_NOT_FOUND = 'Client not found';
export const RESELLER_EXPECTED = 'targetAccountId: Expected a reseller';

export interface ClientRebilling {
  accountId: number;
  accountName: string;
  resellerId: number;
  settings: RebillingSettings;
  updatedAt: string | null;
}

const isOrganization = (row: AccountRow) => row.accountType === 'organization' && row.organizationId === row.id;

/** The client organization `accountId` as `caller` may rebill it: its own client (super admin: any); 404 otherwise. */
export async function clientOf(db: Db, caller: AccountRow, accountId: number): Promise<AccountRow & { resellerId: number }> {
  const [org] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!org || !isOrganization(org) || org.resellerId === null) fail(404, CLIENT_NOT_FOUND);
  if (!caller.superAdmin && org.resellerId !== caller.id) fail(404, CLIENT_NOT_FOUND);
  return org as AccountRow & { resellerId: number };
}

/** The reseller whose clients a call lists: the caller, or for a super admin the reseller it targets. */
export function resellerOf(caller: AccountRow, target: AccountRow): AccountRow {
  if (caller.accountType === 'reseller' && !caller.superAdmin) return caller;
  if (target.accountType !== 'reseller') fail(400, RESELLER_EXPECTED);
  return target;
}

export async function storedOf(db: Db, org: { id: number; resellerId: number | null }): Promise<(StoredRebilling & { updatedAt: Date }) | null> {
  if (org.resellerId === null) return null;
  const [row] = await db.select().from(resellerRebilling).where(and(eq(resellerRebilling.accountId, org.id), eq(resellerRebilling.resellerId, org.resellerId)));
  return row ?? null;
}

export async function clientRebilling(db: Db, org: AccountRow & { resellerId: number }): Promise<ClientRebilling> {
  const row = await storedOf(db, org);
  return { accountId: org.id, accountName: org.accountName ?? org.username, resellerId: org.resellerId, settings: settingsOf(row), updatedAt: row?.updatedAt.toISOString() ?? null };
}

/** Replaces the client's setting (PUT semantics: what is left out is cleared). */
export async function saveRebilling(db: Db, org: { id: number; resellerId: number }, value: StoredRebilling, by: number): Promise<void> {
  const set = { ...value, resellerId: org.resellerId, updatedBy: by, updatedAt: new Date() };
  await db.insert(resellerRebilling).values({ accountId: org.id, ...set }).onConflictDoUpdate({ target: resellerRebilling.accountId, set });
}

/** A reseller's client organizations with their settings, by name, one page. */
export async function listClients(db: Db, resellerId: number, page: number, perPage: number): Promise<{ total: number; clients: ClientRebilling[] }> {
  const mine = and(eq(accounts.resellerId, resellerId), eq(accounts.accountType, 'organization'), sql`${accounts.organizationId} = ${accounts.id}`);
  const [{ total }] = await db.select({ total: count() }).from(accounts).where(mine);
  const rows = await db
    .select({ org: accounts, rebilling: resellerRebilling })
    .from(accounts)
    .leftJoin(resellerRebilling, and(eq(resellerRebilling.accountId, accounts.id), eq(resellerRebilling.resellerId, resellerId)))
    .where(mine)
    .orderBy(asc(sql`lower(coalesce(${accounts.accountName}, ${accounts.username}))`), asc(accounts.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    total,
    clients: rows.map(({ org, rebilling }) => ({
      accountId: org.id,
      accountName: org.accountName ?? org.username,
      resellerId,
      settings: settingsOf(rebilling),
      updatedAt: rebilling?.updatedAt.toISOString() ?? null,
    })),
  };
}
