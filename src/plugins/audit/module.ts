// Bindings only: the read-only auditLog resource (lazy list), its adapter and its menu entry.
import { lazy } from 'react';
import { ContainerModule } from 'inversify';
import HistoryIcon from '@mui/icons-material/History';
import {
  type AccessCheck,
  detectAccountType,
  type MenuContribution,
  type PluginModule,
  type ResourceAdapterContribution,
  type ResourceContribution,
  TOKENS,
} from '@kernel/sdk';
import { auditAdapter } from './api';
import { messages } from './messages';

/**
 * The server reads a partner's or reseller's subtree, or everything for a super admin viewing their
 * own account; any other viewed account (an organization, an agent) has no audit log of its own.
 */
const hasAuditLog: AccessCheck = (permissions, { account, user }) =>
  permissions.canSeePartnerControls &&
  account != null &&
  (detectAccountType(account) !== 'organization' || (!!user?.superAdmin && user.id === account.id));

const resource: ResourceContribution = {
  name: 'auditLog',
  list: lazy(() => import('./AuditList')),
  icon: HistoryIcon,
  options: { label: messages.resource },
  recordRepresentation: (entry: { actionLabel?: string; id?: number }) => entry.actionLabel ?? `#${entry.id}`,
};

const adapter: ResourceAdapterContribution = { resource: 'auditLog', create: (http) => auditAdapter(http) };

const menu: MenuContribution = { id: 'auditLog', label: messages.menu, to: '/auditLog', icon: HistoryIcon, order: 90, canSee: hasAuditLog };

export default {
  id: 'audit',
  module: new ContainerModule(({ bind }) => {
    bind<ResourceContribution>(TOKENS.Resource).toConstantValue(resource);
    bind<ResourceAdapterContribution>(TOKENS.ResourceAdapter).toConstantValue(adapter);
    bind<MenuContribution>(TOKENS.Menu).toConstantValue(menu);
  }),
} satisfies PluginModule;
