// "Server busy, retrying…" while a call waits to be retried after a 503 with Retry-After
// (adapters/busyRetry.ts). A snackbar, not a dialog: the page stays usable meanwhile, and the notice
// goes away by itself once the call is answered or gives up.
import { useSyncExternalStore } from 'react';
import { Snackbar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { serverBusy } from '../../adapters/busyRetry';

export function BusyNotice() {
  const translate = useTranslate();
  const busy = useSyncExternalStore(serverBusy.subscribe, serverBusy.isBusy);
  return (
    <Snackbar
      open={busy}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      message={translate('switchboard.busy.retrying')}
      slotProps={{ content: { role: 'status' } }}
    />
  );
}
