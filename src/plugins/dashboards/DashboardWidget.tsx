// The home page's widget: the metric cards.
import { MetricsDashboard } from './MetricsDashboard';

export default function DashboardWidget() {
  return <MetricsDashboard heading="h2" />;
}
