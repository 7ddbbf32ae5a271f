// A save's state in a profile overlay: pending while it runs, its failure's message after.
import { useState } from 'react';
import { errorMessage } from '@kernel/sdk';
import { messages } from './messages';

export function useAction() {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (work: () => Promise<void>, fallback: string = messages.saveFailed): Promise<boolean> => {
    setFailure(null);
    setPending(true);
    try {
      await work();
      return true;
    } catch (error) {
      setFailure(errorMessage(error, fallback));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, failure, setFailure, run };
}
