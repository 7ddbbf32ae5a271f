// The actions the server declares (GET /api/v2/auditLog/actions through the data provider): the
// action filter's choices and labels.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { AuditActions } from './api';

export function useAuditActions() {
  const dataProvider = useDataProvider<DataProvider & AuditActions>();
  return useQuery({
    queryKey: ['auditLog', 'actions'],
    queryFn: async () => (await dataProvider.getActions('auditLog')).data,
    staleTime: Infinity,
  });
}
