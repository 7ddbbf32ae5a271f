// Finds plugin modules without importing them: each module.ts is its own lazy chunk, and only the
// enabled ones are imported, in manifest order. The kernel imports no plugin any other way.
import type { PluginModule } from './contracts';

type Loader = () => Promise<{ default: PluginModule }>;

const discovered: Record<string, Loader> = import.meta.glob<{ default: PluginModule }>('../plugins/*/module.ts');

export function pluginIdOf(globKey: string): string {
  return globKey.split('/').slice(-2)[0];
}

export function availablePluginIds(loaders: Record<string, Loader> = discovered): string[] {
  return Object.keys(loaders).map(pluginIdOf);
}

export async function loadPluginModules(
  enabledIds: readonly string[],
  loaders: Record<string, Loader> = discovered,
): Promise<PluginModule[]> {
  const byId = new Map(Object.entries(loaders).map(([key, load]) => [pluginIdOf(key), load]));
  const loaded = await Promise.all(
    enabledIds.map(async (id) => {
      const load = byId.get(id);
      if (!load) {
        console.warn(`[kernel] plugin ${id} is enabled in the manifest but has no module.ts`);
        return null;
      }
      const mod = (await load()).default;
      if (!mod || mod.id !== id) {
        console.error(`[kernel] ${id}/module.ts must default-export { id: '${id}', module }`);
        return null;
      }
      return mod;
    }),
  );
  return loaded.filter((m): m is PluginModule => m !== null);
}
