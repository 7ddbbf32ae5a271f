// Who sees the accounts plugin's menu entries and opens its overlays: pure checks of the permission
// set and the accounts in view (the kernel's AccessCheck). module.ts registers them; the lists' and
// cards' buttons ask the same ones, so a button never opens an overlay the host would refuse.
import type { AccessCheck } from '@kernel/sdk';
import { VIEW_RULES } from '../../shared/viewRules';

const partnerControls: AccessCheck = (p) => p.canSeePartnerControls;

const checks = {
  // menu entries
  organizations: (p, view) => p.canSeePartnerControls && VIEW_RULES.organizationList(view),
  resellers: (p, view) => p.canSeePartnerControls && VIEW_RULES.resellerList(view),
  agentAccounts: (p, view) => p.canViewOrg && VIEW_RULES.agentList(view),
  // overlays
  accountSearch: partnerControls,
  createOrgAccount: partnerControls,
  createResellerAccount: (p, view) => p.canSeePartnerControls && VIEW_RULES.resellerList(view),
  createAgentAccount: (p) => p.canAddAgents,
  orgInfo: partnerControls,
  resellerInfo: partnerControls,
  partnerInfo: partnerControls,
  agentInfo: (p) => p.canViewOrg,
  orgTakeover: partnerControls,
  resellerTakeover: partnerControls,
  partnerTakeover: partnerControls,
  orgAdmin: (p) => p.canEditOrg,
  agentAdmin: (p) => p.canEditOrg,
  editUserAccount: (p) => p.canEditOrg,
  members: (p) => p.canManageUsers,
  memberDelete: (p) => p.canManageUsers,
  memberInvite: (p) => p.canInviteUsers,
  deleteOrganization: (p) => p.canDeleteOrg,
  deleteAgent: (p) => p.canAddAgents,
  // the agents plugin's editor (?editAgent=<id>): reading an agent needs canViewOrg there too
  editAgent: (p) => p.canViewOrg,
  // the overlay itself handles a user with one view
  viewAs: () => true,
} satisfies Record<string, AccessCheck>;

export type AccountsAccessName = keyof typeof checks;
export const ACCOUNTS_ACCESS: Readonly<Record<AccountsAccessName, AccessCheck>> = checks;

export const allowed = (name: AccountsAccessName, ...args: Parameters<AccessCheck>): boolean =>
  ACCOUNTS_ACCESS[name](...args);
