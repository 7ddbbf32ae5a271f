// The payouts' reads and the provider they go through (react-admin's data provider, `payouts`
// resource). The operator's queue uses the provider without react-admin's session handling: its
// 401 is the super-admin token's, not the session's.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import { useOwnFailureProvider } from '@kernel/sdk';
import type { PayoutStatus } from '../../../shared/money/payouts';
import { PAYOUTS, type PayoutActions } from './api';

export const PAYOUTS_QUERY_KEY = ['payouts'] as const;

export const usePayoutsProvider = () => useDataProvider<DataProvider & PayoutActions>();

export function useConnectedAccount() {
  const provider = usePayoutsProvider();
  return useQuery({
    queryKey: [...PAYOUTS_QUERY_KEY, 'connected'],
    queryFn: async () => (await provider.connectedAccount(PAYOUTS)).data,
    retry: false,
  });
}

/** The wallet's payout requests, newest first, a page at a time ("Show more"). */
export function useMyPayouts() {
  const provider = usePayoutsProvider();
  return useInfiniteQuery({
    queryKey: [...PAYOUTS_QUERY_KEY, 'mine'],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => (await provider.mine(PAYOUTS, pageParam)).data,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length : undefined),
  });
}

export function usePayoutQueue(status: PayoutStatus | 'all') {
  const provider = useOwnFailureProvider<PayoutActions>();
  return useInfiniteQuery({
    queryKey: [...PAYOUTS_QUERY_KEY, 'queue', status],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => (await provider.queue(PAYOUTS, status, pageParam)).data,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length : undefined),
    retry: false,
  });
}
