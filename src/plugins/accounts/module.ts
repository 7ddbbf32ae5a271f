// The accounts plugin: three lists (resource, adapter, menu entry), twenty overlays and the account
// search button. Each overlay's access check is the one of the same name in accountsAccess.ts; each
// import stays literal so Vite splits every screen into its own chunk.
import BusinessIcon from '@mui/icons-material/Business';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { definePlugin, type OverlayProps, type ScreenLoader } from '@kernel/sdk';
import AccountSearchAction from './AccountSearchAction';
import { ACCOUNTS_ACCESS as can } from './accountsAccess';
import { accountTitle } from './summaryFormat';

type Name = keyof typeof can;
const guardedBy = (loaders: Partial<Record<Name, ScreenLoader<OverlayProps>>>) =>
  Object.fromEntries(Object.entries(loaders).map(([name, load]) => [name, { load, canAccess: can[name as Name] }]));

const list = (name: Name, load: ScreenLoader, adapter: 'organizationsAdapter' | 'resellersAdapter' | 'agentAccountsAdapter', icon: typeof BusinessIcon) => ({
  list: load,
  // the adapters load with the first call of a list, not on every signed-in page
  adapter: { load: () => import('./api').then((m) => m[adapter]) },
  icon,
  canAccess: can[name],
  recordRepresentation: accountTitle,
});

export default definePlugin({
  id: 'accounts',
  resources: {
    organizations: list('organizations', () => import('./OrganizationList'), 'organizationsAdapter', BusinessIcon),
    resellers: list('resellers', () => import('./ResellerList'), 'resellersAdapter', StorefrontIcon),
    agentAccounts: list('agentAccounts', () => import('./AgentAccountList'), 'agentAccountsAdapter', SupportAgentIcon),
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
  appBarActions: { accountSearch: { component: AccountSearchAction, canAccess: can.accountSearch } },
});
