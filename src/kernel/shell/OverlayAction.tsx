// An app-bar action as the manifest declares it: an icon button that opens one of a plugin's
// overlays, and Ctrl (⌘) + its shortcut key from anywhere. The kernel draws it, so the plugin's code
// loads only when the overlay opens.
import { useEffect, type ComponentType } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import type { ManifestAppBarAction } from '../../shared/manifest';
import { useOpenOverlay } from '../../overlays/useOverlayParams';
import { shellIcon } from './icons';

export function OverlayAction({ id, label, icon, overlay, shortcut }: ManifestAppBarAction): ComponentType {
  const Icon = shellIcon(icon);
  function Action() {
    const open = useOpenOverlay();
    useEffect(() => {
      if (!shortcut) return;
      const onKey = (event: KeyboardEvent) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === shortcut) {
          event.preventDefault();
          open(overlay);
        }
      };
      window.addEventListener('keydown', onKey);
      return () => window.removeEventListener('keydown', onKey);
    }, [open]);
    return (
      <Tooltip title={shortcut ? `${label} (Ctrl+${shortcut.toUpperCase()})` : label} describeChild>
        <IconButton color="inherit" aria-label={label} onClick={() => open(overlay)}>
          {Icon ? <Icon /> : label}
        </IconButton>
      </Tooltip>
    );
  }
  Action.displayName = `OverlayAction(${id})`;
  return Action;
}
