// One inversify container per signed-in account view: the kernel's services plus the enabled
// plugins' ContainerModules. Switching account builds a new one. Contribution points are generic:
// collect(container, TOKENS.X) reads any of them, so a new one is a token, not an edit here.
import { Container, ContainerModule } from 'inversify';
import type { HttpClient } from '../adapters/http';
import type { PermissionSet } from '../shared/permissionKeys';
import type { AccessView, PluginModule } from './contracts';
import { MENU_GROUPS } from './contracts';
import type { ManifestEntry } from '../shared/manifest';
import { SHELL_SLOTS, shellSlots, type SessionActions, type ShellSlots } from './services';
import { TOKENS, type ContributionToken, type ServiceToken } from './tokens';

export interface KernelServices {
  http: HttpClient;
  view: AccessView;
  permissions: PermissionSet;
  session: SessionActions;
  reloadView: () => void;
}

export function buildContainer(
  plugins: readonly PluginModule[],
  services?: KernelServices,
  kernelModules: readonly ContainerModule[] = [],
): Container {
  const container = new Container();
  const slots = shellSlots();
  container.bind<ShellSlots>(SHELL_SLOTS).toConstantValue(slots);
  const provide = <T>(token: ServiceToken<T>, value: T) => container.bind<T>(token.key).toConstantValue(value);
  provide(TOKENS.Confirm, slots.confirm.call);
  provide(TOKENS.Notifier, slots.notify.call);
  provide(TOKENS.OverlayOpener, slots.openOverlay.call);
  if (services) {
    provide(TOKENS.HttpClient, services.http);
    provide(TOKENS.ViewedAccount, services.view);
    provide(TOKENS.Permissions, services.permissions);
    provide(TOKENS.SessionActions, services.session);
    provide(TOKENS.ReloadView, services.reloadView);
  }
  container.load(...kernelModules, ...plugins.map((p) => p.module));
  return container;
}

/** Everything bound to a contribution token, in binding order (kernel first, then manifest order). */
export function collect<T>(container: Container, token: ContributionToken<T>): T[] {
  return container.getAll<T>(token.key, { optional: true }) ?? [];
}

/** A kernel service; undefined when the container has none (a test's bare container). */
export function service<T>(container: Container, token: ServiceToken<T>): T | undefined {
  return container.isBound(token.key) ? container.get<T>(token.key) : undefined;
}

/** Menu entries by group (MENU_GROUPS order), manifest order within a group. */
export function menuEntries(container: Container) {
  const menus = collect(container, TOKENS.Menu);
  return MENU_GROUPS.flatMap((group) => menus.filter((m) => m.group === group));
}

/** What a plugin's module.ts registers (menu entries and app-bar actions are the manifest's alone). */
export interface Registered {
  resources: string[];
  overlays: string[];
  settingsPanels: string[];
  routes: string[];
  dashboardWidgets: string[];
}

/** What a container holds, by kind and id. */
export function registeredBy(container: Container): Registered {
  return {
    resources: collect(container, TOKENS.Resource).map((r) => r.name),
    overlays: collect(container, TOKENS.Overlay).map((o) => o.name),
    settingsPanels: collect(container, TOKENS.SettingsPanel).map((p) => p.id),
    routes: collect(container, TOKENS.Route).map((r) => r.id),
    dashboardWidgets: collect(container, TOKENS.DashboardWidget).map((w) => w.id),
  };
}

function diff(kind: string, declared: string[], actual: string[]): string[] {
  const errors: string[] = [];
  for (const d of declared) if (!actual.includes(d)) errors.push(`${kind} ${d} is declared but not registered`);
  for (const a of new Set(actual)) if (!declared.includes(a)) errors.push(`${kind} ${a} is registered but not declared`);
  for (const a of new Set(actual)) {
    if (actual.filter((x) => x === a).length > 1) errors.push(`${kind} ${a} is registered twice`);
  }
  return errors;
}

/** What a plugin registered against its manifest entry, for every contribution kind; [] when they agree. */
export function checkRegistrations(entry: ManifestEntry, registered: Partial<Registered>): string[] {
  const ids = (list: { id: string }[] | undefined) => (list ?? []).map((x) => x.id);
  return [
    ...diff('resource', entry.resources, registered.resources ?? []),
    ...diff('overlay', entry.overlays, registered.overlays ?? []),
    ...diff('settings panel', ids(entry.settingsPanels), registered.settingsPanels ?? []),
    ...diff('route', ids(entry.routes), registered.routes ?? []),
    ...diff('dashboard widget', ids(entry.dashboardWidgets), registered.dashboardWidgets ?? []),
  ];
}
