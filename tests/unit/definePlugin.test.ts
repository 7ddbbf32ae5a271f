// definePlugin reads labels, paths and permissions from the plugin's manifest entry and registers every
// contribution kind a module.ts registers from plain values; screens come back lazy and guarded. (Menu
// entries and app-bar actions are the manifest's alone: tests/unit/manifestShell.test.ts.)
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { PermissionSet } from '../../src/shared/permissionKeys';
import { buildContainer, collect, registeredBy } from '../../src/kernel/container';
import { definePlugin } from '../../src/kernel/definePlugin';
import type { Manifest } from '../../src/shared/manifest';
import { TOKENS } from '../../src/kernel/tokens';

const manifest: Manifest = {
  plugins: [
    {
      id: 'demo', title: 'Demo', entry: 'src/plugins/demo/module.ts', enabledByDefault: true, requires: [], toggle: null,
      permission: null, resources: ['things'], overlays: ['help'],
      menu: [
        { id: 'things', label: 'Things', to: '/things', permission: 'canViewOrg', group: 'admin' },
        { id: 'first', label: 'First', to: '/first', group: 'accounts' },
      ],
      settingsPanels: [{ id: 'prefs', title: 'Preferences', permission: 'canEditOrg' }],
      routes: [{ id: 'report', path: '/report', permission: 'canViewBilling' }],
      appBarActions: [{ id: 'bell', label: 'Bell', icon: 'History', overlay: 'help' }],
      dashboardWidgets: [{ id: 'stats', permission: 'canViewOrg' }],
    },
  ],
};

const Screen = () => null;
const load = async () => ({ default: Screen });
const allowed = (keys: string[]) => new Proxy({}, { get: (_t, key) => keys.includes(String(key)) }) as PermissionSet;
const view = { account: null, user: null };

const demo = definePlugin(
  {
    id: 'demo',
    resources: { things: { list: load, adapter: () => ({}), canAccess: (p) => p.canEditOrg } },
    overlays: { help: load },
    settingsPanels: { prefs: { load } },
    routes: { report: { load } },
    dashboardWidgets: { stats: { load } },
  },
  manifest,
);
const container = buildContainer([demo]);

describe('definePlugin', () => {
  it('registers every contribution kind the manifest entry declares', () => {
    expect(registeredBy(container)).toEqual({
      resources: ['things'], overlays: ['help'], settingsPanels: ['prefs'], routes: ['report'], dashboardWidgets: ['stats'],
    });
    expect(collect(container, TOKENS.ResourceAdapter).map((a) => a.resource)).toEqual(['things']);
  });

  it('reads labels, paths and titles from the manifest', () => {
    expect(collect(container, TOKENS.Resource)[0].options).toEqual({ label: 'Things' });
    expect(collect(container, TOKENS.SettingsPanel)[0].title).toBe('Preferences');
    expect(collect(container, TOKENS.Route)[0].path).toBe('/report');
  });

  it("checks the manifest's permission and the plugin's own check together", () => {
    expect(collect(container, TOKENS.Resource)[0].canAccess!(allowed(['canEditOrg']), view)).toBe(true);
    expect(collect(container, TOKENS.Resource)[0].canAccess!(allowed(['canViewOrg']), view)).toBe(false);
    expect(collect(container, TOKENS.DashboardWidget)[0].canAccess!(allowed(['canViewOrg']), view)).toBe(true);
    expect(collect(container, TOKENS.DashboardWidget)[0].canAccess!(allowed([]), view)).toBe(false);
    expect(collect(container, TOKENS.SettingsPanel)[0].canAccess!(allowed([]), view)).toBe(false);
    expect(collect(container, TOKENS.Route)[0].canAccess!(allowed(['canViewBilling']), view)).toBe(true);
  });

  it('hands the kernel guarded screens, never the loaders', () => {
    const overlay = collect(container, TOKENS.Overlay)[0];
    expect(overlay.component).not.toBe(load);
    expect((overlay.component as { displayName?: string }).displayName).toBe('Guarded(demo:overlay:help)');
  });
});
