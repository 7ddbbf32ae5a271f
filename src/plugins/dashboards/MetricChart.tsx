// A metric's time series (one point per day). MUI X Charts lives only in this module, which the
// cards load lazily: no other plugin's chunk carries the chart library.
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { MetricPoint } from '@kernel/sdk';
import { formatShortDay } from '@kernel/sdk';

interface MetricChartProps {
  points: MetricPoint[];
  label: string;
  format: (value: number) => string;
  /** a point was clicked (its index): the drill-down */
  onPoint?: (point: MetricPoint) => void;
}

const day = (t: number) => formatShortDay(t * 1000, { timeZone: 'UTC' });

export default function MetricChart({ points, label, format, onPoint }: MetricChartProps) {
  return (
    <SparkLineChart
      data={points.map((p) => p.value)}
      xAxis={{ data: points.map((p) => p.t), valueFormatter: (t: number) => day(t) }}
      valueFormatter={(v) => (v == null ? '' : format(v))}
      height={64}
      area
      showHighlight
      showTooltip
      aria-label={label}
      onAxisClick={(_event, data) => {
        const point = data && typeof data.dataIndex === 'number' ? points[data.dataIndex] : undefined;
        if (point && onPoint) onPoint(point);
      }}
    />
  );
}
