// The integrations' endpoints (spec doc 2 "Apps and integrations", "Calendar") as provider methods of
// the `integrations` resource (resource name first, each answering `{data}`), and the hook screens
// call them through. Installs carry an Idempotency-Key (they create); the rest set a state.
import { useMemo } from 'react';
import type { DataProvider } from 'react-admin';
import { useOwnFailureProvider } from '@kernel/sdk';
import { IDEMPOTENCY_HEADER } from '../../adapters/idempotencyKey';
import type { HttpClient } from '../../adapters/http';
import type { AppView } from './rules';

export const INTEGRATIONS = 'integrations';

export interface Booking {
  id: string;
  provider: string;
  providerLabel: string;
  start: string;
  end: string;
  name: string;
  caller: string;
  agentId: number | null;
  callTranscript: string | null;
}

export interface Schedule {
  enabled: boolean;
  provider: 'demo' | 'calendly' | 'google' | null;
  providerLabel: string | null;
  connections: {
    demo: { connected: boolean; label: string };
    calendly: { connected: boolean; label: string; name: string | null; schedulingUrl: string | null; eventType: string | null };
    google: { configured: boolean; connected: boolean; label: string; mainCalendar: string | null };
  };
  bookings: Booking[];
}

export interface GoogleCalendar {
  id: string;
  summary: string;
  primary: boolean;
}

export interface TeamMember {
  id: string;
  name: string;
  email: string;
  active: boolean;
  tasks: { id: string; title: string; start: string | null }[];
}

export type Tracked<T> = ({ valid: true; provider: string } & T) | { valid: false; status: number };

export interface IntegrationsApi {
  apps(): Promise<AppView[]>;
  app(appId: string, appVersion: string): Promise<AppView>;
  installApp(appId: string, appVersion: string, app: Record<string, string>, key: string): Promise<AppView>;
  updateApp(appId: string, appVersion: string, app: Record<string, string>): Promise<AppView>;
  uninstallApp(appId: string, appVersion: string): Promise<AppView>;
  schedule(): Promise<Schedule>;
  setSchedule(input: { provider?: 'demo' | 'calendly' | 'google'; enabled?: boolean }): Promise<Schedule>;
  connectCalendly(userPAT: string): Promise<Schedule>;
  disconnectCalendly(): Promise<Schedule>;
  googleConsent(redirectUri: string): Promise<string>;
  googleConnect(input: { code: string; state: string; redirectUri: string }): Promise<{ calendars: GoogleCalendar[]; mainCalendar: string }>;
  googleCalendars(): Promise<GoogleCalendar[]>;
  setMainCalendar(calendar: string): Promise<string>;
  disconnectGoogle(): Promise<void>;
  jobnimbusSettings(bearerToken: string | undefined): Promise<Tracked<{ settings: { workflows: { id: string | number; name: string; statuses: string[] }[]; taskTypes: string[] } }>>;
  jobnimbusTeam(bearerToken: string | undefined, targetDate: string): Promise<Tracked<{ team: TeamMember[]; targetDate: string }>>;
}

const bearer = (key: string | undefined): Record<string, string> => (key ? { Authorization: `Bearer ${key}` } : {});
const appPath = (appId: string, appVersion: string) => `/api/v2/apps/${encodeURIComponent(appId)}/${encodeURIComponent(appVersion)}`;

export function integrationsApi(http: HttpClient): IntegrationsApi {
  const schedule = async (request: Promise<{ schedule: Schedule }>) => (await request).schedule;
  return {
    apps: async () => (await http.request<{ apps: AppView[] }>('/api/v2/apps')).apps,
    app: async (appId, appVersion) => (await http.request<{ app: AppView }>(appPath(appId, appVersion))).app,
    installApp: async (appId, appVersion, app, key) =>
      (await http.request<{ app: AppView }>(appPath(appId, appVersion), { method: 'POST', body: { app }, headers: { [IDEMPOTENCY_HEADER]: key } })).app,
    updateApp: async (appId, appVersion, app) => (await http.request<{ app: AppView }>(appPath(appId, appVersion), { method: 'PUT', body: { app } })).app,
    uninstallApp: async (appId, appVersion) => (await http.request<{ app: AppView }>(appPath(appId, appVersion), { method: 'DELETE' })).app,
    schedule: () => schedule(http.request('/api/v1/schedule')),
    setSchedule: (input) => schedule(http.request('/api/v1/schedule', { method: 'POST', body: input })),
    connectCalendly: (userPAT) => schedule(http.request('/api/v2/calendly', { method: 'POST', body: { userPAT } })),
    disconnectCalendly: () => schedule(http.request('/api/v2/calendly', { method: 'DELETE' })),
    googleConsent: async (redirectUri) => (await http.request<{ url: string }>('/api/v1/google/connect', { query: { redirectUri } })).url,
    googleConnect: (input) => http.request('/api/v1/google/connect', { method: 'POST', body: input }),
    googleCalendars: async () => (await http.request<{ calendars: GoogleCalendar[] }>('/api/v1/google/calendars')).calendars,
    setMainCalendar: async (calendar) => (await http.request<{ calendar: string }>('/api/v1/google/calendars/main', { method: 'PUT', body: { calendar } })).calendar,
    disconnectGoogle: async () => {
      await http.request('/api/v1/google/disconnect', { method: 'DELETE' });
    },
    // the JobNimbus key is the call's bearer token (spec doc 2); without one the server uses the saved key
    jobnimbusSettings: (bearerToken) => http.request('/api/jobnimbus/settings', { method: 'POST', body: {}, headers: bearer(bearerToken) }),
    jobnimbusTeam: (bearerToken, targetDate) => http.request('/api/jobnimbus/team', { method: 'POST', body: { targetDate }, headers: bearer(bearerToken) }),
  };
}

/** The provider methods: IntegrationsApi's, resource name first, each answering `{data}`. */
export type IntegrationsActions = {
  [K in keyof IntegrationsApi]: (resource: string, ...args: Parameters<IntegrationsApi[K]>) => Promise<{ data: Awaited<ReturnType<IntegrationsApi[K]>> }>;
};

const NAMES: (keyof IntegrationsApi)[] = [
  'apps', 'app', 'installApp', 'updateApp', 'uninstallApp', 'schedule', 'setSchedule', 'connectCalendly', 'disconnectCalendly',
  'googleConsent', 'googleConnect', 'googleCalendars', 'setMainCalendar', 'disconnectGoogle', 'jobnimbusSettings', 'jobnimbusTeam',
];

export function integrationsAdapter(http: HttpClient): Partial<DataProvider> & IntegrationsActions {
  const api = integrationsApi(http);
  const wrap =
    (name: keyof IntegrationsApi) =>
    async (_resource: string, ...args: unknown[]) => ({ data: await (api[name] as (...a: unknown[]) => Promise<unknown>)(...args) });
  return Object.fromEntries(NAMES.map((name) => [name, wrap(name)])) as unknown as IntegrationsActions;
}

/** The integrations' calls, over the data provider; the screens show their own failures. */
export function useIntegrationsApi(): IntegrationsApi {
  const dataProvider = useOwnFailureProvider<IntegrationsActions>();
  return useMemo(() => {
    const call =
      (name: keyof IntegrationsApi) =>
      async (...args: unknown[]) =>
        (await (dataProvider[name] as (...a: unknown[]) => Promise<{ data: unknown }>)(INTEGRATIONS, ...args)).data;
    return Object.fromEntries(NAMES.map((name) => [name, call(name)])) as unknown as IntegrationsApi;
  }, [dataProvider]);
}
