// The queries the administration overlays share. react-admin's refresh() invalidates every query of
// its client, so these reload after any change made anywhere in the console.
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../adapters/http';
import { useKernel } from '@kernel/sdk';
import { listAdminUsers } from '../adminApi';
import { fetchAccount, fetchSummary } from '../api';

/** A refusal (4xx) will not change on a retry; a network or server failure might. */
export function retryTransient(failures: number, error: unknown): boolean {
  return !(error instanceof ApiError && error.status < 500) && failures < 2;
}

export function useAdminAccount(id: number | null) {
  const { http } = useKernel();
  return useQuery({
    queryKey: ['accounts-admin', 'account', id],
    queryFn: () => fetchAccount(http, id as number),
    enabled: id != null,
    retry: retryTransient,
  });
}

/** Plan and billing fields (partner-level views only); null when the search does not hold the id. */
export function useAdminSummary(id: number | null, enabled: boolean) {
  const { http } = useKernel();
  return useQuery({
    queryKey: ['accounts-admin', 'summary', id],
    queryFn: () => fetchSummary(http, id as number),
    enabled: enabled && id != null,
    retry: retryTransient,
  });
}

export function useAdminMembers(orgId: number | null) {
  const { http } = useKernel();
  return useQuery({
    queryKey: ['accounts-admin', 'members', orgId],
    queryFn: () => listAdminUsers(http, orgId as number),
    enabled: orgId != null,
    retry: retryTransient,
  });
}
