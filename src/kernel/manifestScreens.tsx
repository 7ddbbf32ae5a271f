// The lazy stand-ins the manifest shell binds for a plugin's screens: each loads the plugin's
// module.ts (PluginRuntime), finds what the plugin registered under the manifest's id, asks its own
// canAccess, and renders it. The kernel's screen boundary and Suspense wrap them all.
import type { ComponentType } from 'react';
import type { Container } from 'inversify';
import type { AccessCheck, OverlayProps } from './contracts';
import { collect } from './container';
import { guardedScreen } from './screenBoundary';
import { TOKENS } from './tokens';
import { useAccessCheck } from './useAccessCheck';
import { UnavailableOverlay } from '../overlays/UnavailableOverlay';

type Registered<P> = ComponentType<P> | { component: ComponentType<P>; canAccess?: AccessCheck } | undefined;

/** A plugin screen (a resource view, panel, route or widget) that loads its plugin when first shown. */
export function pluginScreen<P extends object>(
  name: string,
  plugin: () => Promise<Container>,
  pick: (container: Container) => Registered<P>,
  fallback: React.ReactNode = null,
): ComponentType<P> {
  return guardedScreen<P>(
    name,
    async () => {
      const found = pick(await plugin());
      if (!found) throw new Error(`[kernel] ${name} is declared in plugin.manifest.json but its module.ts registers nothing for it`);
      if (!('component' in found)) return { default: found };
      const { component: Real, canAccess } = found;
      if (!canAccess) return { default: Real };
      function Checked(props: P) {
        const allows = useAccessCheck();
        return allows(canAccess) ? <Real {...props} /> : null;
      }
      return { default: Checked };
    },
    fallback,
  );
}

/** An overlay that loads its plugin when opened; one its own check refuses says it is not available. */
export function pluginOverlay(name: string, plugin: () => Promise<Container>, overlay: string): ComponentType<OverlayProps> {
  return guardedScreen<OverlayProps>(name, async () => {
    const real = collect(await plugin(), TOKENS.Overlay).find((o) => o.name === overlay);
    function PluginOverlay(props: OverlayProps) {
      const allows = useAccessCheck();
      if (!real || !allows(real.canAccess)) return <UnavailableOverlay close={() => props.close()} />;
      const Real = real.component;
      return <Real {...props} />;
    }
    return { default: PluginOverlay };
  });
}
