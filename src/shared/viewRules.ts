// Which account is in view, as the manifest names it (a menu entry's, panel's, widget's or app-bar
// action's `view`): the shell decides what to show from the manifest alone, without running plugin
// code, so these pure rules live here and plugins reuse them. Each takes the viewed account and the
// signed-in user; the permission key beside it in the manifest is checked too.
import { detectAccountType, type AccessUser } from './permissionSet';

export interface ViewedAccounts {
  account: AccessUser | null;
  user: AccessUser | null;
}

/** A super admin on their own account: listOrganizations and listResellers then show everything. */
const superAdminAtHome = ({ account, user }: ViewedAccounts): boolean => !!user?.superAdmin && !!account && account.id === user.id;

export const VIEW_RULES = {
  /** listOrganizations' scope rule: a partner or reseller target, or a super admin at home. */
  organizationList: (view: ViewedAccounts) =>
    view.account?.accountType === 'partner' || view.account?.accountType === 'reseller' || superAdminAtHome(view),
  /** listResellers' scope rule: a partner target, or a super admin at home. */
  resellerList: (view: ViewedAccounts) => view.account?.accountType === 'partner' || superAdminAtHome(view),
  /** listAccounts: the viewed account belongs to an organization (an org, a member or an agent). */
  agentList: ({ account }: ViewedAccounts) =>
    (account?.accountType === 'organization' || account?.accountType === 'agent') && account.organizationId != null,
  /** An organization (or one of its agents) is viewed: its home lists its agents. */
  organization: ({ account }: ViewedAccounts) => account?.accountType === 'organization' || account?.accountType === 'agent',
  /** A partner or a reseller is viewed: it owns white-label settings. */
  partnerOrReseller: ({ account }: ViewedAccounts) => account != null && detectAccountType(account) !== 'organization',
  /**
   * The server keeps an audit log for a partner's or reseller's subtree, or everything for a super
   * admin viewing their own account; an organization or an agent has none of its own.
   */
  auditLog: ({ account, user }: ViewedAccounts) =>
    account != null && (detectAccountType(account) !== 'organization' || (!!user?.superAdmin && user.id === account.id)),
  /** Reseller rebilling (issue 22 point 7): a reseller viewed by itself or by a super admin (the server refuses partners). */
  rebilling: ({ account, user }: ViewedAccounts) =>
    account?.accountType === 'reseller' && (!!user?.superAdmin || user?.accountType === 'reseller'),
} as const satisfies Record<string, (view: ViewedAccounts) => boolean>;

export type ViewRuleName = keyof typeof VIEW_RULES;

export const isViewRuleName = (name: string): name is ViewRuleName => Object.hasOwn(VIEW_RULES, name);
