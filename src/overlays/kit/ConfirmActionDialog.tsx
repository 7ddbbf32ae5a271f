// Confirm-and-act: the dialog of a destructive or weighty action (delete, takeover…). While the
// record it is about loads: loading or the failure; a refusal when the action does not apply to it;
// else the question, the last attempt's failure, then Cancel and the confirm button with a spinner
// while the action runs. With `onSubmit` the dialog is a form and the confirm button submits.
import type { FormEvent, ReactNode } from 'react';
import { Alert, Box, Button, DialogActions, DialogContent } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OverlayProps } from '../../kernel/contracts';
import { OverlayDialog } from '../OverlayDialog';
import { loadState, type LoadLabels, type RecordLoad } from './loadState';
import { PendingButton } from './PendingButton';
import { errorMessage } from './serverErrors';

export interface ConfirmActionDialogProps {
  title: string;
  close: OverlayProps['close'];
  /** the record the action is about, while it loads; omit when there is nothing to load */
  load?: RecordLoad;
  /** default failure message: the action's failedFallback */
  loadLabels?: Partial<LoadLabels>;
  /** why the action does not apply to the loaded record */
  refusal?: { message: string; severity: 'warning' | 'error' } | null;
  /** the question, once the record is there and not refused */
  children: ReactNode;
  /** the confirmed action's state (useConfirmedAction), or just whether it is under way */
  action: { pending: boolean; failed?: unknown; failedFallback?: string };
  confirmLabel: string;
  pendingLabel?: string;
  color?: 'error';
  canConfirm: boolean;
  onConfirm?: () => void;
  onSubmit?: (event: FormEvent) => void;
  /** default: react-admin's ra.action.cancel / ra.action.close */
  cancelLabel?: string;
  closeLabel?: string;
  maxWidth?: 'xs' | 'sm' | 'md';
}

export function ConfirmActionDialog(props: ConfirmActionDialogProps) {
  const { title, close, load, loadLabels, refusal, children, action, confirmLabel, pendingLabel, color } = props;
  const { canConfirm, onConfirm, onSubmit, maxWidth = 'xs' } = props;
  const translate = useTranslate();
  const failedFallback = action.failedFallback ?? translate('ra.notification.http_error', { _: 'Something went wrong.' });
  const waiting = load ? loadState(load, { failed: failedFallback, ...loadLabels }) : null;
  const body = waiting ?? (
    <DialogContent>
      {refusal ? <Alert severity={refusal.severity}>{refusal.message}</Alert> : children}
      {action.failed ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(action.failed, failedFallback)}
        </Alert>
      ) : null}
    </DialogContent>
  );
  const content = (
    <>
      {body}
      <DialogActions>
        <Button onClick={() => close()}>{props.cancelLabel ?? translate('ra.action.cancel', { _: 'Cancel' })}</Button>
        <PendingButton
          type={onSubmit ? 'submit' : 'button'}
          color={color}
          disabled={!canConfirm || waiting !== null}
          pending={action.pending}
          pendingLabel={pendingLabel}
          onClick={onConfirm}
        >
          {confirmLabel}
        </PendingButton>
      </DialogActions>
    </>
  );
  return (
    <OverlayDialog
      title={title}
      onClose={() => close()}
      closeLabel={props.closeLabel ?? translate('ra.action.close', { _: 'Close' })}
      maxWidth={maxWidth}
    >
      {onSubmit ? (
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
          {content}
        </Box>
      ) : (
        content
      )}
    </OverlayDialog>
  );
}
