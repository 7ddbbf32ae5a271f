// Renders the overlays named in the query string (spec 2.3). A known name opens its registered
// screen when the plugin is on and its access check passes. A catalogue name that cannot open here
// (its plugin does not exist or is off, or the viewer is refused) says "This screen is not available"
// until closed, which removes it from the URL; names outside the catalogue are ignored and left alone.
import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import type { AccessView, OverlayContribution } from '../kernel/contracts';
import type { PermissionSet } from '../shared/permissionKeys';
import { overlaysInSearch } from './catalogue';
import { UnavailableOverlay } from './UnavailableOverlay';
import { useOverlayParams } from './useOverlayParams';

export interface OverlayHostProps {
  overlays: readonly OverlayContribution[];
  permissions: PermissionSet;
  view?: AccessView;
}

/** Pure: which catalogue names of a query string open, and which are refused. */
export function partitionOverlays(
  search: string,
  overlays: readonly OverlayContribution[],
  permissions: PermissionSet,
  view: AccessView = { account: null, user: null },
) {
  const byName = new Map(overlays.map((o) => [o.name, o]));
  const open: OverlayContribution[] = [];
  const refused: string[] = [];
  for (const name of overlaysInSearch(search)) {
    const overlay = byName.get(name);
    if (overlay && (!overlay.canAccess || overlay.canAccess(permissions, view))) open.push(overlay);
    else refused.push(name);
  }
  return { open, refused };
}

export function OverlayHost({ overlays, permissions, view }: OverlayHostProps) {
  const { search } = useLocation();
  const { close } = useOverlayParams();
  const { open, refused } = partitionOverlays(search, overlays, permissions, view);
  if (!open.length && !refused.length) return null;
  const params = new URLSearchParams(search);
  return (
    <>
      {refused.length > 0 && <UnavailableOverlay close={() => close(refused)} />}
      {open.map((overlay) => {
        const Screen = overlay.component;
        return (
          <Suspense key={overlay.name} fallback={null}>
            <Screen value={params.get(overlay.name) ?? ''} close={(alsoRemove: string[] = []) => close([overlay.name, ...alsoRemove])} />
          </Suspense>
        );
      })}
    </>
  );
}
