// The shapes bound to the container's contribution tokens (tokens.ts). Plugins do not build these by
// hand: definePlugin.ts makes them from a plugin's plain values and its manifest entry.
import type { ComponentType, LazyExoticComponent } from 'react';
import type { DataProvider } from 'react-admin';
import type { ContainerModule } from 'inversify';
import type { HttpClient } from '../adapters/http';
import type { PermissionSet } from '../shared/permissionKeys';
import type { Account } from './account';

export type LazyScreen = LazyExoticComponent<ComponentType<any>> | ComponentType<any>;

/** A screen a plugin hands the kernel: `() => import('./X')`; the kernel makes it lazy and guards it. */
export type ScreenLoader<P = any> = () => Promise<{ default: ComponentType<P> }>;

/** The accounts a check may look at besides the permission set: the viewed account and the user. */
export interface AccessView {
  account: Account | null;
  user: Account | null;
}

/** Who may reach a contribution (open an overlay, see an entry, visit a page): one concept, one name. */
export type AccessCheck = (permissions: PermissionSet, view: AccessView) => boolean;

/** What every contribution may carry: no check means allowed. */
interface Guarded {
  canAccess?: AccessCheck;
}

/** One react-admin resource, as `<Resource>` takes it (screens already lazy and guarded). */
export interface ResourceContribution extends Guarded {
  name: string;
  list?: LazyScreen;
  create?: LazyScreen;
  edit?: LazyScreen;
  show?: LazyScreen;
  icon?: ComponentType;
  options?: { label?: string };
  recordRepresentation?: string | ((record: any) => string);
}

/** Maps react-admin's CRUD calls for one resource onto the product's endpoints. */
/** Builds a resource's react-admin methods over the kernel's http client. */
export type AdapterFactory = (http: HttpClient) => Partial<DataProvider>;

export interface ResourceAdapterContribution {
  resource: string;
  /** Built once per container with the kernel's http client... */
  create?: AdapterFactory;
  /** ...or loaded on the resource's first call, so the adapter's code stays out of every signed-in page. */
  load?: () => Promise<AdapterFactory>;
}

/** An overlay screen opened by `?name=value`. The component receives OverlayProps. */
export interface OverlayContribution extends Guarded {
  name: string;
  component: ComponentType<OverlayProps>;
}

export interface OverlayProps {
  /** the query parameter's value: 'true' or a specific value such as an id */
  value: string;
  /** removes the parameter (and any parameters listed in `alsoRemove`) */
  close: (alsoRemove?: string[]) => void;
}

/** Where a menu entry sits; groups show in this order, entries in manifest order within a group. */
export const MENU_GROUPS = ['accounts', 'workspace', 'admin'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export interface MenuContribution extends Guarded {
  id: string;
  label: string;
  /** a path inside the app (relative to the account prefix), e.g. '/contacts' */
  to: string;
  group: MenuGroup;
  icon?: ComponentType;
}

export interface SettingsPanelContribution extends Guarded {
  id: string;
  title: string;
  component: ComponentType;
}

export interface RouteContribution extends Guarded {
  id: string;
  path: string;
  component: ComponentType;
  /** true: rendered without the layout (full page) */
  noLayout?: boolean;
}

/** A button (or any small control) in the app bar, left of the kernel's own. */
export interface AppBarActionContribution extends Guarded {
  id: string;
  component: ComponentType;
}

/** An entry of the user menu (above Sign out) that opens an overlay. */
export interface UserMenuItemContribution extends Guarded {
  id: string;
  label: string;
  overlay: string;
}

/** A card on the home page, below the greeting. */
export interface DashboardWidgetContribution extends Guarded {
  id: string;
  component: ComponentType;
  /** starts fetching the widget's code and its data's adapters before it is shown (homePreload.ts) */
  preload?: () => Promise<unknown>;
}

/** A plugin's module.ts default-exports one of these (what definePlugin returns). */
export interface PluginModule {
  id: string;
  module: ContainerModule;
}
