// definePlugin: a plugin's module.ts hands over plain values (screens as `() => import('./X')`,
// adapters, access checks) and gets its inversify ContainerModule back. The kernel imports module.ts
// only when one of the plugin's screens, overlays, panels, widgets or resources is first used
// (pluginRuntime.ts); menu entries and app-bar actions are drawn from the manifest alone. Labels, paths,
// permissions and the toggle are read from the plugin's manifest entry, never repeated in code; every
// screen is made lazy and guarded by the kernel (screenBoundary.tsx).
import { createElement, type ComponentType } from 'react';
import { ContainerModule } from 'inversify';
import { Loading } from 'react-admin';
import type { DataProvider } from 'react-admin';
import type { HttpClient } from '../adapters/http';
import type { PermissionKey } from '../shared/permissionKeys';
import type {
  AccessCheck,
  OverlayProps,
  PluginModule,
  ResourceContribution,
  ScreenLoader,
} from './contracts';
import { manifest as bundledManifest, type Manifest, type ManifestEntry } from '../shared/manifest';
import { guardedScreen } from './screenBoundary';
import { TOKENS, type ContributionToken } from './tokens';

interface Guarded {
  /** who may reach it, besides the permission its manifest entry names */
  canAccess?: AccessCheck;
}

export interface ResourceSpec extends Guarded {
  /**
   * react-admin's methods for the resource over the kernel's http client: the factory itself, or
   * `{ load: () => import('./api').then((m) => m.xAdapter) }` to fetch it on the resource's first call
   * (a module.ts is on every signed-in page; its adapters need not be).
   */
  adapter?: ((http: HttpClient) => Partial<DataProvider>) | { load: () => Promise<(http: HttpClient) => Partial<DataProvider>> };
  list?: ScreenLoader;
  create?: ScreenLoader;
  edit?: ScreenLoader;
  show?: ScreenLoader;
  icon?: ComponentType;
  recordRepresentation?: ResourceContribution['recordRepresentation'];
}

export type OverlaySpec = ScreenLoader<OverlayProps> | ({ load: ScreenLoader<OverlayProps> } & Guarded);

export interface ScreenSpec extends Guarded {
  load: ScreenLoader;
}

export interface RouteSpec extends ScreenSpec {
  /** true: rendered without the layout (full page) */
  noLayout?: boolean;
}

export interface WidgetSpec extends ScreenSpec {
  /** the plugin's resources whose data the widget shows: their adapters load with its code when the
   * home is about to show it, instead of after it rendered */
  reads?: string[];
}

/** Binds a value to a contribution token; the value must be what the token carries. */
export type Contribute = <T>(token: ContributionToken<T>, value: NoInfer<T>) => void;

export interface PluginSpec {
  /** the manifest entry's id */
  id: string;
  /** keyed by resource name */
  resources?: Record<string, ResourceSpec>;
  /** keyed by overlay name (spec 2.3's catalogue) */
  overlays?: Record<string, OverlaySpec>;
  /** keyed by the manifest's settingsPanels ids */
  settingsPanels?: Record<string, ScreenSpec>;
  /** keyed by the manifest's routes ids */
  routes?: Record<string, RouteSpec>;
  dashboardWidgets?: Record<string, WidgetSpec>;
  /** contributions to a token not listed above (a contribution point another plugin defines) */
  contribute?: (contribute: Contribute) => void;
}

const hasPermission =
  (key: PermissionKey | null | undefined): AccessCheck | undefined =>
  key ? (permissions) => permissions[key] : undefined;

/** Both checks (either may be absent). */
export function allOf(...checks: (AccessCheck | undefined)[]): AccessCheck | undefined {
  const present = checks.filter((c): c is AccessCheck => !!c);
  if (present.length <= 1) return present[0];
  return (permissions, view) => present.every((check) => check(permissions, view));
}

const entries = <T>(record: Record<string, T> | undefined) => Object.entries(record ?? {});
const pageFallback = createElement(Loading);

