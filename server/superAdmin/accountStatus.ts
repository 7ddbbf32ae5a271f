// Enabling and disabling accounts (spec 6, super admin actions): an organization is disabled with
// its members and agent accounts, a reseller with everything under it. Disabled accounts cannot
// sign in (the code and session lookups check `enabled`) and their sessions end here.
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { detectAccountType } from '../../src/shared/permissionSet';
import { recordAudit } from '../audit/recordAudit';
import type { AccountRow } from '../auth/context';
import { accounts, sessions } from '../db/schema';
import type { Db } from '../db/store';
import { fail } from '../http';
import { accessUser } from '../auth/permissionChecks';

export const ACCOUNT_NOT_FOUND = 'Account not found';
export const NOT_ORG_OR_RESELLER = 'username: Only an organization or a reseller can be enabled or disabled';
export const SUPER_ADMIN_STAYS = 'username: A super admin account cannot be disabled';

export interface DisableInput {
  reason: string;
  details?: string | null;
}

export async function accountByUsername(db: Db, username: string): Promise<AccountRow> {
  const [row] = await db.select().from(accounts).where(eq(accounts.username, username));
  if (!row) fail(404, ACCOUNT_NOT_FOUND);
  return row;
}

/** The accounts an enable or disable applies to: the org with its members and agents, or the reseller's subtree. */
function scopeOf(account: AccountRow): SQL {
  const type = detectAccountType(accessUser(account));
  // a reseller's id is its resellerId, an org owner's id its organizationId (schema)
  if (type === 'reseller') {
    return or(eq(accounts.id, account.id), eq(accounts.resellerId, account.id))!;
  }
  if (type === 'organization' && account.organizationId === account.id) {
    return or(eq(accounts.id, account.id), eq(accounts.organizationId, account.id))!;
  }
  fail(400, NOT_ORG_OR_RESELLER);
}

const statusOf = (row: { enabled: boolean; disabledReason: string | null }) => ({
  enabled: row.enabled,
  disabledReason: row.disabledReason,
});

/**
 * Sets the status of `account` and every account in its scope; disabling also revokes their
 * sessions (admin tokens included). One transaction with its audit entry.
 */
export async function setAccountStatus(
  db: Db,
  request: FastifyRequest,
  account: AccountRow,
  disable: DisableInput | null,
): Promise<void> {
  const scope = scopeOf(account);
  const affected = await db.select({ id: accounts.id, superAdmin: accounts.superAdmin }).from(accounts).where(scope);
  if (disable && (account.superAdmin || affected.some((a) => a.superAdmin))) fail(400, SUPER_ADMIN_STAYS);
  const ids = affected.map((a) => a.id);
  const now = new Date();
  const changes = disable
    ? { enabled: false, disabledReason: disable.reason, disabledDetails: disable.details ?? null, disabledAt: now }
    : { enabled: true, disabledReason: null, disabledDetails: null, disabledAt: null };
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.update(accounts).set(changes).where(scope);
    if (disable && ids.length > 0) {
      await t
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(inArray(sessions.accountId, ids), isNull(sessions.revokedAt)));
    }
    await recordAudit(t, request, {
      action: disable ? 'account.disabled' : 'account.enabled',
      target: account,
      before: statusOf(account),
      after: statusOf(changes),
    });
  });
}
