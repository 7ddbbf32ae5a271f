// The frame of the confirmation overlays (deleteAgent, memberDelete, deleteOrganization and the
// takeovers): the account's loading and error states, a refusal when the overlay does not apply to
// that account, the question, the last attempt's failure, then Cancel and the confirm button with a
// spinner while the action runs. With `onSubmit` the dialog is a form and the confirm button submits.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, DialogActions, DialogContent } from '@mui/material';
import { useNotify } from 'react-admin';
import { errorMessage, OverlayDialog, OverlayError, OverlayLoading, type OverlayProps } from '@kernel/sdk';
import { adminMessages as m } from '../adminMessages';
import { PendingButton } from './AdminForm';

export interface AccountQuery {
  isPending: boolean;
  error: unknown;
  data?: unknown;
}

/** The body while the overlay's account is not there (a value naming none, loading, failed); else null. */
export function accountLoadState(id: number | null, query: AccountQuery): ReactNode {
  if (id == null) return <OverlayError error={null} fallback={m.loadFailed} />;
  if (query.isPending) return <OverlayLoading label={m.loading} />;
  if (query.error || !query.data) return <OverlayError error={query.error} fallback={m.loadFailed} />;
  return null;
}

/**
 * The confirmed action: pending while it runs; a failure is kept (the dialog shows it) and toasted.
 * `run` resolves true when the action succeeded.
 */
export function useConfirmedAction(failedFallback: string) {
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    setFailed(null);
    setPending(true);
    try {
      await action();
      return true;
    } catch (caught) {
      setFailed(caught);
      notify(errorMessage(caught, failedFallback), { type: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, failed, failedFallback, run };
}

interface AdminConfirmDialogProps {
  title: string;
  close: OverlayProps['close'];
  /** the overlay's account id (null: the value named none) and its query */
  id: number | null;
  query: AccountQuery;
  /** why the overlay does not apply to the loaded account */
  refusal?: { message: string; severity: 'warning' | 'error' } | null;
  /** the question, once the account is there and not refused */
  children: ReactNode;
  /** the confirmed action's state (useConfirmedAction), or just whether it is under way */
  action: { pending: boolean; failed?: unknown; failedFallback?: string };
  confirmLabel: string;
  pendingLabel?: string;
  color?: 'error';
  canConfirm: boolean;
  onConfirm?: () => void;
  onSubmit?: (event: FormEvent) => void;
}

export function AdminConfirmDialog(props: AdminConfirmDialogProps) {
  const { title, close, id, query, refusal, children, action, confirmLabel, pendingLabel, color, canConfirm, onConfirm, onSubmit } = props;
  const body = accountLoadState(id, query) ?? (
    <DialogContent>
      {refusal ? <Alert severity={refusal.severity}>{refusal.message}</Alert> : children}
      {action.failed ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(action.failed, action.failedFallback ?? m.deleteFailed)}
        </Alert>
      ) : null}
    </DialogContent>
  );
  const content = (
    <>
      {body}
      <DialogActions>
        <Button onClick={() => close()}>{m.actions.cancel}</Button>
        <PendingButton
          type={onSubmit ? 'submit' : 'button'}
          color={color}
          disabled={!canConfirm}
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
    <OverlayDialog title={title} onClose={() => close()} closeLabel={m.actions.close} maxWidth="xs">
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
