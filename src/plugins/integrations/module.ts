// The integrations plugin (issue 23 point 4): the Integrations page, and the overlays integrations
// (the apps catalogue), install (?install=<appId>:<version>: an app's settings form from its auth
// parameters), schedule (the calendar agents book in: Demo calendar, Calendly, Google) and
// workflowAutomation (JobNimbus). Labels, paths and permissions are in plugin.manifest.json.
import { definePlugin } from '@kernel/sdk';

export default definePlugin({
  id: 'integrations',
  // no list: the integrations' calls as provider methods (api.ts)
  resources: { integrations: { adapter: { load: () => import('./api').then((m) => m.integrationsAdapter) } } },
  overlays: {
    integrations: () => import('./overlays/IntegrationsOverlay'),
    install: () => import('./overlays/InstallOverlay'),
    schedule: () => import('./overlays/ScheduleOverlay'),
    workflowAutomation: () => import('./overlays/WorkflowAutomationOverlay'),
  },
  routes: { integrations: { load: () => import('./IntegrationsPage') } },
});
