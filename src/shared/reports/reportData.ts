// What a dashboard PDF holds (issue 10 point 15), as plain data the renderer draws: the brand, the
// account, the window and every card with its chart's points. Pure: tests/unit/dashboards-rules.test.ts.
// No runtime import: the server builds the same data for scheduled reports (server/reports/), so the
// value formatter (formatMetricValue, one function in the kernel's calls module) is passed in.
import type { MetricResult } from '../calls/metricResult';
import { formatDateWith } from '../intl';

/** The PDF's title, on the console's download and the server's scheduled reports alike. */
export const REPORT_TITLE = 'Dashboard report';

export interface ReportCard {
  label: string;
  value: string;
  /** the chart as a polyline in a 0..width × 0..height box, y down */
  points: string;
  error?: string;
}

export interface ReportData {
  brandName: string;
  /** an SVG data URL, or null when there is no logo to draw */
  logo: string | null;
  accountName: string;
  window: string;
  generated: string;
  cards: ReportCard[];
}

export const CHART = { width: 220, height: 48 } as const;

const day = (s: number) => formatDateWith(s * 1000, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The series as polyline points; a flat line when every value is the same. */
export function chartPoints(values: readonly number[], { width, height }: { width: number; height: number } = CHART): string {
  if (values.length < 2) return '';
  const max = Math.max(...values);
  const min = Math.min(...values, 0);
  const span = max - min || 1;
  return values
    .map((v, i) => `${((i / (values.length - 1)) * width).toFixed(1)},${(height - ((v - min) / span) * height).toFixed(1)}`)
    .join(' ');
}

export interface ReportInput {
  brandName: string;
  logo: string | null;
  accountName: string;
  results: Pick<MetricResult, 'label' | 'unit' | 'value' | 'window' | 'series' | 'error'>[];
  nowMs: number;
  formatValue: (value: number, unit: MetricResult['unit']) => string;
}

export function reportData(input: ReportInput): ReportData {
  const windows = input.results.map((r) => r.window).filter((w): w is { start: number; end: number } => !!w);
  const start = windows.length ? Math.min(...windows.map((w) => w.start)) : null;
  const end = windows.length ? Math.max(...windows.map((w) => w.end)) : null;
  return {
    brandName: input.brandName,
    logo: input.logo,
    accountName: input.accountName,
    window: start !== null && end !== null ? `${day(start)} – ${day(end)}` : '',
    generated: new Date(input.nowMs).toUTCString(),
    cards: input.results.map((r) => ({
      label: r.label,
      value: r.error ? '—' : input.formatValue(r.value, r.unit),
      points: chartPoints(r.series.map((p) => p.value)),
      ...(r.error ? { error: r.error } : {}),
    })),
  };
}
