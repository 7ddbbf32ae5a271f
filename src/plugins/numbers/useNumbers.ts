// The numbers plugin's reads beyond react-admin's list and record: the organization's agents for
// the pickers, and number health. Through the data provider, as every screen reads.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { NumberActions } from './api';

export const useNumbersProvider = () => useDataProvider<DataProvider & NumberActions>();

export function useAgentChoices() {
  const dataProvider = useNumbersProvider();
  return useQuery({
    queryKey: ['phoneNumbers', 'agentChoices'],
    // no abort signal: react-admin logs an aborted provider call as an error in the console
    queryFn: async () => (await dataProvider.listAgents('phoneNumbers')).data,
  });
}

export function useNumberHealth(id: number | undefined) {
  const dataProvider = useNumbersProvider();
  return useQuery({
    queryKey: ['phoneNumbers', 'health'],
    queryFn: async () => (await dataProvider.getHealth('phoneNumbers')).data,
    enabled: id !== undefined,
    select: (rows) => rows.find((row) => row.id === id),
  });
}
