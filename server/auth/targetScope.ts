// What a target's view covers in a table scoped like the account tree (calls, events): the rows
// carry accountId (the organization), agentId, resellerId and partnerId, so a subtree is one
// indexed equality. The route kit has already checked that the target is in the caller's subtree.
import { detectAccountType } from '../../src/shared/permissionSet';
import type { AccountRow } from './context';
import { accessUser } from './permissionChecks';
import { fail } from '../http';

export type ScopeColumn = 'accountId' | 'agentId' | 'resellerId' | 'partnerId';

/** One column equal to one id; null = everything (a super admin targeting itself). */
export interface SubtreeScope {
  column: ScopeColumn;
  id: number;
}

/**
 * A super admin targeting itself: all; a partner or reseller target: its subtree; an agent account:
 * its own rows; an organization (owner or member): its organization's.
 */
export function targetScope(caller: AccountRow, target: AccountRow): SubtreeScope | null {
  if (caller.superAdmin && target.id === caller.id) return null;
  if (target.accountType === 'agent') return { column: 'agentId', id: target.id };
  const type = detectAccountType(accessUser(target));
  if (type === 'partner') return { column: 'partnerId', id: target.id };
  if (type === 'reseller') return { column: 'resellerId', id: target.id };
  if (target.organizationId === null) fail(403, 'Forbidden');
  return { column: 'accountId', id: target.organizationId };
}
