// The container's tokens. Each carries the type of what is bound to it, so binding a menu entry to
// the overlay token, or asking the http client token for a confirm function, fails the type check.
// This file imports types only: an import cycle through here would leave a token undefined.
import type { HttpClient } from '../adapters/http';
import type { PermissionSet } from '../shared/permissionKeys';
import type {
  AccessView,
  AppBarActionContribution,
  DashboardWidgetContribution,
  MenuContribution,
  OverlayContribution,
  ResourceAdapterContribution,
  ResourceContribution,
  RouteContribution,
  SettingsPanelContribution,
  UserMenuItemContribution,
} from './contracts';
import type { Confirm, Notifier, OverlayOpener, SessionActions } from './services';

/** Many plugins bind values of type T here; the kernel collects them all. */
export interface ContributionToken<T> {
  readonly kind: 'contribution';
  readonly key: symbol;
  /** never set: makes the token invariant in T (a menu token is no overlay token) */
  readonly __type?: (value: T) => T;
}

/** The kernel binds one service of type T here; plugins reach it through the SDK's hooks. */
export interface ServiceToken<T> {
  readonly kind: 'service';
  readonly key: symbol;
  readonly __type?: (value: T) => T;
}

/** A new contribution point: one line here, no record elsewhere to edit. */
export const contributionToken = <T>(name: string): ContributionToken<T> => ({ kind: 'contribution', key: Symbol.for(`switchboard.${name}`) });
const serviceToken = <T>(name: string): ServiceToken<T> => ({ kind: 'service', key: Symbol.for(`switchboard.service.${name}`) });

export const TOKENS = {
  /** react-admin resources */
  Resource: contributionToken<ResourceContribution>('Resource'),
  /** data-provider mapping for one resource */
  ResourceAdapter: contributionToken<ResourceAdapterContribution>('ResourceAdapter'),
  /** overlay screens opened by a query parameter */
  Overlay: contributionToken<OverlayContribution>('Overlay'),
  /** sidebar menu entries */
  Menu: contributionToken<MenuContribution>('Menu'),
  /** panels shown on the settings route */
  SettingsPanel: contributionToken<SettingsPanelContribution>('SettingsPanel'),
  /** custom routes inside the signed-in layout */
  Route: contributionToken<RouteContribution>('Route'),
  /** buttons in the app bar */
  AppBarAction: contributionToken<AppBarActionContribution>('AppBarAction'),
  /** entries of the user menu, above Sign out */
  UserMenuItem: contributionToken<UserMenuItemContribution>('UserMenuItem'),
  /** cards on the home page */
  DashboardWidget: contributionToken<DashboardWidgetContribution>('DashboardWidget'),

  /** kernel services, one per account view */
  HttpClient: serviceToken<HttpClient>('HttpClient'),
  ViewedAccount: serviceToken<AccessView>('ViewedAccount'),
  Permissions: serviceToken<PermissionSet>('Permissions'),
  SessionActions: serviceToken<SessionActions>('SessionActions'),
  ReloadView: serviceToken<() => void>('ReloadView'),
  OverlayOpener: serviceToken<OverlayOpener>('OverlayOpener'),
  Confirm: serviceToken<Confirm>('Confirm'),
  Notifier: serviceToken<Notifier>('Notifier'),
} as const;
