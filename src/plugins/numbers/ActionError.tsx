// The failure of an overlay's last action, under its form (it is also toasted by useConfirmedAction).
import { Alert } from '@mui/material';
import { errorMessage, type ConfirmedAction } from '@kernel/sdk';

export function ActionError({ action }: { action: ConfirmedAction }) {
  if (!action.failed) return null;
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {errorMessage(action.failed, action.failedFallback)}
    </Alert>
  );
}
