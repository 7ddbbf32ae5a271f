// One inversify container per signed-in account view: the kernel's services plus the enabled
// plugins' ContainerModules. Switching account builds a new one.
import { Container, ContainerModule } from 'inversify';
import { TOKENS } from './tokens';
import type {
  AccessRuleContribution,
  MenuContribution,
  OverlayContribution,
  PluginModule,
  ResourceAdapterContribution,
  ResourceContribution,
  RouteContribution,
  SettingsPanelContribution,
} from './contracts';
import type { ManifestEntry } from './manifest';

export interface KernelServices {
  http: unknown;
  session: unknown;
}

export interface Contributions {
  resources: ResourceContribution[];
  adapters: ResourceAdapterContribution[];
  overlays: OverlayContribution[];
  menus: MenuContribution[];
  settingsPanels: SettingsPanelContribution[];
  accessRules: AccessRuleContribution[];
  routes: RouteContribution[];
}

export function buildContainer(
  plugins: readonly PluginModule[],
  services?: KernelServices,
  kernelModules: readonly ContainerModule[] = [],
): Container {
  const container = new Container();
  if (services) {
    container.bind(TOKENS.HttpClient).toConstantValue(services.http);
    container.bind(TOKENS.Session).toConstantValue(services.session);
  }
  container.load(...kernelModules, ...plugins.map((p) => p.module));
  return container;
}

const byOrder = <T extends { order?: number }>(a: T, b: T) => (a.order ?? 0) - (b.order ?? 0);

export function collectContributions(container: Container): Contributions {
  const all = <T>(token: symbol) => container.getAll<T>(token, { optional: true }) ?? [];
  return {
    resources: all<ResourceContribution>(TOKENS.Resource),
    adapters: all<ResourceAdapterContribution>(TOKENS.ResourceAdapter),
    overlays: all<OverlayContribution>(TOKENS.Overlay),
    menus: [...all<MenuContribution>(TOKENS.Menu)].sort(byOrder),
    settingsPanels: [...all<SettingsPanelContribution>(TOKENS.SettingsPanel)].sort(byOrder),
    accessRules: all<AccessRuleContribution>(TOKENS.AccessRule),
    routes: all<RouteContribution>(TOKENS.Route),
  };
}

export interface Registered {
  resources: string[];
  overlays: string[];
  menu: string[];
}

export function registeredBy(contributions: Contributions): Registered {
  return {
    resources: contributions.resources.map((r) => r.name),
    overlays: contributions.overlays.map((o) => o.name),
    menu: contributions.menus.map((m) => m.id),
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

/** What a plugin registered against its manifest entry; [] when they agree exactly. */
export function checkRegistrations(entry: ManifestEntry, registered: Registered): string[] {
  return [
    ...diff('resource', entry.resources, registered.resources),
    ...diff('overlay', entry.overlays, registered.overlays),
    ...diff('menu', entry.menu.map((m) => m.id), registered.menu),
  ];
}
