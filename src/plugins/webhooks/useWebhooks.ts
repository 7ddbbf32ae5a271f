// The webhooks plugin's reads beyond react-admin's list and record: the delivery log of an endpoint
// or of a call, through the data provider as every screen reads.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { WebhookActions } from './api';

export const useWebhooksProvider = () => useDataProvider<DataProvider & WebhookActions>();

export type LogOf = { id: string } | { callId: string };

export function useDeliveryLog(of: LogOf, page: number) {
  const dataProvider = useWebhooksProvider();
  return useQuery({
    queryKey: ['webhooks', 'deliveries', of, page],
    queryFn: async () =>
      'id' in of
        ? (await dataProvider.getDeliveries('webhooks', { id: of.id, page })).data
        : (await dataProvider.getCallDeliveries('webhooks', { callId: of.callId, page })).data,
    // a pending delivery's next attempt shows up without a reload
    refetchInterval: 5_000,
  });
}
