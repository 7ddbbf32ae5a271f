// The dashboard's metrics and their values, cached by react-query under the viewed account: the
// overlays save through the same key, so the cards follow without reloading the view. No abort
// signal: a view switch would abort them, and react-admin's provider logs every abort as an error.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import { useKernel } from '@kernel/sdk';
import type { MetricsActions } from './api';

export type Provider = DataProvider & MetricsActions;
export const METRICS_RESOURCE = 'metrics';

export function useKeys() {
  const { account } = useKernel();
  const id = account?.id ?? null;
  return { metrics: ['dashboards', id, 'metrics'] as const, values: ['dashboards', id, 'values'] as const };
}

export function useDashboardMetrics() {
  const dataProvider = useDataProvider<Provider>();
  const keys = useKeys();
  return useQuery({
    queryKey: keys.metrics,
    queryFn: async () => (await dataProvider.getMetrics(METRICS_RESOURCE)).data,
  });
}

/** `dateFilter`: one window for every metric (the Metrics page's range), else each metric's own. */
export function useMetricValues(groupBy?: 'agent', dateFilter?: string) {
  const dataProvider = useDataProvider<Provider>();
  const keys = useKeys();
  return useQuery({
    queryKey: [...keys.values, groupBy ?? null, dateFilter ?? null],
    queryFn: async () => (await dataProvider.getMetricValues(METRICS_RESOURCE, { groupBy, dateFilter })).data,
  });
}
