// Bindings only: every screen is lazy, so a disabled plugin downloads nothing else. Each overlay's
// access check is the one of the same name in accountsAccess.ts; each import stays literal so Vite
// splits every screen into its own chunk.
import { lazy } from 'react';
import { ContainerModule } from 'inversify';
import BusinessIcon from '@mui/icons-material/Business';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import {
  type MenuContribution,
  type OverlayContribution,
  type PluginModule,
  type ResourceAdapterContribution,
  type ResourceContribution,
  TOKENS,
} from '@kernel/sdk';
import { ACCOUNTS_ACCESS as can, type AccountsAccessName } from './accountsAccess';
import { agentAccountsAdapter, organizationsAdapter, resellersAdapter } from './api';
import { messages } from './messages';
import { accountTitle } from './summaryFormat';

/** The three lists: resource, adapter and menu entry (in this order in the menu). */
const LISTS = [
  { name: 'organizations', list: lazy(() => import('./OrganizationList')), icon: BusinessIcon, adapter: organizationsAdapter },
  { name: 'resellers', list: lazy(() => import('./ResellerList')), icon: StorefrontIcon, adapter: resellersAdapter },
  { name: 'agentAccounts', list: lazy(() => import('./AgentAccountList')), icon: SupportAgentIcon, adapter: agentAccountsAdapter },
] as const;

const OVERLAYS: Partial<Record<AccountsAccessName, OverlayContribution['component']>> = {
  accountSearch: lazy(() => import('./overlays/AccountSearchOverlay')),
  createOrgAccount: lazy(() => import('./overlays/CreateOrgAccountOverlay')),
  createResellerAccount: lazy(() => import('./overlays/CreateResellerAccountOverlay')),
  createAgentAccount: lazy(() => import('./overlays/CreateAgentAccountOverlay')),
  orgAdmin: lazy(() => import('./overlays/OrgAdminOverlay')),
  agentAdmin: lazy(() => import('./overlays/AgentAdminOverlay')),
  orgInfo: lazy(() => import('./overlays/OrgInfoOverlay')),
  resellerInfo: lazy(() => import('./overlays/ResellerInfoOverlay')),
  partnerInfo: lazy(() => import('./overlays/PartnerInfoOverlay')),
  agentInfo: lazy(() => import('./overlays/AgentInfoOverlay')),
  orgTakeover: lazy(() => import('./overlays/OrgTakeoverOverlay')),
  resellerTakeover: lazy(() => import('./overlays/ResellerTakeoverOverlay')),
  partnerTakeover: lazy(() => import('./overlays/PartnerTakeoverOverlay')),
  members: lazy(() => import('./overlays/MembersOverlay')),
  memberInvite: lazy(() => import('./overlays/MemberInviteOverlay')),
  memberDelete: lazy(() => import('./overlays/MemberDeleteOverlay')),
  viewAs: lazy(() => import('./overlays/ViewAsOverlay')),
  deleteOrganization: lazy(() => import('./overlays/DeleteOrganizationOverlay')),
  deleteAgent: lazy(() => import('./overlays/DeleteAgentOverlay')),
  editUserAccount: lazy(() => import('./overlays/EditUserAccountOverlay')),
};

const resources: ResourceContribution[] = LISTS.map(({ name, list, icon }) => ({
  name,
  canAccess: can[name],
  list,
  icon,
  options: { label: messages.menu[name] },
  recordRepresentation: accountTitle,
}));

const adapters: ResourceAdapterContribution[] = LISTS.map(({ name, adapter }) => ({ resource: name, create: (http) => adapter(http) }));

const overlays: OverlayContribution[] = Object.entries(OVERLAYS).map(([name, component]) => ({
  name,
  component,
  canOpen: can[name as AccountsAccessName],
}));

const menus: MenuContribution[] = LISTS.map(({ name, icon }, i) => ({
  id: name,
  label: messages.menu[name],
  to: `/${name}`,
  icon,
  order: 10 + i,
  canSee: can[name],
}));

export default {
  id: 'accounts',
  module: new ContainerModule(({ bind }) => {
    for (const resource of resources) bind<ResourceContribution>(TOKENS.Resource).toConstantValue(resource);
    for (const adapter of adapters) bind<ResourceAdapterContribution>(TOKENS.ResourceAdapter).toConstantValue(adapter);
    for (const overlay of overlays) bind<OverlayContribution>(TOKENS.Overlay).toConstantValue(overlay);
    for (const menu of menus) bind<MenuContribution>(TOKENS.Menu).toConstantValue(menu);
  }),
} satisfies PluginModule;
