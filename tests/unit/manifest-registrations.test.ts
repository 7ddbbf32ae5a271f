// Each plugin registers exactly what its manifest entry declares: every real module.ts on disk is
// loaded into a fresh container (screens are lazy, so none of them runs here).
import 'reflect-metadata';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import manifestJson from '../../plugin.manifest.json';
import type { Manifest } from '../../src/kernel/manifest';
import type { PluginModule } from '../../src/kernel/contracts';
import { buildContainer, checkRegistrations, collectContributions, registeredBy } from '../../src/kernel/container';

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
      const contributions = collectContributions(buildContainer([mod]));
      expect(checkRegistrations(entry, registeredBy(contributions))).toEqual([]);
      // every adapter serves a resource of the same plugin
      for (const adapter of contributions.adapters) expect(entry.resources).toContain(adapter.resource);
    },
  );
});

describe('checkRegistrations', () => {
  const entry = manifest.plugins[0] ?? {
    id: 'x', title: 'x', entry: 'src/plugins/x/module.ts', enabledByDefault: true, requires: [], toggle: null,
    permission: null, resources: ['r'], overlays: ['help'], menu: [{ id: 'm', label: 'M', to: '/m' }],
  };
  const exact = { resources: [...entry.resources], overlays: [...entry.overlays], menu: entry.menu.map((m) => m.id) };
  it.each([
    ['exact', exact, []],
    ['a missing resource', { ...exact, resources: exact.resources.slice(1) }, [`resource ${exact.resources[0]} is declared but not registered`]],
    ['an extra overlay', { ...exact, overlays: [...exact.overlays, 'wallet'] }, ['overlay wallet is registered but not declared']],
    ['a duplicate menu entry', { ...exact, menu: [...exact.menu, exact.menu[0]] }, [`menu ${exact.menu[0]} is registered twice`]],
  ])('%s', (_name, registered, errors) => {
    expect(checkRegistrations(entry, registered)).toEqual(errors);
  });
});
