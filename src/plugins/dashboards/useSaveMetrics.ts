// Saving the dashboard's metrics (the overlays only: the home page never loads react-query's mutation
// code). The same keys as useDashboard.ts, so the cards follow without reloading the view.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Metric } from '@kernel/sdk';
import { METRICS_RESOURCE, useKeys, type Provider } from './useDashboard';

export function useSaveMetrics() {
  const dataProvider = useDataProvider<Provider>();
  const queryClient = useQueryClient();
  const keys = useKeys();
  return useMutation({
    mutationFn: (metrics: Metric[]) => dataProvider.saveMetrics(METRICS_RESOURCE, { metrics }).then(() => metrics),
    onSuccess: (metrics) => {
      queryClient.setQueryData(keys.metrics, metrics);
      void queryClient.invalidateQueries({ queryKey: keys.values });
    },
  });
}
