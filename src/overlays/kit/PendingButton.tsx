// A contained button with a spinner (and `pendingLabel`, when given) while its action runs.
import { Button, CircularProgress, type ButtonProps } from '@mui/material';

export type PendingButtonProps = ButtonProps & { pending: boolean; pendingLabel?: string };

export function PendingButton({ pending, pendingLabel, disabled, children, ...props }: PendingButtonProps) {
  return (
    <Button
      variant="contained"
      {...props}
      disabled={disabled || pending}
      startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
