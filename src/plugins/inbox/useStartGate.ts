// Spec 1 §4.3's gate before the composer of a new conversation (rules/startGate.ts), with what it
// reads: the account's resolved settings (premium, smsEnabled) and whether the org has a number. A
// detour replaces the composer by the overlay it names, in one history entry.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useKernel } from '@kernel/sdk';
import { INBOX_RESOURCE } from './api';
import { startGate } from './rules/startGate';
import { useInboxOwnFailures } from './useInbox';

/** 'checking' until the gate is known; 'open' when the composer may show. */
export function useStartGate(): 'checking' | 'open' {
  const { account } = useKernel();
  const dataProvider = useInboxOwnFailures();
  const [, setParams] = useSearchParams();
  const [state, setState] = useState<'checking' | 'open'>('checking');
  const settings = account?.settings;
  useEffect(() => {
    let cancelled = false;
    const check = async () => {
      // premium comes first: without it the number is not asked for
      const premiumFirst = startGate({ settings, hasNumber: true });
      const hasNumber = premiumFirst?.overlay === 'upgrade' ? false : await dataProvider.hasNumber(INBOX_RESOURCE).then((r) => r.data, () => false);
      const detour = startGate({ settings, hasNumber });
      if (cancelled) return;
      if (!detour) return setState('open');
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('new');
        next.set(detour.overlay, 'true');
        for (const [name, value] of Object.entries(detour.params)) next.set(name, value);
        return next;
      });
    };
    void check();
    return () => {
      cancelled = true;
    };
  }, [settings, dataProvider, setParams]);
  return state;
}
