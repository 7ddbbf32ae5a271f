// The wallet's reads as react-query queries over the data provider, and the one refresh every
// money-moving action ends with (balances, movements, rewards and the pending invoice read again).
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useWalletApi, WALLET } from './api';
import { INVOICE_POLL_MS } from './rules';

const keys = {
  all: [WALLET] as const,
  overview: [WALLET, 'overview'] as const,
  rate: [WALLET, 'rate'] as const,
  transactions: (page: number) => [WALLET, 'transactions', page] as const,
  rewards: (page: number) => [WALLET, 'rewards', page] as const,
  invoice: [WALLET, 'invoice'] as const,
};

/** A read answered false (the catalogue's "not ok") is a failed read for the screen. */
const notFalse = <T>(value: T | false): T => {
  if (value === false) throw new Error('not ok');
  return value;
};

export function useOverview() {
  const api = useWalletApi();
  return useQuery({ queryKey: keys.overview, queryFn: () => api.overview(), retry: false });
}

export function useExchangeRate() {
  const api = useWalletApi();
  // the server caches it 900 s; one read per visit is plenty
  return useQuery({ queryKey: keys.rate, queryFn: () => api.exchangeRate(), retry: false, staleTime: 60_000 });
}

export function useTransactions(page: number) {
  const api = useWalletApi();
  return useQuery({ queryKey: keys.transactions(page), queryFn: async () => notFalse(await api.transactions(page)), retry: false });
}

export function useReferralRewards(page: number) {
  const api = useWalletApi();
  return useQuery({ queryKey: keys.rewards(page), queryFn: async () => notFalse(await api.referralRewards(page)), retry: false });
}

/** The pending lightning invoice, read every 3 s while it waits for its payment. */
export function usePendingInvoice() {
  const api = useWalletApi();
  return useQuery({
    queryKey: keys.invoice,
    queryFn: async () => notFalse(await api.pendingInvoice()),
    retry: false,
    refetchInterval: (query) => (query.state.data?.invoice?.status === 'pending' ? INVOICE_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
}

export function useReloadWallet() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: keys.all }), [queryClient]);
}
