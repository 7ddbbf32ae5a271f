// Who may act on whom (spec section 6, "Type detection"; the server side of the subtree rule).
// Pure: the route layer loads both rows and asks.

export interface AccountRef {
  id: number;
  accountType: 'partner' | 'reseller' | 'organization' | 'agent';
  partnerId: number | null;
  resellerId: number | null;
  organizationId: number | null;
  superAdmin: boolean;
  /** a member invited as owner */
  isOwner?: boolean;
}

export type Role = 'owner' | 'admin' | 'partner' | 'reseller' | 'organization' | 'agent';

/** `owner` for the account that is its own organization or a member invited as owner, `admin` for other members, else the type. */
export function roleOf(account: AccountRef): Role {
  if (account.accountType === 'organization' && account.organizationId !== null) {
    return account.organizationId === account.id || account.isOwner === true ? 'owner' : 'admin';
  }
  return account.accountType;
}

export function canActOn(caller: AccountRef, target: AccountRef): boolean {
  if (caller.superAdmin) return true;
  if (caller.id === target.id) return true;
  // A super admin may sit inside a partner's tree; nobody below may act on (e.g. re-email) it.
  if (target.superAdmin) return false;
  switch (caller.accountType) {
    case 'partner':
      return target.partnerId === caller.id;
    case 'reseller':
      return target.resellerId === caller.id;
    case 'organization':
      return caller.organizationId !== null && target.organizationId === caller.organizationId;
    default:
      // Agent accounts (and anything unknown) act on themselves only.
      return false;
  }
}
