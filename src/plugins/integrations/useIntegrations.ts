// The integrations' reads as react-query queries over the data provider, and the refresh each
// change ends with.
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { INTEGRATIONS, useIntegrationsApi } from './api';

const keys = {
  apps: [INTEGRATIONS, 'apps'] as const,
  schedule: [INTEGRATIONS, 'schedule'] as const,
  calendars: [INTEGRATIONS, 'googleCalendars'] as const,
};

export function useApps() {
  const api = useIntegrationsApi();
  return useQuery({ queryKey: keys.apps, queryFn: () => api.apps(), retry: false });
}

export function useSchedule() {
  const api = useIntegrationsApi();
  return useQuery({ queryKey: keys.schedule, queryFn: () => api.schedule(), retry: false });
}

export function useGoogleCalendars(enabled: boolean) {
  const api = useIntegrationsApi();
  return useQuery({ queryKey: keys.calendars, queryFn: () => api.googleCalendars(), retry: false, enabled });
}

export function useReloadIntegrations() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: [INTEGRATIONS] }), [client]);
}
