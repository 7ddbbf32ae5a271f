// Bindings only: the page is lazy, so nobody but a super admin viewing as superAdmin downloads it.
import { createElement, lazy, Suspense } from 'react';
import { ContainerModule } from 'inversify';
import { Loading } from 'react-admin';
import AdminIcon from '@mui/icons-material/AdminPanelSettings';
import { type MenuContribution, type PluginModule, type RouteContribution, TOKENS } from '@kernel/sdk';
import { messages } from './messages';

export const ADMIN_TOOLS_PATH = '/admin-tools';

const AdminToolsPage = lazy(() => import('./AdminToolsPage'));

const menu: MenuContribution = {
  id: 'adminTools',
  label: messages.menu,
  to: ADMIN_TOOLS_PATH,
  icon: AdminIcon,
  order: 95,
  canSee: (permissions) => permissions.canUseSuperAdminTools,
};

const route: RouteContribution = {
  path: ADMIN_TOOLS_PATH,
  element: createElement(Suspense, { fallback: createElement(Loading) }, createElement(AdminToolsPage)),
};

export default {
  id: 'admin-tools',
  module: new ContainerModule(({ bind }) => {
    bind<MenuContribution>(TOKENS.Menu).toConstantValue(menu);
    bind<RouteContribution>(TOKENS.Route).toConstantValue(route);
  }),
} satisfies PluginModule;
