// Who may do what to an agent (contract "Agents and templates" → Permissions). The route kit has
// already resolved the caller and checked the target against the caller's subtree.
import type { PermissionSet } from '../../src/shared/permissionKeys';
import { actableAccount, FORBIDDEN, type AccountRow } from '../auth/context';
import { permissionsOn } from '../auth/permissionChecks';
import type { Db } from '../db/store';
import { fail } from '../http';
import { NOT_AN_AGENT } from './messages';

export function assertAgent(account: AccountRow): AccountRow {
  if (account.accountType !== 'agent') fail(400, NOT_AN_AGENT);
  return account;
}

/** The agent a path names (`/api/v2/agent/{id}/...`), inside the caller's subtree. */
export async function agentFromPath(db: Db, caller: AccountRow, rawId: unknown, field = 'id'): Promise<AccountRow> {
  const id = typeof rawId === 'string' && /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  if (id === null) fail(400, `${field}: Expected an agent account id`);
  return assertAgent(await actableAccount(db, caller, id));
}

export function permissionsFor(db: Db, caller: AccountRow, account: AccountRow): Promise<PermissionSet> {
  return permissionsOn(db, caller, account);
}

export function assertAllowed(allowed: boolean): void {
  if (!allowed) fail(403, FORBIDDEN);
}
