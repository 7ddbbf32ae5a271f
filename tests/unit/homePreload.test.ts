// The home's start (issue 16, "the signed-in home's start"): once the view is known, the plugins whose
// home widget the view shows load, and with each its widget's chunk and the adapters of the resources
// the widget reads, before react-admin renders; on any other page, nothing loads early.
import 'reflect-metadata';
import { describe, expect, it, vi } from 'vitest';
import { definePlugin } from '../../src/kernel/definePlugin';
import { homeWidgetPlugins, preloadHome } from '../../src/kernel/homePreload';
import type { Account } from '../../src/kernel/account';
import type { AccountView } from '../../src/kernel/loadAccountView';
import { PluginRuntime } from '../../src/kernel/pluginRuntime';
import { manifest } from '../../src/shared/manifest';
import type { PermissionSet } from '../../src/shared/permissionKeys';

const allowed = (keys: string[]) => new Proxy({}, { get: (_t, key) => keys.includes(String(key)) }) as PermissionSet;
const base = { partnerId: null, resellerId: null, organizationId: null, superAdmin: false };
const org = { ...base, id: 7, username: 'acme', accountType: 'organization', organizationId: 7 } as unknown as Account;
const reseller = { ...base, id: 3, username: 'res', accountType: 'reseller', resellerId: 3, organizationId: 3 } as unknown as Account;
const Screen = () => null;

function agentsHome(options: { fails?: boolean } = {}) {
  const widget = vi.fn(async () => ({ default: Screen }));
  const agentsAdapter = vi.fn(async () => () => ({}));
  const templatesAdapter = vi.fn(async () => () => ({}));
  const module = definePlugin({
    id: 'agents',
    resources: { agents: { adapter: { load: agentsAdapter } }, templates: { adapter: { load: templatesAdapter } } },
    dashboardWidgets: { agents: { load: widget, reads: ['agents'] } },
  });
  const imports = vi.fn(async () => {
    if (options.fails) throw new Error('chunk failed');
    return { default: module };
  });
  const runtime = new PluginRuntime(manifest.plugins.filter((p) => p.id === 'agents'), { '../plugins/agents/module.ts': imports });
  const view = { account: org, user: org, permissions: allowed(['canViewOrg']), enabledPlugins: ['agents'], runtime } as unknown as AccountView;
  return { view, runtime, imports, widget, agentsAdapter, templatesAdapter };
}

describe("the home's widgets load before the first render", () => {
  it('names the enabled plugins whose widget the view shows, from the manifest alone', () => {
    const everything = manifest.plugins.map((p) => p.id);
    const permissions = allowed(['canViewOrg']);
    expect(homeWidgetPlugins({ enabledPlugins: everything, permissions, account: org, user: org })).toEqual(['agents', 'dashboards']);
    // the agents card shows only with an organization in view
    expect(homeWidgetPlugins({ enabledPlugins: everything, permissions, account: reseller, user: reseller })).toEqual(['dashboards']);
    expect(homeWidgetPlugins({ enabledPlugins: ['contacts', 'agents'], permissions, account: org, user: org })).toEqual(['agents']);
    expect(homeWidgetPlugins({ enabledPlugins: everything, permissions: allowed([]), account: org, user: org })).toEqual([]);
  });

  it("on the home, loads the plugin, its widget's chunk and the adapters the widget reads, no others", async () => {
    const { view, imports, widget, agentsAdapter, templatesAdapter } = agentsHome();
    await preloadHome(view, '/app/org/7');
    await vi.waitFor(() => expect(agentsAdapter).toHaveBeenCalledTimes(1));
    expect(imports).toHaveBeenCalledTimes(1);
    expect(widget).toHaveBeenCalledTimes(1);
    expect(templatesAdapter).not.toHaveBeenCalled();
  });

  it('loads nothing early on another page', async () => {
    const { view, imports } = agentsHome();
    await preloadHome(view, '/app/org/7/contacts');
    expect(imports).not.toHaveBeenCalled();
  });

  it('leaves a failed load to the widget that shows it: the view still opens', async () => {
    const { view, runtime, imports } = agentsHome({ fails: true });
    await expect(preloadHome(view, '/app')).resolves.toBeUndefined();
    expect(imports).toHaveBeenCalledTimes(1);
    expect(runtime.loaded()).toEqual([]);
  });
});
