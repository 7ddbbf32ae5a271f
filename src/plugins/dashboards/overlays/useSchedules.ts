// The scheduled reports and the outbox of the viewed organization, cached by react-query; every
// write refreshes both (a "send now" adds messages to the outbox and a last run to the schedule).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import { useKernel } from '@kernel/sdk';
import { REPORTS_RESOURCE, type ReportActions, type ScheduleInput } from '../reportsApi';

type Provider = DataProvider & ReportActions;

function useReportKeys() {
  const { account } = useKernel();
  const id = account?.id ?? null;
  return { schedules: ['dashboards', id, 'schedules'] as const, outbox: ['dashboards', id, 'outbox'] as const };
}

export function useReportSchedules() {
  const dataProvider = useDataProvider<Provider>();
  return useQuery({
    queryKey: useReportKeys().schedules,
    queryFn: async () => (await dataProvider.getReportSchedules(REPORTS_RESOURCE)).data,
  });
}

export function useMailOutbox() {
  const dataProvider = useDataProvider<Provider>();
  return useQuery({
    queryKey: useReportKeys().outbox,
    queryFn: async () => (await dataProvider.getMailOutbox(REPORTS_RESOURCE)).data,
  });
}

export function useScheduleActions() {
  const dataProvider = useDataProvider<Provider>();
  const queryClient = useQueryClient();
  const keys = useReportKeys();
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: keys.schedules }), queryClient.invalidateQueries({ queryKey: keys.outbox })]);
  return {
    save: useMutation({
      mutationFn: (params: { id?: string; schedule: ScheduleInput }) => dataProvider.saveReportSchedule(REPORTS_RESOURCE, params),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => dataProvider.deleteReportSchedule(REPORTS_RESOURCE, { id }),
      onSuccess: refresh,
    }),
    send: useMutation({
      mutationFn: (id: string) => dataProvider.sendReportNow(REPORTS_RESOURCE, { id }),
      onSuccess: refresh,
    }),
  };
}
