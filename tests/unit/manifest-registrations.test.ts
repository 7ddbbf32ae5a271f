// Each plugin registers exactly what its manifest entry declares: every real module.ts on disk is
// loaded into a fresh container (screens are lazy, so none of them runs here).
import 'reflect-metadata';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import manifestJson from '../../plugin.manifest.json';
import type { Manifest, ManifestEntry } from '../../src/shared/manifest';
import type { PluginModule } from '../../src/kernel/contracts';
import { buildContainer, checkRegistrations, collect, registeredBy } from '../../src/kernel/container';
import { TOKENS } from '../../src/kernel/tokens';

const manifest = manifestJson as unknown as Manifest;
const root = join(import.meta.dirname, '../..');
const onDisk = readdirSync(join(root, 'src/plugins'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(root, 'src/plugins', d.name, 'module.ts')))
  .map((d) => d.name);

describe('plugin registrations', () => {
  it('every module.ts on disk has a manifest entry, and every entry a module.ts', () => {
    expect([...onDisk].sort()).toEqual(manifest.plugins.map((p) => p.id).sort());
  });

  it.each(manifest.plugins.filter((p) => onDisk.includes(p.id)).map((p) => [p.id, p] as const))(
    '%s registers exactly what its manifest declares',
    async (id, entry) => {
      const mod = (await import(join(root, entry.entry))).default as PluginModule;
      expect(mod.id).toBe(id);
      const container = buildContainer([mod]);
      expect(checkRegistrations(entry, registeredBy(container))).toEqual([]);
      // every adapter serves a resource of the same plugin
      for (const adapter of collect(container, TOKENS.ResourceAdapter)) expect(entry.resources).toContain(adapter.resource);
    },
    // the first import of a plugin transforms its whole module graph (MUI icons included)
    20_000,
  );
});

describe('checkRegistrations', () => {
  // one entry declaring every contribution kind
  const entry: ManifestEntry = {
    id: 'x', title: 'x', entry: 'src/plugins/x/module.ts', enabledByDefault: true, requires: [], toggle: null,
    permission: null, resources: ['r'], overlays: ['help'], menu: [{ id: 'm', label: 'M', to: '/m' }],
    settingsPanels: [{ id: 'p', title: 'P' }], routes: [{ id: 'page', path: '/page' }],
    appBarActions: [{ id: 'a', label: 'A', icon: 'History', overlay: 'help' }], dashboardWidgets: [{ id: 'w' }],
  };
  const exact = {
    resources: ['r'], overlays: ['help'], settingsPanels: ['p'], routes: ['page'], dashboardWidgets: ['w'],
  };
  it.each([
    ['exact', exact, []],
    ['a missing resource', { ...exact, resources: [] }, ['resource r is declared but not registered']],
    ['an extra overlay', { ...exact, overlays: [...exact.overlays, 'wallet'] }, ['overlay wallet is registered but not declared']],
    ['a duplicate overlay', { ...exact, overlays: ['help', 'help'] }, ['overlay help is registered twice']],
    ['a missing settings panel', { ...exact, settingsPanels: [] }, ['settings panel p is declared but not registered']],
    ['an undeclared route', { ...exact, routes: ['page', 'other'] }, ['route other is registered but not declared']],
    ['an undeclared dashboard widget', { ...exact, dashboardWidgets: ['w', 'v'] }, ['dashboard widget v is registered but not declared']],
  ])('%s', (_name, registered, errors) => {
    expect(checkRegistrations(entry, registered)).toEqual(errors);
  });
});
