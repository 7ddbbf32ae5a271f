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
}

/** Maps react-admin's CRUD calls for one resource onto the product's endpoints. */
export interface ResourceAdapterContribution {
  resource: string;
  /** Built once per container with the kernel's http client. */
  create(http: import('../adapters/http').HttpClient): Partial<DataProvider>;
}

/** Who may open an overlay, given the permission set and the session. */
export type AccessCheck = (permissions: PermissionSet) => boolean;

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
