// The app bar's way into account search (an app-bar action of this plugin, shown when the user may
// open the accountSearch overlay); Ctrl+K (⌘K) opens it from anywhere.
import { useEffect } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { useOpenOverlay } from '@kernel/sdk';

const OVERLAY = 'accountSearch';

export default function AccountSearchAction() {
  const open = useOpenOverlay();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        open(OVERLAY);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Tooltip title="Search accounts (Ctrl+K)" describeChild>
      <IconButton color="inherit" aria-label="Search accounts" onClick={() => open(OVERLAY)}>
        <ManageSearchIcon />
      </IconButton>
    </Tooltip>
  );
}
