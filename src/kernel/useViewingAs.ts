// viewingAs for screens (spec 6): the current view, the views the user holds (highest first) and a
// switch. Switching stores the choice; the kernel root then rebuilds permissions, menus, overlays and
// plugins without a reload. Every switch is reported to the audit log.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useKernel } from './KernelContext';
import { reportAuditEvent } from './auditEvents';
import { TOKENS } from './tokens';
import { useService } from './useContributions';
import { resolveViewingAs, viewsHeld, type ViewingAs } from '../shared/permissionSet';

export interface ViewingAsState {
  viewingAs: ViewingAs;
  held: ViewingAs[];
  setViewingAs: (next: ViewingAs) => void;
}

export function useViewingAs(): ViewingAsState {
  const { session, user } = useKernel();
  const http = useService(TOKENS.HttpClient);
  const stored = useSyncExternalStore(session.subscribe, () => session.getSnapshot().viewingAs);
  const held = useMemo(() => (user ? viewsHeld(user) : []), [user]);
  const viewingAs: ViewingAs = user ? resolveViewingAs(user, stored) : 'admin';
  const setViewingAs = useCallback(
    (next: ViewingAs) => {
      if (next === viewingAs || !held.includes(next)) return;
      session.setViewingAs(next);
      void reportAuditEvent(http, 'viewAs.switched', { from: viewingAs, to: next });
    },
    [session, held, http, viewingAs],
  );
  return { viewingAs, held, setViewingAs };
}
