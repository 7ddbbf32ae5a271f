// The queries the administration overlays share. react-admin's refresh() invalidates every query of
// its client, so these reload after any change made anywhere in the console.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loadState, NOTHING_TO_LOAD, retryTransient, type RecordLoad } from '@kernel/sdk';
import { useAccountReads, useAccountsProvider } from '../accountActions';
import { messages as m } from '../messages';

export function useAdminAccount(id: number | null) {
  const dataProvider = useAccountReads();
  return useQuery({
    queryKey: ['accounts-admin', 'account', id],
    queryFn: async () => (await dataProvider.getAccount('organizations', { id: id as number })).data,
    enabled: id != null,
    retry: retryTransient,
  });
}

/** Plan and billing fields (partner-level views only); null when the search does not hold the id. */
export function useAdminSummary(id: number | null, enabled: boolean) {
  const dataProvider = useAccountReads();
  return useQuery({
    queryKey: ['accounts-admin', 'summary', id],
    queryFn: async () => (await dataProvider.getAccountSummary('organizations', { id: id as number })).data,
    enabled: enabled && id != null,
    retry: retryTransient,
  });
}

export function useAdminMembers(orgId: number | null) {
  const dataProvider = useAccountsProvider();
  return useQuery({
    queryKey: ['accounts-admin', 'members', orgId],
    queryFn: async () => (await dataProvider.listMembers('organizations', { id: orgId as number })).data,
    enabled: orgId != null,
    retry: retryTransient,
  });
}

/** What the administration overlays say while their account loads or when it cannot. */
export const ACCOUNT_LOAD = { loading: m.loading, failed: m.loadFailed, name: m.account };

/** The overlay's account query; an overlay value naming no account (id null) is a failure to load. */
export const accountLoad = (id: number | null, query: RecordLoad): RecordLoad => (id == null ? NOTHING_TO_LOAD : query);

/** The body while the overlay's account is not there (a value naming none, loading, failed); else null. */
export const accountLoadState = (id: number | null, query: RecordLoad): ReactNode => loadState(accountLoad(id, query), ACCOUNT_LOAD);
