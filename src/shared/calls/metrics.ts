// Metrics (spec 1 §3 "Metric"): a formula over the call records in a date window, scaled. The eight
// default metrics are the spec's table; the labels the spec leaves blank are worded like the others.
import { DEFAULT_DATE_FILTER, type DateFilter } from './dateFilters';

export type MetricUnit = 'count' | 'minutes' | 'seconds' | 'percent' | 'usd';
export interface Metric {
  key: string;
  label: string;
  /** The field a metric was built from in the form; never saved (spec 1 §3). */
  field?: string;
  formula?: string;
  /** Multiplies the formula's value (minutes saved 0.0166667, a rate 100). */
  scale?: number;
  unit?: MetricUnit;
  dateFilter?: DateFilter;
}

/** Minutes saved scale (spec 2 §9): seconds of calls → minutes. */
export const MINUTES_SAVED_SCALE = 0.0166667;
export const PERCENT_SCALE = 100;

export const DEFAULT_METRICS: readonly Metric[] = [
  { key: 'timeSaved', label: 'Minutes Saved', formula: 'SUM(duration)', scale: MINUTES_SAVED_SCALE, unit: 'minutes' },
  { key: 'totalCalls', label: 'Calls Answered', formula: 'COUNT(uuid)', unit: 'count' },
  { key: 'appointmentsBooked', label: 'Appointments Booked', formula: 'SUM(appointmentBooked)', unit: 'count' },
  { key: 'appointmentRate', label: 'Appointment Rate', formula: 'SUM(appointmentBooked) / COUNT(uuid)', scale: PERCENT_SCALE, unit: 'percent' },
  { key: 'avgCallTime', label: 'Avg Call Duration', formula: 'AVG(duration)', unit: 'seconds' },
  { key: 'callTransfers', label: 'Calls Transfered', formula: 'SUM(transferMade)', unit: 'count' },
  { key: 'inboundCalls', label: 'Inbound Calls', formula: "SUM(direction == 'inbound')", unit: 'count' },
  { key: 'outboundCalls', label: 'Outbound Calls', formula: "SUM(direction == 'outbound')", unit: 'count' },
].map((m): Metric => ({ ...m, unit: m.unit as MetricUnit, dateFilter: DEFAULT_DATE_FILTER }));

/** The formula a metric evaluates: its formula, else its field, else "1" (spec 1 §3). */
export function metricFormula(metric: Pick<Metric, 'formula' | 'field'>): string {
  return metric.formula?.trim() || metric.field?.trim() || '1';
}

/** The metric's window: its own date filter or the default moving 30 days. */
export function metricDateFilter(metric: Pick<Metric, 'dateFilter'>): DateFilter {
  return metric.dateFilter ?? DEFAULT_DATE_FILTER;
}

/** A metric as settings store it: without the field key (spec 1 §3). */
export function metricForSaving(metric: Metric): Omit<Metric, 'field'> {
  const { field: _field, ...saved } = metric;
  return saved;
}

/** A formula's value scaled for display. */
export function scaleMetric(value: number, metric: Pick<Metric, 'scale'>): number {
  const scaled = value * (metric.scale ?? 1);
  return Number.isFinite(scaled) ? scaled : 0;
}
