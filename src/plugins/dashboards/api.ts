// The dashboards plugin's calls, as data-provider methods of its `metrics` resource
// (docs/api-contract.md, "Call logs and metrics"): the dashboard's definitions are the account's
// `metrics` setting (POST /api/v1/accountSetting); their values come from GET /api/v1/stats/campaigns,
// which resolves the account's metrics (own, organization's, reseller's or partner's
// defaultOrgSettings, else the defaults) and computes them over the call table, scaled.
import type { DataProvider } from 'react-admin';
import type { HttpClient } from '../../adapters/http';
import type { Metric, MetricGroup, MetricResult, MetricUnit } from '@kernel/sdk';
import { metricsForSaving, metricsOf } from './rules';

export const ACCOUNT_PATH = '/api/v1/account';
export const SETTING_PATH = '/api/v1/accountSetting';
export const STATS_PATH = '/api/v1/stats/campaigns';


export interface MetricsActions {
  /** the viewed account's dashboard definitions (its settings, read fresh) */
  getMetrics(resource: string, params?: { signal?: AbortSignal }): Promise<{ data: Metric[] }>;
  saveMetrics(resource: string, params: { metrics: Metric[] }): Promise<{ data: Record<string, unknown> }>;
  /** each metric's value over its window (or `dateFilter`'s, a date filter as the URL has it), with one point per day (and per agent when asked) */
  getMetricValues(resource: string, params: { groupBy?: 'agent'; dateFilter?: string; signal?: AbortSignal }): Promise<{ data: MetricResult[] }>;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const dayStart = (date: unknown) => {
  const ms = typeof date === 'string' ? Date.parse(`${date.slice(0, 10)}T00:00:00Z`) : NaN;
  return Number.isNaN(ms) ? num(date) : ms / 1000;
};

export function resultOf(raw: Record<string, unknown>): MetricResult {
  const window = raw.window as { start?: unknown; end?: unknown } | undefined;
  return {
    key: String(raw.key ?? ''),
    label: String(raw.label ?? raw.key ?? ''),
    unit: raw.unit as MetricUnit | undefined,
    value: num(raw.value),
    window: window && typeof window.start === 'number' && typeof window.end === 'number' ? { start: window.start, end: window.end } : null,
    series: (Array.isArray(raw.series) ? raw.series : []).map((p: Record<string, unknown>) => ({ t: dayStart(p?.date), value: num(p?.value) })),
    ...(Array.isArray(raw.groups) ? { groups: raw.groups as MetricGroup[] } : {}),
    ...(typeof raw.error === 'string' ? { error: raw.error } : {}),
  };
}

export function metricsAdapter(http: HttpClient): Partial<DataProvider> & MetricsActions {
  return {
    async getMetrics(_resource, params) {
      const answer = await http.request<{ account?: { settings?: Record<string, unknown> } }>(ACCOUNT_PATH, { signal: params?.signal });
      return { data: metricsOf(answer.account?.settings) };
    },

    async saveMetrics(_resource, { metrics }) {
      const answer = await http.request<{ settings?: Record<string, unknown> }>(SETTING_PATH, {
        method: 'POST',
        body: { key: 'metrics', value: metricsForSaving(metrics) },
      });
      return { data: answer.settings ?? {} };
    },

    async getMetricValues(_resource, { groupBy, dateFilter, signal }) {
      const answer = await http.request<{ metrics?: Record<string, unknown>[] }>(STATS_PATH, {
        query: { series: 'day', groupBy, dateFilter },
        signal,
      });
      return { data: (answer.metrics ?? []).map(resultOf) };
    },
  };
}
