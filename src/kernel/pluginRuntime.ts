// Loads a plugin's module.ts the first time one of its screens, overlays, panels, widgets or
// resources is used, and keeps its contributions in a container of its own. The shell never waits
// for it: the menu, routes, resource names, overlay catalogue, panels, app-bar actions and toggles
// come from the manifest (manifestShell.ts), so a plugin nobody opens adds nothing but its manifest
// entry to a page. Components subscribe to learn when a plugin has loaded (react-admin's resource
// definitions take its record representations then).
import { Container } from 'inversify';
import type { PluginModule } from './contracts';
import type { ManifestEntry } from '../shared/manifest';
import { loadPluginModules, type PluginLoaders } from './pluginLoader';

export class PluginRuntime {
  private readonly loading = new Map<string, Promise<Container>>();
  private readonly ready = new Map<string, Container>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  constructor(
    private readonly enabled: readonly Pick<ManifestEntry, 'id' | 'entry'>[],
    private readonly loaders?: PluginLoaders,
  ) {}

  /** The plugin's own container, once its module.ts has loaded (again after a failed load). */
  ensure(id: string): Promise<Container> {
    const known = this.loading.get(id);
    if (known) return known;
    const entry = this.enabled.find((p) => p.id === id);
    if (!entry) return Promise.reject(new Error(`[kernel] plugin ${id} is not enabled for this view`));
    const load = loadPluginModules([entry], this.loaders).then(([module]: PluginModule[]) => {
      if (!module) throw new Error(`[kernel] plugin ${id} could not be loaded`);
      const container = new Container();
      container.load(module.module);
      this.ready.set(id, container);
      this.version += 1;
      this.listeners.forEach((listener) => listener());
      return container;
    });
    load.catch(() => this.loading.delete(id));
    this.loading.set(id, load);
    return load;
  }

  /**
   * Starts loading these plugins now, then asks `next` of each (a screen's own chunks), for parts
   * about to be shown. Resolves once their module.ts have loaded (or failed: a failure is left to
   * the part that shows it), while what `next` started goes on.
   */
  preload(ids: readonly string[], next: (container: Container) => unknown = () => undefined): Promise<void> {
    const loads = ids.map((id) =>
      this.ensure(id).then(
        (container) => void Promise.resolve(next(container)).catch(() => undefined),
        () => undefined,
      ),
    );
    return Promise.all(loads).then(() => undefined);
  }

  /** The loaded plugins' containers, in manifest order. */
  loaded(): Container[] {
    return this.enabled.flatMap((p) => this.ready.get(p.id) ?? []);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): number => this.version;
}
