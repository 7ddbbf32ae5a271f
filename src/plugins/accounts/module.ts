// Bindings only: every screen is lazy, so a disabled plugin downloads nothing else.
import { lazy } from 'react';
import { ContainerModule } from 'inversify';
import BusinessIcon from '@mui/icons-material/Business';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { TOKENS } from '../../kernel/tokens';
import type {
  MenuContribution,
  OverlayContribution,
  PluginModule,
  ResourceAdapterContribution,
  ResourceContribution,
} from '../../kernel/contracts';
import { ACCOUNTS_ACCESS as can } from './accountsAccess';
import { agentAccountsAdapter, organizationsAdapter, resellersAdapter } from './api';
import { messages } from './messages';
import { accountTitle } from './summaryFormat';

const resources: ResourceContribution[] = [
  {
    name: 'organizations',
    canAccess: can.organizations,
    list: lazy(() => import('./OrganizationList')),
    icon: BusinessIcon,
    options: { label: messages.menu.organizations },
    recordRepresentation: accountTitle,
  },
  {
    name: 'resellers',
    canAccess: can.resellers,
    list: lazy(() => import('./ResellerList')),
    icon: StorefrontIcon,
    options: { label: messages.menu.resellers },
    recordRepresentation: accountTitle,
  },
  {
    name: 'agentAccounts',
    canAccess: can.agentAccounts,
    list: lazy(() => import('./AgentAccountList')),
    icon: SupportAgentIcon,
    options: { label: messages.menu.agentAccounts },
    recordRepresentation: accountTitle,
  },
];

const adapters: ResourceAdapterContribution[] = [
  { resource: 'organizations', create: (http) => organizationsAdapter(http) },
  { resource: 'resellers', create: (http) => resellersAdapter(http) },
  { resource: 'agentAccounts', create: (http) => agentAccountsAdapter(http) },
];

const overlays: OverlayContribution[] = [
  { name: 'accountSearch', component: lazy(() => import('./overlays/AccountSearchOverlay')), canOpen: can.accountSearch },
  { name: 'createOrgAccount', component: lazy(() => import('./overlays/CreateOrgAccountOverlay')), canOpen: can.createOrgAccount },
  {
    name: 'createResellerAccount',
    component: lazy(() => import('./overlays/CreateResellerAccountOverlay')),
    canOpen: can.createResellerAccount,
  },
  {
    name: 'createAgentAccount',
    component: lazy(() => import('./overlays/CreateAgentAccountOverlay')),
    canOpen: can.createAgentAccount,
  },
  { name: 'orgAdmin', component: lazy(() => import('./overlays/OrgAdminOverlay')), canOpen: can.orgAdmin },
  { name: 'agentAdmin', component: lazy(() => import('./overlays/AgentAdminOverlay')), canOpen: can.agentAdmin },
  { name: 'orgInfo', component: lazy(() => import('./overlays/OrgInfoOverlay')), canOpen: can.orgInfo },
  { name: 'resellerInfo', component: lazy(() => import('./overlays/ResellerInfoOverlay')), canOpen: can.resellerInfo },
  { name: 'partnerInfo', component: lazy(() => import('./overlays/PartnerInfoOverlay')), canOpen: can.partnerInfo },
  { name: 'agentInfo', component: lazy(() => import('./overlays/AgentInfoOverlay')), canOpen: can.agentInfo },
  { name: 'orgTakeover', component: lazy(() => import('./overlays/OrgTakeoverOverlay')), canOpen: can.orgTakeover },
  {
    name: 'resellerTakeover',
    component: lazy(() => import('./overlays/ResellerTakeoverOverlay')),
    canOpen: can.resellerTakeover,
  },
  { name: 'partnerTakeover', component: lazy(() => import('./overlays/PartnerTakeoverOverlay')), canOpen: can.partnerTakeover },
  { name: 'members', component: lazy(() => import('./overlays/MembersOverlay')), canOpen: can.members },
  { name: 'memberInvite', component: lazy(() => import('./overlays/MemberInviteOverlay')), canOpen: can.memberInvite },
  { name: 'memberDelete', component: lazy(() => import('./overlays/MemberDeleteOverlay')), canOpen: can.memberDelete },
  { name: 'viewAs', component: lazy(() => import('./overlays/ViewAsOverlay')), canOpen: can.viewAs },
  {
    name: 'deleteOrganization',
    component: lazy(() => import('./overlays/DeleteOrganizationOverlay')),
    canOpen: can.deleteOrganization,
  },
  { name: 'deleteAgent', component: lazy(() => import('./overlays/DeleteAgentOverlay')), canOpen: can.deleteAgent },
  { name: 'editUserAccount', component: lazy(() => import('./overlays/EditUserAccountOverlay')), canOpen: can.editUserAccount },
];

const menus: MenuContribution[] = [
  { id: 'organizations', label: messages.menu.organizations, to: '/organizations', icon: BusinessIcon, order: 10, canSee: can.organizations },
  { id: 'resellers', label: messages.menu.resellers, to: '/resellers', icon: StorefrontIcon, order: 11, canSee: can.resellers },
  {
    id: 'agentAccounts',
    label: messages.menu.agentAccounts,
    to: '/agentAccounts',
    icon: SupportAgentIcon,
    order: 12,
    canSee: can.agentAccounts,
  },
];

export default {
  id: 'accounts',
  module: new ContainerModule(({ bind }) => {
    for (const resource of resources) bind<ResourceContribution>(TOKENS.Resource).toConstantValue(resource);
    for (const adapter of adapters) bind<ResourceAdapterContribution>(TOKENS.ResourceAdapter).toConstantValue(adapter);
    for (const overlay of overlays) bind<OverlayContribution>(TOKENS.Overlay).toConstantValue(overlay);
    for (const menu of menus) bind<MenuContribution>(TOKENS.Menu).toConstantValue(menu);
  }),
} satisfies PluginModule;
