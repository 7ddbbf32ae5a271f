// Whose activity and notifications a call reads: the target's organization, as the signed-in user
// (each user clears their own). A partner, reseller or super admin viewing no organization has none:
// the spec's "no account id".
import type { AccountRow } from '../auth/context';
import { fail } from '../http';
import { NO_ACCOUNT_ID } from './messages';

export interface Reader {
  /** the organization */
  orgId: number;
  /** the signed-in account, whose read state it is */
  userId: number;
  /** an agent target sees its own rooms only */
  agentId: number | null;
}

export function readerOf(caller: AccountRow, target: AccountRow): Reader {
  const orgId = target.organizationId;
  if (orgId === null || (target.accountType !== 'organization' && target.accountType !== 'agent')) fail(400, NO_ACCOUNT_ID);
  return { orgId, userId: caller.id, agentId: target.accountType === 'agent' ? target.id : null };
}
