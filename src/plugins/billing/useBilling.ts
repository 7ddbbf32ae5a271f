// The billing screens' reads and writes through the data provider (never fetch), cached by
// react-query under ['billing', ...] so one change refreshes every card that shows it.
import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOwnFailureProvider } from '@kernel/sdk';
import { BILLING, type BillingActions, type BillingApi, type UsageQuery } from './api';

export function useBillingApi(): BillingApi {
  // every billing screen shows its failures itself (a card's error state, a form's field)
  const dp = useOwnFailureProvider<BillingActions>();
  return useMemo(
    () => ({
      currentPlan: async () => (await dp.currentPlan(BILLING)).data,
      offeredPlan: async () => (await dp.offeredPlan(BILLING)).data,
      plans: async () => (await dp.plans(BILLING)).data,
      plan: async (id) => (await dp.plan(BILLING, id)).data,
      usage: async (q) => (await dp.usage(BILLING, q)).data,
      spendControls: async () => (await dp.spendControls(BILLING)).data,
      saveSpendControls: async (body) => (await dp.saveSpendControls(BILLING, body)).data,
      subscribe: async (request) => (await dp.subscribe(BILLING, request)).data,
      cardCheckout: async (request) => (await dp.cardCheckout(BILLING, request)).data,
      checkoutSession: async (id) => (await dp.checkoutSession(BILLING, id)).data,
      cancel: async (request) => (await dp.cancel(BILLING, request)).data,
      portalLink: async (url) => (await dp.portalLink(BILLING, url)).data,
      invoices: async (page) => (await dp.invoices(BILLING, page)).data,
      invoice: async (id) => (await dp.invoice(BILLING, id)).data,
    }),
    [dp],
  );
}

export const useCurrentPlan = () => {
  const api = useBillingApi();
  return useQuery({ queryKey: ['billing', 'currentPlan'], queryFn: api.currentPlan });
};

export const usePlans = () => {
  const api = useBillingApi();
  return useQuery({ queryKey: ['billing', 'plans'], queryFn: api.plans });
};

export const usePlan = (id: string) => {
  const api = useBillingApi();
  return useQuery({ queryKey: ['billing', 'plan', id], queryFn: () => api.plan(id) });
};

export const useOfferedPlan = () => {
  const api = useBillingApi();
  return useQuery({ queryKey: ['billing', 'offeredPlan'], queryFn: api.offeredPlan });
};

export const useUsage = (query: UsageQuery, enabled = true) => {
  const api = useBillingApi();
  return useQuery({ queryKey: ['billing', 'usage', query], queryFn: () => api.usage(query), enabled, placeholderData: (previous) => previous });
};

export const useSpendControls = () => {
  const api = useBillingApi();
  return useQuery({ queryKey: ['billing', 'spendControls'], queryFn: api.spendControls });
};

export const useInvoices = (page: number) => {
  const api = useBillingApi();
  return useQuery({ queryKey: ['billing', 'invoices', page], queryFn: () => api.invoices(page), placeholderData: (previous) => previous });
};

/** After a change: every billing card reads again. */
export function useRefreshBilling() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['billing'] });
}
