// The shell of one account view, built from the manifest alone: for every enabled plugin, its menu
// entries, routes, resources (names, screens, adapters), overlays, settings panels, app-bar actions and
// home widgets, bound to the view's container as contributions whose code is the plugin's own, loaded
// through the PluginRuntime the first time it is shown or called. Who sees a part is the manifest's
// permission and view rule; a loaded contribution's own canAccess is asked as well (manifestScreens.tsx).
import { ContainerModule } from 'inversify';
import { createElement } from 'react';
import { Loading } from 'react-admin';
import type { AccessCheck, AdapterFactory } from './contracts';
import type { Contribute } from './definePlugin';
import { collect } from './container';
import { manifestLabel } from './i18n/manifestLabels';
import { isShown, type ManifestEntry, type ManifestShown } from '../shared/manifest';
import type { PluginRuntime } from './pluginRuntime';
import { OverlayAction } from './shell/OverlayAction';
import { shellIcon } from './shell/icons';
import { TOKENS } from './tokens';
import { pluginOverlay, pluginScreen } from './manifestScreens';

const shownBy =
  (shown: ManifestShown): AccessCheck | undefined =>
    shown.permission || shown.view ? (permissions, view) => isShown(shown, permissions, view) : undefined;

const pageFallback = createElement(Loading);

export function manifestShellModule(enabled: readonly ManifestEntry[], runtime: PluginRuntime): ContainerModule {
  return new ContainerModule(({ bind }) => {
    // typed by token, as definePlugin's: a menu entry bound to the overlay token fails the type check
    const contribute: Contribute = (token, value) => void bind(token.key).toConstantValue(value);
    for (const entry of enabled) {
      const id = entry.id;
      const plugin = () => runtime.ensure(id);
      const label = (name: string) => {
        const m = entry.menu.find((x) => x.id === name);
        return m ? manifestLabel('menu', m.id, m.label) : name;
      };

      for (const name of entry.resources) {
        const views = entry.resourceViews?.[name] ?? [];
        const screen = (view: (typeof views)[number]) =>
          views.includes(view)
            ? pluginScreen(`${id}:${view}:${name}`, plugin, (c) => collect(c, TOKENS.Resource).find((r) => r.name === name)?.[view], pageFallback)
            : undefined;
        contribute(TOKENS.Resource, {
          name,
          list: screen('list'),
          create: screen('create'),
          edit: screen('edit'),
          show: screen('show'),
          options: { label: label(name) },
        });
        contribute(TOKENS.ResourceAdapter, {
          resource: name,
          load: async (): Promise<AdapterFactory> => {
            const adapter = collect(await plugin(), TOKENS.ResourceAdapter).find((a) => a.resource === name);
            if (!adapter) throw new Error(`[kernel] plugin ${id} declares resource ${name} but binds no adapter for it`);
            return adapter.create ?? (await adapter.load!());
          },
        });
      }

      for (const name of entry.overlays) contribute(TOKENS.Overlay, { name, component: pluginOverlay(`${id}:overlay:${name}`, plugin, name) });

      for (const m of entry.menu) {
        contribute(TOKENS.Menu, { id: m.id, label: manifestLabel('menu', m.id, m.label), to: m.to, group: m.group ?? 'workspace', icon: shellIcon(m.icon), canAccess: shownBy(m) });
      }

      for (const p of entry.settingsPanels ?? []) {
        contribute(TOKENS.SettingsPanel, {
          id: p.id,
          title: manifestLabel('settingsPanels', p.id, p.title),
          component: pluginScreen(`${id}:panel:${p.id}`, plugin, (c) => collect(c, TOKENS.SettingsPanel).find((x) => x.id === p.id), pageFallback),
          canAccess: shownBy(p),
        });
      }

      for (const r of entry.routes ?? []) {
        contribute(TOKENS.Route, {
          id: r.id,
          path: r.path,
          noLayout: r.noLayout,
          component: pluginScreen(`${id}:route:${r.id}`, plugin, (c) => collect(c, TOKENS.Route).find((x) => x.id === r.id), pageFallback),
          canAccess: shownBy(r),
        });
      }

      for (const a of entry.appBarActions ?? []) {
        contribute(TOKENS.AppBarAction, { id: a.id, component: OverlayAction({ ...a, label: manifestLabel('appBarActions', a.id, a.label) }), canAccess: shownBy(a) });
      }

      for (const u of entry.userMenu ?? []) {
        contribute(TOKENS.UserMenuItem, { id: u.id, label: manifestLabel('userMenu', u.id, u.label), overlay: u.overlay, canAccess: shownBy(u) });
      }

      for (const w of entry.dashboardWidgets ?? []) {
        contribute(TOKENS.DashboardWidget, {
          id: w.id,
          component: pluginScreen(`${id}:widget:${w.id}`, plugin, (c) => collect(c, TOKENS.DashboardWidget).find((x) => x.id === w.id)),
          canAccess: shownBy(w),
        });
      }
    }
  });
}
