// The home page's widget: the metric values, light (see MetricsSummary); the Metrics page has the charts.
import { MetricsSummary } from './MetricsSummary';

export default function DashboardWidget() {
  return <MetricsSummary />;
}
