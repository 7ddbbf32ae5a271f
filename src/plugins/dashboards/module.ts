// The dashboards plugin: metric cards on the home page and on the Dashboard page, and the
// editDashboard, editMetric and scheduleReport overlays. Its `metrics` resource has no screen: it
// carries the plugin's data-provider methods (the metrics setting and the server's metric values);
// `reportSchedules` likewise carries the scheduled reports' and the mail outbox's.
import { definePlugin, type AccessCheck } from '@kernel/sdk';
import { canScheduleReports } from './access';

const canEdit: AccessCheck = (p) => p.canEditOrg;

export default definePlugin({
  id: 'dashboards',
  resources: {
    metrics: { adapter: { load: () => import('./api').then((m) => m.metricsAdapter) } },
    // scheduled reports and the mail outbox: no screen, the scheduleReport overlay's calls
    reportSchedules: { adapter: { load: () => import('./reportsApi').then((m) => m.reportActions) } },
  },
  routes: { dashboard: { load: () => import('./DashboardPage') } },
  dashboardWidgets: { metrics: { load: () => import('./DashboardWidget'), reads: ['metrics'] } },
  overlays: {
    editDashboard: { load: () => import('./overlays/EditDashboardOverlay'), canAccess: canEdit },
    editMetric: { load: () => import('./overlays/EditMetricOverlay'), canAccess: canEdit },
    scheduleReport: { load: () => import('./overlays/ScheduleReportOverlay'), canAccess: canScheduleReports },
  },
});
