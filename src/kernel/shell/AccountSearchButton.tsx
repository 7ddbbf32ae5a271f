// The app bar's way into account search: shown when a plugin registered the `accountSearch` overlay
// and the user may open it; Ctrl+K (⌘K) opens it from anywhere. The kernel only knows the catalogue
// name, never the plugin.
import { useEffect } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { useKernel } from '../KernelContext';
import { useOpenOverlay } from '../../overlays/useOverlayParams';
import { useAccessCheck } from '../useAccessCheck';

const OVERLAY = 'accountSearch';

export function AccountSearchButton() {
  const { contributions } = useKernel();
  const allows = useAccessCheck();
  const open = useOpenOverlay();
  const overlay = contributions.overlays.find((o) => o.name === OVERLAY);
  const allowed = !!overlay && allows(overlay.canOpen);

  useEffect(() => {
    if (!allowed) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        open(OVERLAY);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [allowed, open]);

  if (!allowed) return null;
  return (
    <Tooltip title="Search accounts (Ctrl+K)" describeChild>
      <IconButton color="inherit" aria-label="Search accounts" onClick={() => open(OVERLAY)}>
        <ManageSearchIcon />
      </IconButton>
    </Tooltip>
  );
}
