// The state of an action a dialog confirms: pending while it runs; a failure is kept (the dialog
// shows it) and toasted. `run` resolves true when the action succeeded.
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage } from './serverErrors';

export interface ConfirmedAction {
  pending: boolean;
  failed: unknown;
  failedFallback: string;
  run: (action: () => Promise<unknown>) => Promise<boolean>;
}

export function useConfirmedAction(failedFallback: string): ConfirmedAction {
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
