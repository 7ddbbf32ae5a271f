// The frame plugins' overlays share (a kernel contract, like useOpenOverlay): an MUI dialog titled
// for screen readers, a close button, plus the loading and error states dialogs show. Below the sm
// breakpoint it fills the screen (the theme makes every dialog do so). Closing it while a form inside
// holds unsaved changes asks first (kit/unsavedChanges.tsx), and once closed, focus goes back to
// where it was when the dialog opened (the row or button that opened it, or the button of the menu
// it was opened from).
import { useEffect, useId, useState, type ReactNode } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Dialog, DialogContent, DialogTitle, IconButton, Skeleton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorMessage } from './kit/serverErrors';
import { UnsavedChangesBoundary, useNewUnsavedChangesGuard } from './kit/unsavedChanges';

interface OverlayDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  closeLabel?: string;
  /** the whole window (a full editor, e.g. editAgent) */
  fullScreen?: boolean;
}

/** The element to give focus back to: the opener, or when it is gone by then, the menu button it sat under. */
function useFocusReturn(): void {
  const [opener] = useState(() => {
    if (typeof document === 'undefined') return null;
    const active = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const menuButton = active?.closest('[role="menu"]') ? document.querySelector<HTMLElement>('[aria-haspopup][aria-expanded="true"]') : null;
    return { active, menuButton };
  });
  useEffect(
    () => () => {
      // after MUI's own restore (which cannot help when the opener is gone), on the next frame
      window.setTimeout(() => {
        if (!opener) return;
        const focused = document.activeElement;
        if (focused && focused !== document.body && focused.isConnected) return;
        const target = [opener.active, opener.menuButton].find((el) => el?.isConnected);
        target?.focus();
      }, 0);
    },
    [opener],
  );
}

export function OverlayDialog({ title, onClose, children, maxWidth = 'sm', closeLabel, fullScreen = false }: OverlayDialogProps) {
  const titleId = useId();
  const translate = useTranslate();
  const guard = useNewUnsavedChangesGuard();
  useFocusReturn();
  const close = () => guard.leave(onClose);
  return (
    <Dialog open onClose={close} fullWidth maxWidth={maxWidth} fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={closeLabel ?? translate('ra.action.close', { _: 'Close' })} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <UnsavedChangesBoundary guard={guard}>{children}</UnsavedChangesBoundary>
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
