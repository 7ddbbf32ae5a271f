// Server-side enforcement of spec section 6. The console's checks are for the user's eyes; these
// decide. The caller's rights are computed with the same pure function the console uses
// (src/shared/permissionSet.ts), with the caller's highest view (the server ignores the
// console's viewingAs: a view only ever narrows what the console shows) and the target account's
// resolved settings (partner and reseller profiles first).
import type { PermissionKey, PermissionSet } from '../../src/shared/permissionKeys';
import { computePermissions, detectAccountType, isOrgOwner, viewsHeld, type AccessUser } from '../../src/shared/permissionSet';
import { resolvedSettingsOf } from '../accountView';
import { FORBIDDEN, type AccountRow } from './context';
import type { Db } from '../db/store';
import { fail } from '../http';

export function accessUser(row: AccountRow): AccessUser {
  return {
    id: row.id,
    username: row.username,
    accountType: row.accountType,
    partnerId: row.partnerId,
    resellerId: row.resellerId,
    organizationId: row.organizationId,
    superAdmin: row.superAdmin,
    isOwner: row.isOwner,
  };
}

/** Super admin, partner or reseller: the accounts that hold partner-level controls over their subtree. */
export function isElevated(caller: AccountRow): boolean {
  return caller.superAdmin || detectAccountType(accessUser(caller)) !== 'organization';
}

/** Owners of the organization, or anyone above it; an org's other members may not: outgoing channels
 * (reports, the mail outbox, webhooks) and owner rights over members (invite or remove an owner).
 * The console's canManageOutgoing key is the same rule (src/shared/permissionSet.ts). */
export function ownerOrAbove(caller: AccountRow): boolean {
  return isElevated(caller) || isOrgOwner(accessUser(caller));
}

/** What `caller` may do on `target` (already checked to be in the caller's subtree by the gate);
 * `settings`: the target's resolved settings when the caller already has them. */
export async function permissionsOn(
  db: Db,
  caller: AccountRow,
  target: AccountRow,
  settings?: Record<string, unknown>,
): Promise<PermissionSet> {
  const user = accessUser(caller);
  return computePermissions(user, viewsHeld(user)[0], settings ?? (await resolvedSettingsOf(db, target)));
}

/** 403 unless `caller` holds `key` on `account` (its resolved settings, spec section 6). */
export async function assertPermission(
  db: Db,
  caller: AccountRow,
  account: AccountRow,
  key: PermissionKey,
  settings?: Record<string, unknown>,
): Promise<void> {
  const permissions = await permissionsOn(db, caller, account, settings);
  if (!permissions[key]) fail(403, FORBIDDEN);
}

/**
 * Who may change an account's name, email or phone (issue 8 point 1): the account itself, an
 * elevated caller above it, or the organization's owner; an admin member changes agent accounts
 * only, never the owner or another member (a new email on the owner's account is a takeover: the
 * next sign-in code goes to the member's address). The gate has already checked the subtree.
 */
export function mayChangeIdentity(caller: AccountRow, target: AccountRow): boolean {
  if (caller.id === target.id || isElevated(caller)) return true;
  if (isOrgOwner(accessUser(caller))) return true;
  return target.accountType === 'agent';
}
