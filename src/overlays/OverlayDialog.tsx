// The frame plugins' overlays share (a kernel contract, like useOpenOverlay): an MUI dialog titled
// for screen readers, a close button, plus the loading and error states dialogs show.
import { useId, type ReactNode } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Dialog, DialogContent, DialogTitle, IconButton, Skeleton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorMessage } from './kit/serverErrors';

interface OverlayDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  closeLabel?: string;
  /** the whole window (a full editor, e.g. editAgent) */
  fullScreen?: boolean;
}

export function OverlayDialog({ title, onClose, children, maxWidth = 'sm', closeLabel, fullScreen = false }: OverlayDialogProps) {
  const titleId = useId();
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={closeLabel ?? translate('ra.action.close', { _: 'Close' })} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      {children}
    </Dialog>
  );
}

export function OverlayLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <DialogContent>
      <Stack spacing={1} role="progressbar" aria-label={label}>
        <Skeleton variant="text" width="60%" height={32} />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
      </Stack>
    </DialogContent>
  );
}

/** The server's message when there is one (e.g. 'No token or orgAccountId'), else `fallback`. */
export function OverlayError({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <DialogContent>
      <Alert severity="error">{errorMessage(error, fallback)}</Alert>
    </DialogContent>
  );
}