export function definePlugin(spec: PluginSpec, manifest: Manifest = bundledManifest): PluginModule {
  const entry: ManifestEntry | undefined = manifest.plugins.find((p) => p.id === spec.id);
  if (!entry) console.error(`[kernel] plugin ${spec.id} has no entry in plugin.manifest.json`);
  const declaredMenu = entry?.menu ?? [];
  const label = (id: string) => declaredMenu.find((m) => m.id === id)?.label ?? id;
  const at = (kind: string, id: string) => `${spec.id}:${kind}:${id}`;

  const resources = entries(spec.resources).map(([name, r]) => ({
    contribution: {
      name,
      list: r.list && guardedScreen(at('list', name), r.list, pageFallback),
      create: r.create && guardedScreen(at('create', name), r.create, pageFallback),
      edit: r.edit && guardedScreen(at('edit', name), r.edit, pageFallback),
      show: r.show && guardedScreen(at('show', name), r.show, pageFallback),
      icon: r.icon,
      options: { label: label(name) },
      recordRepresentation: r.recordRepresentation,
      canAccess: r.canAccess,
    } satisfies ResourceContribution,
    adapter: r.adapter,
  }));

  const overlays = entries(spec.overlays).map(([name, o]) => {
    const { load, canAccess } = typeof o === 'function' ? { load: o, canAccess: undefined } : o;
    return { name, component: guardedScreen(at('overlay', name), load), canAccess };
  });

  const panels = entries(spec.settingsPanels).map(([id, p]) => {
    const declared = entry?.settingsPanels?.find((d) => d.id === id);
    return {
      id,
      title: declared?.title ?? id,
      component: guardedScreen(at('panel', id), p.load, pageFallback),
      canAccess: allOf(hasPermission(declared?.permission), p.canAccess),
    };
  });

  const routes = entries(spec.routes).map(([id, r]) => {
    const declared = entry?.routes?.find((d) => d.id === id);
    return {
      id,
      path: declared?.path ?? `/${id}`,
      component: guardedScreen(at('route', id), r.load, pageFallback),
      noLayout: r.noLayout,
      canAccess: allOf(hasPermission(declared?.permission), r.canAccess),
    };
  });

  const adapterLoad = (resource: string) => {
    const adapter = spec.resources?.[resource]?.adapter;
    return adapter && typeof adapter !== 'function' ? adapter.load() : undefined;
  };
  const widgets = entries(spec.dashboardWidgets).map(([id, w]) => {
    const declared = entry?.dashboardWidgets?.find((d) => d.id === id);
    const unknown = (w.reads ?? []).filter((r) => !spec.resources?.[r]);
    if (unknown.length) console.error(`[kernel] widget ${at('widget', id)} reads ${unknown.join(', ')}, not resources of the plugin`);
    return {
      id,
      component: guardedScreen(at('widget', id), w.load, pageFallback),
      canAccess: allOf(hasPermission(declared?.permission), w.canAccess),
      // the browser keeps each module it fetched: the lazy component and the data provider find these
      preload: () => Promise.all([w.load(), ...(w.reads ?? []).map(adapterLoad)]),
    };
  });

  return {
    id: spec.id,
    module: new ContainerModule(({ bind }) => {
      const contribute: Contribute = (token, value) => void bind(token.key).toConstantValue(value);
      for (const r of resources) {
        contribute(TOKENS.Resource, r.contribution);
        const adapter = r.adapter;
        if (typeof adapter === 'function') contribute(TOKENS.ResourceAdapter, { resource: r.contribution.name, create: (http) => adapter(http) });
        else if (adapter) contribute(TOKENS.ResourceAdapter, { resource: r.contribution.name, load: adapter.load });
      }
      overlays.forEach((o) => contribute(TOKENS.Overlay, o));
      panels.forEach((p) => contribute(TOKENS.SettingsPanel, p));
      routes.forEach((r) => contribute(TOKENS.Route, r));
      widgets.forEach((w) => contribute(TOKENS.DashboardWidget, w));
      spec.contribute?.(contribute);
    }),
  };
}
