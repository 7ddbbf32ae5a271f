// One usage key's series as bars. The chart library (MUI X Charts) lives only in this module, which
// the usage card loads lazily: the billing page's first paint and every other chunk go without it.
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { formatCompact, formatUsd } from '../../shared/money';
import { formatShortDay } from '@kernel/sdk';

interface UsageChartProps {
  points: { t: number; value: number }[];
  label: string;
  costs: boolean;
}

const day = (t: number) => formatShortDay(t * 1000, { timeZone: 'UTC' });

export default function UsageChart({ points, label, costs }: UsageChartProps) {
  return (
    <SparkLineChart
      plotType="bar"
      data={points.map((p) => p.value)}
      xAxis={{ scaleType: 'band', data: points.map((p) => p.t), valueFormatter: (t: number) => day(t) }}
      valueFormatter={(v) => (v == null ? '' : costs ? formatUsd(v) : formatCompact(v))}
      height={72}
      showHighlight
      showTooltip
      aria-label={label}
    />
  );
}
