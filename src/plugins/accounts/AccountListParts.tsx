// Pieces the three account lists share: the empty state, the error state and the create button.
import type { ReactElement } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { useOpenOverlay } from '../../overlays/useOverlayParams';
import type { AccountsAccessName } from './accountsAccess';
import { messages } from './messages';
import { useAccountsAccess } from './useAccountsAccess';

/** Opens a create overlay for the viewed account ('true'), when that overlay would open. */
export function CreateAccountButton({ overlay, label }: { overlay: AccountsAccessName; label: string }) {
  const open = useOpenOverlay();
  const can = useAccountsAccess();
  if (!can(overlay)) return null;
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => open(overlay, 'true')}>
      {label}
    </Button>
  );
}

/** No row at all (react-admin's `empty`), or none for the filters (the table's `empty`). */
export function AccountListEmpty({ icon, text, action }: { icon: ReactElement; text: string; action?: ReactElement }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%', color: 'text.disabled' }}>
      {icon}
      <Typography variant="h6" component="p" color="text.primary" sx={{ mt: 1, mb: 2 }}>
        {text}
      </Typography>
      {action}
    </Box>
  );
}

/** The server's message stays on the page (e.g. a filter's or 'Forbidden'), not only in a toast. */
export function AccountListError() {
  const { error } = useListContext();
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {error instanceof Error && error.message ? error.message : messages.listFailed}
    </Alert>
  );
}
