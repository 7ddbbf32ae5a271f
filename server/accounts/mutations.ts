// Writes of the account hierarchy: unique usernames, duplicate checks, inserting an account with its
// self-references, and deleting accounts with everything that hangs on them.
import { and, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { TEST_USERNAMES } from '../../src/shared/permissionSet';
import { SPECIAL_ACCOUNT_USERNAME } from '../../src/shared/specialAccount';
import { normalizeAddress } from '../auth/codes';
import type { AccountRow } from '../auth/context';
import { accounts, contacts, oneTimeTokens, reportSchedules, sessions, verificationCodes } from '../db/schema';
import type { Db } from '../db/store';
import { fail } from '../http';
import type { RecordAudit } from '../kit/defineRoute';
import { emailAddress, phoneNumber, withoutBidiControls } from '../kit/fields';
import { ALREADY_USED, PROOF_NEEDED } from './messages';
import { inTransaction } from '../db/transaction';
import { assertAgentQuota } from '../billing/quotas';

type NewAccount = typeof accounts.$inferInsert;

// Usernames that carry meaning (spec 6 test logins, the special account): never generated.
const RESERVED = new Set<string>([...TEST_USERNAMES, SPECIAL_ACCOUNT_USERNAME]);

export const emailField = emailAddress.transform((v) => normalizeAddress('email', v));
export const phoneField = phoneNumber;
export const nameField = withoutBidiControls(z.string().trim().min(1, 'Required').max(200));
/** External and billing ids: a string, or null to clear (updates). */
export const idText = z.string().trim().min(1, 'Required').max(200);

/** `Acme Front Desk` → `acme-front-desk` (ASCII letters, digits and dashes; at most 40 characters). */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'account';
}

/** `base`, or `base-2`, `base-3`... whichever is free first; one query. */
export async function uniqueUsername(db: Db, text: string): Promise<string> {
  const base = slugify(text);
  const rows = await db
    .select({ username: accounts.username })
    .from(accounts)
    .where(or(eq(accounts.username, base), like(accounts.username, `${base}-%`)));
  const taken = new Set([...rows.map((r) => r.username), ...RESERVED]);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

/** 409 naming the field when another account already has the email or phone number. */
export async function assertUnique(
  db: Db,
  values: { email?: string | null; phoneNumber?: string | null },
  exceptId?: number,
): Promise<void> {
  for (const field of ['email', 'phoneNumber'] as const) {
    const value = values[field];
    if (value === undefined || value === null) continue;
    const [other] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts[field], value));
    if (other && other.id !== exceptId) fail(409, ALREADY_USED(field));
  }
}

/**
 * A sign-in address an account gives itself must be proven: the email and phone number are where
 * sign-in codes go, so an unproven one could claim someone else's address (and the next sign-in of
 * its owner would land in this account). One's own new address goes through the code calls
 * (email/ and phoneNumber/requestVerificationCode); an administrator above an account may still set
 * that account's address (audited).
 */
export function assertIdentityProven(
  caller: { id: number },
  target: { id: number; email: string | null; phoneNumber: string | null },
  values: { email?: string | null; phoneNumber?: string | null },
): void {
  if (caller.id !== target.id) return;
  for (const field of ['email', 'phoneNumber'] as const) {
    const value = values[field];
    if (value !== undefined && value !== null && value !== target[field]) fail(400, PROOF_NEEDED[field]);
  }
}

/** Inserts an account; `self` fields are set to the new id (an org is its own organization...). */
export async function insertAccount(
  db: Db,
  values: NewAccount,
  self: ('partnerId' | 'resellerId' | 'organizationId')[] = [],
): Promise<AccountRow> {
  // a reseller's agent quota on the organization (server/billing/quotas.ts): every agent is made here
  if (values.accountType === 'agent' && values.organizationId) await assertAgentQuota(db, values.organizationId);
  const [row] = await db.insert(accounts).values(values).returning();
  if (self.length === 0) return row;
  const refs = Object.fromEntries(self.map((field) => [field, row.id]));
  const [updated] = await db.update(accounts).set(refs).where(eq(accounts.id, row.id)).returning();
  return updated;
}

/** Deletes the accounts `which` selects, with their sessions, one-time tokens and pending codes. */
async function deleteAccountsWhere(db: Db, which: SQL): Promise<void> {
  const ids = db.select({ id: accounts.id }).from(accounts).where(which);
  await db.delete(sessions).where(inArray(sessions.accountId, ids));
  await db.delete(oneTimeTokens).where(inArray(oneTimeTokens.accountId, ids));
  await db.delete(verificationCodes).where(inArray(verificationCodes.accountId, ids));
  await db.delete(accounts).where(which);
}

/** One account (an agent or a member). Run inside a transaction. */
export function deleteAccount(db: Db, id: number): Promise<void> {
  return deleteAccountsWhere(db, eq(accounts.id, id));
}

/** An organization: its contacts, its report schedules and every account in it (owner, members,
 * agents). Run inside a transaction. */
export async function deleteOrganization(db: Db, organizationId: number): Promise<void> {
  await db.delete(contacts).where(eq(contacts.organizationId, organizationId));
  // a schedule left behind would run and fail every time (server/reports/sendReport.ts deletes one
  // it finds without its organization, for those left by deletions before this line)
  await db.delete(reportSchedules).where(eq(reportSchedules.accountId, organizationId));
  await deleteAccountsWhere(db, or(eq(accounts.organizationId, organizationId), eq(accounts.id, organizationId))!);
}

/** True when an account in the organization is a super admin (such an org is never deleted). */
export async function hasSuperAdmin(db: Db, organizationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.organizationId, organizationId), eq(accounts.superAdmin, true)))
    .limit(1);
  return row !== undefined;
}

/** The fields of `changes` that differ from `row`: what an `account.updated` audit entry records. */
export function changedFields(row: AccountRow, changes: Partial<Record<keyof AccountRow, unknown>>) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    const current = row[key as keyof AccountRow];
    if (value === undefined || value === current) continue;
    before[key] = current;
    after[key] = value;
  }
  return { before, after };
}

/** Writes the fields of `changes` that differ from `row` and audits them as account.updated (before and
 * after of those fields only), in one transaction; nothing when nothing differs. */
export async function updateAccountFields(db: Db, audit: RecordAudit, row: AccountRow, changes: Partial<Record<keyof AccountRow, unknown>>): Promise<void> {
  const { before, after } = changedFields(row, changes);
  if (Object.keys(after).length === 0) return;
  await inTransaction(db, async (tx) => {
    await tx.update(accounts).set(after).where(eq(accounts.id, row.id));
    await audit({ action: 'account.updated', target: row, before, after }, tx);
  });
}
