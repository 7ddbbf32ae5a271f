// How the live screens learn of changes. The events stream's SDK hooks (useLiveRefresh, useEvents:
// issue 18 point 3) are not on main yet; until they are, the screens read again every 2 s, and this
// file becomes `export { useLiveRefresh } from '@kernel/sdk'`.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

const POLL_MS = 2_000;

/** Refetches `resource`'s queries when something of `types` may have happened. */
export function useLiveRefresh(resource: string, _types: readonly string[]): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: [resource] }), POLL_MS);
    return () => clearInterval(timer);
  }, [queryClient, resource]);
}
