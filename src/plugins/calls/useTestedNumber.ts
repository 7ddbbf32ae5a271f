// The number a forwarding overlay works on (?forwardingInstructions=<id>, ?callVerify=<id>).
import { useQuery } from '@tanstack/react-query';
import { CALLS_RESOURCE } from './api';
import { useCallsProvider } from './useCalls';

export const numberIdOf = (value: string): number | null => (/^\d{1,9}$/.test(value) ? Number(value) : null);

export function useTestedNumber(id: number | null) {
  const dataProvider = useCallsProvider();
  return useQuery({
    queryKey: [CALLS_RESOURCE, 'number', id],
    // no abort signal: react-admin logs an aborted provider call as an error in the console
    queryFn: async () => (await dataProvider.getNumber(CALLS_RESOURCE, { id: id! })).data,
    enabled: id !== null,
    retry: false,
  });
}
