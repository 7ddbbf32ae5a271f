// The shell is built from the manifest alone (issue 16 point 1): building a view's container imports
// no plugin; the menu, app-bar actions, overlays, panels, routes, widgets and resources are there with
// the manifest's labels, icons and checks; a plugin's module.ts loads once, when one of its parts is
// first used (here: a resource's adapter), and a failed load is tried again.
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { buildContainer, collect, menuEntries } from '../../src/kernel/container';
import { definePlugin } from '../../src/kernel/definePlugin';
import { manifestShellModule } from '../../src/kernel/manifestShell';
import { PluginRuntime } from '../../src/kernel/pluginRuntime';
import { TOKENS } from '../../src/kernel/tokens';
import { SHELL_ICONS } from '../../src/kernel/shell/icons';
import { SHELL_ICON_NAMES } from '../../src/kernel/shell/iconNames';
import { manifest as bundled, type Manifest } from '../../src/shared/manifest';
import type { PermissionSet } from '../../src/shared/permissionKeys';

const manifest: Manifest = {
  plugins: [
    {
      id: 'demo', title: 'Demo', entry: 'src/plugins/demo/module.ts', enabledByDefault: true, requires: [], toggle: null,
      permission: null, resources: ['things', 'data'], overlays: ['help'], resourceViews: { things: ['list', 'edit'] },
      menu: [
        { id: 'things', label: 'Things', to: '/things', permission: 'canViewOrg', group: 'admin', icon: 'History' },
        { id: 'first', label: 'First', to: '/first', group: 'accounts', view: 'partnerOrReseller' },
      ],
      settingsPanels: [{ id: 'prefs', title: 'Preferences', permission: 'canEditOrg' }],
      routes: [{ id: 'report', path: '/report', permission: 'canViewBilling', noLayout: true }],
      appBarActions: [{ id: 'bell', label: 'Bell', icon: 'History', overlay: 'help', permission: 'canSeePartnerControls' }],
      dashboardWidgets: [{ id: 'stats', view: 'organization' }],
    },
  ],
};

const Screen = () => null;
const load = async () => ({ default: Screen });
const demo = definePlugin(
  {
    id: 'demo',
    resources: { things: { list: load, edit: load, adapter: () => ({ getList: async () => ({ data: [], total: 0 }) }) }, data: { adapter: () => ({}) } },
    overlays: { help: load },
    settingsPanels: { prefs: { load } },
    routes: { report: { load } },
    dashboardWidgets: { stats: { load } },
  },
  manifest,
);
const allowed = (keys: string[]) => new Proxy({}, { get: (_t, key) => keys.includes(String(key)) }) as PermissionSet;
const org = { id: 7, username: 'acme', accountType: 'organization', organizationId: 7 };
const reseller = { id: 3, username: 'res', accountType: 'reseller', resellerId: 3, organizationId: 3 };

function shell(failures = 0) {
  let imports = 0;
  let failing = failures;
  const runtime = new PluginRuntime(manifest.plugins, {
    '../plugins/demo/module.ts': async () => {
      imports += 1;
      if (failing-- > 0) throw new Error('chunk failed');
      return { default: demo };
    },
  });
  const container = buildContainer([], undefined, [manifestShellModule(manifest.plugins, runtime)]);
  return { container, runtime, imports: () => imports };
}

describe('the manifest shell', () => {
  it('declares every part without importing the plugin', () => {
    const { container, imports } = shell();
    expect(collect(container, TOKENS.Resource).map((r) => [r.name, !!r.list, !!r.edit, !!r.create, r.options?.label])).toEqual([
      ['things', true, true, false, 'Things'],
      ['data', false, false, false, 'data'],
    ]);
    expect(collect(container, TOKENS.Overlay).map((o) => o.name)).toEqual(['help']);
    expect(menuEntries(container).map((m) => [m.id, m.label, m.to, m.group, m.icon === SHELL_ICONS.History])).toEqual([
      ['first', 'First', '/first', 'accounts', false],
      ['things', 'Things', '/things', 'admin', true],
    ]);
    expect(collect(container, TOKENS.SettingsPanel).map((p) => p.title)).toEqual(['Preferences']);
    expect(collect(container, TOKENS.Route).map((r) => [r.path, r.noLayout])).toEqual([['/report', true]]);
    expect(collect(container, TOKENS.AppBarAction).map((a) => a.id)).toEqual(['bell']);
    expect(collect(container, TOKENS.DashboardWidget).map((w) => w.id)).toEqual(['stats']);
    expect(imports()).toBe(0);
  });

  it("applies the manifest's permission and view rule", () => {
    const { container } = shell();
    const menu = (id: string) => collect(container, TOKENS.Menu).find((m) => m.id === id)!;
    expect(menu('things').canAccess!(allowed(['canViewOrg']), { account: org, user: org } as never)).toBe(true);
    expect(menu('things').canAccess!(allowed([]), { account: org, user: org } as never)).toBe(false);
    expect(menu('first').canAccess!(allowed([]), { account: reseller, user: reseller } as never)).toBe(true);
    expect(menu('first').canAccess!(allowed([]), { account: org, user: org } as never)).toBe(false);
    const widget = collect(container, TOKENS.DashboardWidget)[0];
    expect(widget.canAccess!(allowed([]), { account: org, user: org } as never)).toBe(true);
    expect(widget.canAccess!(allowed([]), { account: reseller, user: reseller } as never)).toBe(false);
    const bell = collect(container, TOKENS.AppBarAction)[0];
    expect(bell.canAccess!(allowed(['canSeePartnerControls']), { account: org, user: org } as never)).toBe(true);
    expect(bell.canAccess!(allowed([]), { account: org, user: org } as never)).toBe(false);
  });

  it("loads the plugin once, on its first use, and serves its resource's adapter", async () => {
    const { container, runtime, imports } = shell();
    const adapter = collect(container, TOKENS.ResourceAdapter).find((a) => a.resource === 'things')!;
    const [first, second] = await Promise.all([adapter.load!(), adapter.load!()]);
    expect(imports()).toBe(1);
    expect(await first({} as never).getList!('things', {} as never)).toEqual({ data: [], total: 0 });
    expect(second).toBe(first);
    expect(runtime.loaded()).toHaveLength(1);
    expect(runtime.getSnapshot()).toBe(1);
  });

  it('tries a failed load again', async () => {
    const { runtime, imports } = shell(1);
    await expect(runtime.ensure('demo')).rejects.toThrow('chunk failed');
    await expect(runtime.ensure('demo')).resolves.toBeTruthy();
    expect(imports()).toBe(2);
  });

  it('refuses a plugin that is not enabled for the view', async () => {
    await expect(shell().runtime.ensure('ghost')).rejects.toThrow(/not enabled/);
  });
});

describe('the shell icons', () => {
  it('has a component for every name the manifest may use, and the bundled manifest names only those', () => {
    expect(Object.keys(SHELL_ICONS).sort()).toEqual([...SHELL_ICON_NAMES].sort());
    const named = bundled.plugins.flatMap((p) => [...p.menu.map((m) => m.icon), ...(p.appBarActions ?? []).map((a) => a.icon)]);
    for (const icon of named.filter(Boolean)) expect(SHELL_ICON_NAMES).toContain(icon);
  });
});
