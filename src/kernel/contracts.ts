// The shapes plugins contribute to the kernel. Types only: no runtime imports of ours.
import type { ComponentType, LazyExoticComponent, ReactElement } from 'react';
import type { DataProvider } from 'react-admin';
import type { PermissionSet } from './access';

export type LazyScreen = LazyExoticComponent<ComponentType<any>> | ComponentType<any>;

/** One react-admin resource, as `<Resource>` takes it. */
export interface ResourceContribution {
  name: string;
  list?: LazyScreen;
  create?: LazyScreen;
  edit?: LazyScreen;
  show?: LazyScreen;
  icon?: ComponentType;
  options?: { label?: string };
  recordRepresentation?: string | ((record: any) => string);
  /** who may reach the resource's pages at all (react-admin's canAccess for every action on it) */
  canAccess?: AccessCheck;
}

/** Maps react-admin's CRUD calls for one resource onto the product's endpoints. */
export interface ResourceAdapterContribution {
  resource: string;
  /** Built once per container with the kernel's http client. */
  create(http: import('../adapters/http').HttpClient): Partial<DataProvider>;
}

/** The accounts a check may look at besides the permission set: the viewed account and the user. */
export interface AccessView {
  account: import('./account').Account | null;
  user: import('./account').Account | null;
}

/** Who may open an overlay or see an entry, given the permission set and the accounts in view. */
export type AccessCheck = (permissions: PermissionSet, view: AccessView) => boolean;

/** An overlay screen opened by `?name=value`. The component receives the parameter's value. */
export interface OverlayContribution {
  name: string;
  component: LazyScreen;
  canOpen?: AccessCheck;
}

export interface OverlayProps {
  /** the query parameter's value: 'true' or a specific value such as an id */
  value: string;
  /** removes the parameter (and any parameters listed in `alsoRemove`) */
  close: (alsoRemove?: string[]) => void;
}

export interface MenuContribution {
  id: string;
  label: string;
  /** a path inside the app (relative to the account prefix), e.g. '/contacts' */
  to: string;
  icon?: ComponentType;
  order?: number;
  canSee?: AccessCheck;
}

export interface SettingsPanelContribution {
  id: string;
  title: string;
  component: LazyScreen;
  order?: number;
  canSee?: AccessCheck;
}

export interface AccessRuleContribution {
  name: string;
  check: AccessCheck;
}

export interface RouteContribution {
  path: string;
  element: ReactElement;
  /** true: rendered without the layout (full page) */
  noLayout?: boolean;
}

/** A plugin's module.ts default-exports one of these. */
export interface PluginModule {
  id: string;
  module: import('inversify').ContainerModule;
}
