// A computed metric as the stats call answers it (docs/api-contract.md, "Call logs and metrics"):
// what the dashboards draw and the report documents print, on the console and the server alike.
import type { MetricUnit } from './metrics';

export interface MetricPoint {
  /** the UTC day's start, unix seconds */
  t: number;
  value: number;
}
export interface MetricGroup {
  agentId: number;
  agentName: string;
  value: number;
}
export interface MetricResult {
  key: string;
  label: string;
  unit?: MetricUnit;
  /** scaled by the server */
  value: number;
  window: { start: number; end: number } | null;
  series: MetricPoint[];
  groups?: MetricGroup[];
  /** a saved metric that no longer validates */
  error?: string;
}
