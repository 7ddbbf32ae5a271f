// Pure logic of the administration overlays about accounts and members: which account an overlay
// value means, labels, organization or member, takeover refusals, member badges and who may remove
// or invite owners. (Form validation and request bodies: adminFormRules.ts.)
import type { ViewingAs } from '@kernel/sdk';
import { messages as m } from './messages';

/** The fields of an account these rules read (the account object or a summary). */
export interface AccountLike {
  id: number;
  username?: string | null;
  accountType?: string | null;
  partnerId?: number | null;
  resellerId?: number | null;
  organizationId?: number | null;
  name?: string | null;
  accountName?: string | null;
}

/** One admin user of GET /api/v2/listAdminUsers. */
export interface Member {
  id: number;
  username: string;
  email: string | null;
  name: string | null;
  isOwner: boolean;
  /** the account that is the organization */
  owner: boolean;
  timestamp: number;
}

/** An overlay's value: 'true' = the viewed account, else a positive integer id; anything else null. */
export function accountIdFrom(value: string, viewed: { id: number } | null | undefined): number | null {
  if (value === 'true') return viewed?.id ?? null;
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

/** For overlays about an organization: 'true' = the viewed account's organization (or the account). */
export function orgIdFrom(value: string, viewed: AccountLike | null | undefined): number | null {
  if (value === 'true') return viewed ? (viewed.organizationId ?? viewed.id) : null;
  return accountIdFrom(value, viewed);
}

/** The account's own name for lists and questions: the org/account name first, then the person. */
export function accountLabel(account: AccountLike | null | undefined): string {
  return account?.accountName || account?.name || account?.username || (account ? `#${account.id}` : '');
}

export function memberLabel(member: Pick<Member, 'id' | 'name' | 'email' | 'username'>): string {
  return member.name || member.email || member.username || `#${member.id}`;
}

/** An organization account proper: the account that is its organization (not a member). */
export function isOrganization(account: AccountLike): boolean {
  return account.accountType === 'organization' && (account.organizationId == null || account.organizationId === account.id);
}

export function isMemberAccount(account: AccountLike): boolean {
  return account.accountType === 'organization' && account.organizationId != null && account.organizationId !== account.id;
}

export type TakeoverKind = 'organization' | 'reseller' | 'partner';

/** Why an account cannot be taken over by the overlay for `kind`, or null when it can. */
export function takeoverRefusal(kind: TakeoverKind, account: AccountLike): string | null {
  const name = accountLabel(account);
  if (kind === 'organization') {
    if (isOrganization(account)) return null;
    if (isMemberAccount(account)) return m.takeover.memberNotOrg(name);
  } else if (account.accountType === kind) {
    return null;
  }
  return m.takeover.wrongType(name, m.takeover.expected[kind]);
}

/** The viewed account is `orgId` or lies inside it (a member or agent of it). */
export function isActingOn(viewed: AccountLike | null | undefined, orgId: number): boolean {
  return !!viewed && (viewed.id === orgId || viewed.organizationId === orgId);
}

/** The organization an account belongs to, as a hierarchy account (for pathToAccount). */
export function organizationOf(account: AccountLike): AccountLike | null {
  if (account.organizationId == null) return null;
  return {
    id: account.organizationId,
    accountType: 'organization',
    partnerId: account.partnerId ?? null,
    resellerId: account.resellerId ?? null,
    organizationId: account.organizationId,
  };
}

export type MemberBadge = 'owner' | 'invitedOwner' | null;

export function memberBadge(member: Pick<Member, 'owner' | 'isOwner'>): MemberBadge {
  if (member.owner) return 'owner';
  return member.isOwner ? 'invitedOwner' : null;
}

/**
 * The account that is the organization cannot be removed (the server answers 400), and an invited
 * owner only by an owner or an elevated view (the server answers 403 to members).
 */
export function canRemoveMember(member: Pick<Member, 'owner' | 'isOwner'>, ownerRights: boolean): boolean {
  return !member.owner && (!member.isOwner || ownerRights);
}

/** Owner rights over members ("Invite as owner", removing an invited owner): not when viewing as admin. */
export function canInviteOwners(viewingAs: ViewingAs): boolean {
  return viewingAs !== 'admin';
}
