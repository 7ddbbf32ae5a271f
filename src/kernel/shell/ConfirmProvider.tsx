// The one global confirmation dialog (spec 2.2): icon, title, details, and confirm and cancel
// buttons each with their own colour and handler. Any screen asks for it with useConfirm().
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

type ButtonColor = 'inherit' | 'primary' | 'secondary' | 'success' | 'error' | 'info' | 'warning';

export interface ConfirmOptions {
  title: ReactNode;
  details?: ReactNode;
  icon?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmColor?: ButtonColor;
  cancelColor?: ButtonColor;
  onConfirm?: () => void | Promise<void>;
  onCancel?: () => void;
}

/** Opens the dialog; resolves true when confirmed, false when cancelled or dismissed. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** The confirmation dialog when a ConfirmProvider is around, else null (for parts that may live without one). */
export const OptionalConfirmContext = ConfirmContext;

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}

interface Pending extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        // a new request replaces an open one, which counts as cancelled
        setPending((previous) => {
          previous?.resolve(false);
          return { ...options, resolve };
        });
      }),
    [],
  );

  const cancel = () => {
    if (!pending || busy) return;
    pending.onCancel?.();
    pending.resolve(false);
    setPending(null);
  };
  const accept = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await pending.onConfirm?.();
      pending.resolve(true);
      setPending(null);
    } finally {
      setBusy(false);
    }
  };

  const value = useMemo(() => confirm, [confirm]);
  return (
    <ConfirmContext.Provider value={value}>
      {children}
      <Dialog open={!!pending} onClose={cancel} aria-labelledby="kernel-confirm-title" aria-describedby="kernel-confirm-details">
        {pending && (
          <>
            <DialogTitle id="kernel-confirm-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {pending.icon && <Box component="span" sx={{ display: 'inline-flex' }}>{pending.icon}</Box>}
              {pending.title}
            </DialogTitle>
            {pending.details && (
              <DialogContent>
                <DialogContentText id="kernel-confirm-details" component="div">{pending.details}</DialogContentText>
              </DialogContent>
            )}
            <DialogActions>
              <Button onClick={cancel} color={pending.cancelColor ?? 'inherit'} disabled={busy}>
                {pending.cancelLabel ?? 'Cancel'}
              </Button>
              <Button onClick={accept} color={pending.confirmColor ?? 'primary'} variant="contained" disabled={busy} autoFocus>
                {pending.confirmLabel ?? 'Confirm'}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </ConfirmContext.Provider>
  );
}
