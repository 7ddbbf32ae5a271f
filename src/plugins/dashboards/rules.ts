// Pure dashboard rules: which metrics an account shows, editing the list, how a value reads, and the
// metric form's checks. No React, no http: tests/unit/dashboards-rules.test.ts.
import {
  DEFAULT_METRICS,
  FORMULA_MESSAGES,
  LOG_FIELDS,
  metricForSaving,
  validateFormula,
  type DateFilter,
  type Metric,
} from '@kernel/sdk';

const isMetric = (value: unknown): value is Metric =>
  !!value && typeof value === 'object' && typeof (value as Metric).key === 'string' && typeof (value as Metric).label === 'string';

/**
 * The account's dashboard (spec 1 §3 settings keys): its own `metrics`, else the
 * `defaultOrgSettings.metrics` a reseller set for the orgs below, else the eight default metrics.
 */
export function metricsOf(settings: Record<string, unknown> | null | undefined): Metric[] {
  const own = settings?.metrics;
  if (Array.isArray(own)) return own.filter(isMetric);
  const inherited = (settings?.defaultOrgSettings as Record<string, unknown> | undefined)?.metrics;
  if (Array.isArray(inherited)) return inherited.filter(isMetric);
  return DEFAULT_METRICS.map((m) => ({ ...m }));
}

/** What settings store: each metric without its field key (spec 1 §3). */
export const metricsForSaving = (metrics: readonly Metric[]) => metrics.map(metricForSaving);

export function moveMetric(metrics: readonly Metric[], key: string, by: -1 | 1): Metric[] {
  const from = metrics.findIndex((m) => m.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= metrics.length) return [...metrics];
  const next = [...metrics];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** A metric put in place of the one with its key, or appended. */
export function upsertMetric(metrics: readonly Metric[], metric: Metric, previousKey = metric.key): Metric[] {
  const at = metrics.findIndex((m) => m.key === previousKey);
  if (at < 0) return [...metrics, metric];
  return metrics.map((m, i) => (i === at ? metric : m));
}

/** A key for a new metric from its label, unique on the dashboard. */
export function newMetricKey(label: string, metrics: readonly Metric[]): string {
  const base =
    label
      .trim()
      .replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))
      .replace(/^[^A-Za-z]+/, '')
      .replace(/^./, (c) => c.toLowerCase()) || 'metric';
  const taken = new Set(metrics.map((m) => m.key));
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}${n}`;
  return key;
}

/** A value as a card shows it: compact numbers (k, M, one decimal), USD with 2 decimals (spec 2 §9). */
export { formatMetricValue } from '@kernel/sdk';

/** The fields a formula may name: the log record's and its collected data. */
export const METRIC_FIELDS: readonly string[] = LOG_FIELDS;

/** The metric form's formula problems, each the spec's exact message; empty when it may be saved. */
export function formulaErrors(formula: string, field: string | undefined): string[] {
  // an empty formula falls back to the field (spec 1 §3); with neither there is nothing to compute
  if (!formula.trim() && field) return [];
  if (!formula.trim()) return [FORMULA_MESSAGES.empty];
  return validateFormula(formula, METRIC_FIELDS);
}

/** `text` inserted at the cursor, with a space on each side where words would touch. */
export function insertAt(formula: string, at: number, text: string): { formula: string; cursor: number } {
  const before = formula.slice(0, at);
  const after = formula.slice(at);
  const left = before && !/\s|\($/.test(before.slice(-1)) ? ' ' : '';
  const right = after && !/^\s|^\)/.test(after) ? ' ' : '';
  const inserted = `${left}${text}${right}`;
  return { formula: before + inserted + after, cursor: before.length + left.length + text.length };
}

export type WindowChoice = string;
/** A custom range's dates (`YYYY-MM-DD`, UTC days) as the date filter settings store. */
export function rangeFilter(start: string, end: string): DateFilter | null {
  const s = Date.parse(`${start}T00:00:00Z`);
  const e = Date.parse(`${end}T23:59:59Z`);
  if (Number.isNaN(s) || Number.isNaN(e) || e < s) return null;
  return { start: Math.floor(s / 1000), end: Math.floor(e / 1000) };
}

export function rangeInputs(filter: DateFilter | undefined): { start: string; end: string } | null {
  if (!filter || typeof filter !== 'object' || !('start' in filter)) return null;
  const day = (v: number | string) => new Date(typeof v === 'number' ? v * 1000 : v).toISOString().slice(0, 10);
  try {
    return { start: day(filter.start), end: day(filter.end) };
  } catch {
    return null;
  }
}
