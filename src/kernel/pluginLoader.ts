// Finds plugin modules without importing them: every module.ts is its own lazy chunk, found by the
// manifest entry's `entry` path, and only the enabled ones are imported, in manifest order. A new
// plugin is a folder and a manifest entry: no list here to edit. The kernel imports no plugin any
// other way.
import type { PluginModule } from './contracts';
import type { ManifestEntry } from '../shared/manifest';

type Loader = () => Promise<{ default: PluginModule }>;
export type PluginLoaders = Record<string, Loader>;

const discovered: Record<string, Loader> = import.meta.glob<{ default: PluginModule }>('../plugins/*/module.ts');

export function pluginIdOf(globKey: string): string {
  return globKey.split('/').slice(-2)[0];
}

/** The glob key (relative to src/kernel) as the manifest writes the path: src/plugins/<id>/module.ts. */
export const entryPathOf = (globKey: string): string => `src/${globKey.replace(/^\.\.\//, '')}`;

export function availablePluginIds(loaders: Record<string, Loader> = discovered): string[] {
  return Object.keys(loaders).map(pluginIdOf);
}

export async function loadPluginModules(
  enabled: readonly Pick<ManifestEntry, 'id' | 'entry'>[],
  loaders: Record<string, Loader> = discovered,
): Promise<PluginModule[]> {
  const byEntry = new Map(Object.entries(loaders).map(([key, load]) => [entryPathOf(key), load]));
  const loaded = await Promise.all(
    enabled.map(async ({ id, entry }) => {
      const load = byEntry.get(entry);
      if (!load) {
        console.warn(`[kernel] plugin ${id} is enabled in the manifest but ${entry} does not exist`);
        return null;
      }
      const mod = (await load()).default;
      if (!mod || mod.id !== id) {
        console.error(`[kernel] ${entry} must default-export definePlugin({ id: '${id}', ... })`);
        return null;
      }
      return mod;
    }),
  );
  return loaded.filter((m): m is PluginModule => m !== null);
}
