// The accounts plugin: three lists (resource and adapter; their menu entries and the account search
// button are the manifest's) and twenty overlays. Each overlay's access check is the one of the same
// name in accountsAccess.ts; each import stays literal so Vite splits every screen into its own chunk.
import { definePlugin, type OverlayProps, type ScreenLoader } from '@kernel/sdk';
import { ACCOUNTS_ACCESS as can } from './accountsAccess';
import { accountTitle } from './summaryFormat';

type Name = keyof typeof can;
const guardedBy = (loaders: Partial<Record<Name, ScreenLoader<OverlayProps>>>) =>
  Object.fromEntries(Object.entries(loaders).map(([name, load]) => [name, { load, canAccess: can[name as Name] }]));

const list = (name: Name, load: ScreenLoader, adapter: 'organizationsAdapter' | 'resellersAdapter' | 'agentAccountsAdapter') => ({
  list: load,
  // the adapters load with the first call of a list, not on every signed-in page
  adapter: { load: () => import('./api').then((m) => m[adapter]) },
  canAccess: can[name],
  recordRepresentation: accountTitle,
});

export default definePlugin({
  id: 'accounts',
  resources: {
    organizations: list('organizations', () => import('./OrganizationList'), 'organizationsAdapter'),
    resellers: list('resellers', () => import('./ResellerList'), 'resellersAdapter'),
    agentAccounts: list('agentAccounts', () => import('./AgentAccountList'), 'agentAccountsAdapter'),
  },
  overlays: guardedBy({
    accountSearch: () => import('./overlays/AccountSearchOverlay'),
    createOrgAccount: () => import('./overlays/CreateOrgAccountOverlay'),
    createResellerAccount: () => import('./overlays/CreateResellerAccountOverlay'),
    createAgentAccount: () => import('./overlays/CreateAgentAccountOverlay'),
    orgAdmin: () => import('./overlays/OrgAdminOverlay'),
    agentAdmin: () => import('./overlays/AgentAdminOverlay'),
    orgInfo: () => import('./overlays/OrgInfoOverlay'),
    resellerInfo: () => import('./overlays/ResellerInfoOverlay'),
    partnerInfo: () => import('./overlays/PartnerInfoOverlay'),
    agentInfo: () => import('./overlays/AgentInfoOverlay'),
    orgTakeover: () => import('./overlays/OrgTakeoverOverlay'),
    resellerTakeover: () => import('./overlays/ResellerTakeoverOverlay'),
    partnerTakeover: () => import('./overlays/PartnerTakeoverOverlay'),
    members: () => import('./overlays/MembersOverlay'),
    memberInvite: () => import('./overlays/MemberInviteOverlay'),
    memberDelete: () => import('./overlays/MemberDeleteOverlay'),
    viewAs: () => import('./overlays/ViewAsOverlay'),
    deleteOrganization: () => import('./overlays/DeleteOrganizationOverlay'),
    deleteAgent: () => import('./overlays/DeleteAgentOverlay'),
    editUserAccount: () => import('./overlays/EditUserAccountOverlay'),
  }),
});
