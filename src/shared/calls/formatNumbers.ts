// Numbers on metric cards and charts (spec 2 §9): compact with k from 1000 and M from 1e6, one
// decimal; currency in USD with 2 decimals.
import type { MetricUnit } from './metrics';
import { formatCurrency } from '../intl';

const ONE_DECIMAL = (n: number) => (Math.round(n * 10) / 10).toFixed(1);

/** 999 → '999', 12.34 → '12.3', 1500 → '1.5k', 2_345_678 → '2.3M'. */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  // 999_950 rounds to 1000.0k: show it as the next unit instead
  if (abs >= 1e6 || Math.round(abs / 100) >= 10_000) return `${sign}${ONE_DECIMAL(abs / 1e6)}M`;
  if (abs >= 1000 || Math.round(abs * 10) >= 10_000) return `${sign}${ONE_DECIMAL(abs / 1000)}k`;
  const rounded = Math.round(abs * 10) / 10;
  return rounded === 0 ? '0' : `${sign}${rounded}`;
}

/** 1234.5 → '$1,234.50'. */
export function formatUsd(value: number): string {
  return formatCurrency(Number.isFinite(value) ? value : 0);
}

/** A value as a card (and the PDF report, on the server too) shows it, by the metric's unit. */
export function formatMetricValue(value: number, unit: MetricUnit | undefined): string {
  switch (unit) {
    case 'usd':
      return formatUsd(value);
    case 'percent':
      return `${formatCompact(value)}%`;
    case 'minutes':
      return `${formatCompact(value)} min`;
    case 'seconds':
      return `${formatCompact(value)} s`;
    default:
      return formatCompact(value);
  }
}
