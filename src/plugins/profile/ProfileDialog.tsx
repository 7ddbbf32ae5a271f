// The profile overlays' frame: the kit's dialog, full screen on a phone, with a form whose submit
// runs `onSubmit` and shows its failure above the fields.
import type { ReactNode } from 'react';
import { Alert, Button, DialogActions, DialogContent, Stack, useMediaQuery, useTheme } from '@mui/material';
import { OverlayDialog, PendingButton } from '@kernel/sdk';
import { messages } from './messages';

interface ProfileDialogProps {
  title: string;
  onClose: () => void;
  onSubmit?: () => void;
  pending?: boolean;
  failure?: string | null;
  submitLabel?: string;
  submitDisabled?: boolean;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
}

export function ProfileDialog({ title, onClose, onSubmit, pending = false, failure, submitLabel = messages.actions.save, submitDisabled, children, maxWidth = 'sm' }: ProfileDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <OverlayDialog title={title} onClose={onClose} maxWidth={maxWidth} fullScreen={phone} closeLabel={messages.actions.close}>
      <form
        aria-label={title}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit?.();
        }}
      >
        <DialogContent>
          <Stack spacing={2}>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{onSubmit ? messages.actions.cancel : messages.actions.close}</Button>
          {onSubmit ? (
            <PendingButton type="submit" pending={pending} disabled={submitDisabled}>
              {submitLabel}
            </PendingButton>
          ) : null}
        </DialogActions>
      </form>
    </OverlayDialog>
  );
}
