// The dashboard's metrics and their values, cached by react-query under the viewed account: the
// overlays save through the same key, so the cards follow without reloading the view. No abort
// signal: a view switch would abort them, and react-admin's provider logs every abort as an error.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import { useKernel } from '@kernel/sdk';
import type { MetricsActions } from './api';
import { metricsOf } from './rules';

export type Provider = DataProvider & MetricsActions;
export const METRICS_RESOURCE = 'metrics';

export function useKeys() {
  const { account } = useKernel();
  const id = account?.id ?? null;
  return { metrics: ['dashboards', id, 'metrics'] as const, values: ['dashboards', id, 'values'] as const };
}

// how long the view's copy of the account counts as fresh (the session's own window, session.fresh())
const VIEW_COPY_FRESH_MS = 5000;

export function useDashboardMetrics() {
  const dataProvider = useDataProvider<Provider>();
  const keys = useKeys();
  const { account, accountReadAt } = useKernel();
  return useQuery({
    queryKey: keys.metrics,
    queryFn: async () => (await dataProvider.getMetrics(METRICS_RESOURCE)).data,
    // The definitions are the account's settings, which the view has just read from the server: the
    // home asks for the account once. Only that copy, and only while recent, spares the call; a
    // cached copy, an older one or what the query fetched itself is asked for again as before.
    ...(account && accountReadAt !== null
      ? { initialData: () => metricsOf(account.settings), initialDataUpdatedAt: accountReadAt }
      : {}),
    staleTime: (query) => (accountReadAt !== null && query.state.dataUpdatedAt === accountReadAt ? VIEW_COPY_FRESH_MS : 0),
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
