// ?resellerPreview=true: what an org owner under the viewed partner or reseller sees, from the
// profile's current values (the panel's optimistic values included: they share one cache).
import { useMemo } from 'react';
import { Box, DialogContent, Typography } from '@mui/material';
import { OverlayDialog, OverlayError, OverlayLoading, type OverlayProps } from '@kernel/sdk';
import { messages } from '../messages';
import { OwnerPreviewView } from '../OwnerPreviewView';
import { ownerPreview } from '../rules';
import { useDomainProfile } from '../useDomainProfile';

export default function ResellerPreviewOverlay({ close }: OverlayProps) {
  const { query } = useDomainProfile();
  const data = query.data;
  const preview = useMemo(() => (data ? ownerPreview(data.inherited, data.profile.settings) : null), [data]);
  return (
    <OverlayDialog title={messages.preview.overlayTitle} onClose={() => close()}>
      {query.isPending ? (
        <OverlayLoading />
      ) : query.isError ? (
        <OverlayError error={query.error} fallback={messages.loadFailed} />
      ) : !preview ? (
        <DialogContent>
          <Typography>{messages.noProfile}</Typography>
        </DialogContent>
      ) : (
        <DialogContent>
          <Box component="section" aria-label={messages.preview.title}>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {messages.preview.title}
            </Typography>
            <OwnerPreviewView preview={preview} />
          </Box>
        </DialogContent>
      )}
    </OverlayDialog>
  );
}
