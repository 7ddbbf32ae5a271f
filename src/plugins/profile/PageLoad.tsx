// The page's loading and error states for the overlays that edit it; the form once it is there.
import type { ReactNode } from 'react';
import { Button, DialogActions } from '@mui/material';
import { OverlayDialog, OverlayError, OverlayLoading } from '@kernel/sdk';
import type { PageStats, ProfilePage } from './api';
import { messages } from './messages';
import { usePage } from './usePage';

interface PageLoadProps {
  title: string;
  close: () => void;
  children: (page: ProfilePage, stats: PageStats) => ReactNode;
}

export function PageLoad({ title, close, children }: PageLoadProps) {
  const load = usePage();
  if (load.data) return <>{children(load.data.page, load.data.stats)}</>;
  return (
    <OverlayDialog title={title} onClose={close} closeLabel={messages.actions.close}>
      {load.isPending ? (
        <OverlayLoading label={messages.loading} />
      ) : (
        <>
          <OverlayError error={load.error} fallback={messages.loadFailed} />
          <DialogActions>
            <Button onClick={() => void load.refetch()}>{messages.actions.retry}</Button>
          </DialogActions>
        </>
      )}
    </OverlayDialog>
  );
}
