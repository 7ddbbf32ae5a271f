// The logs plugin: the conversation logs screen (spec 1 §2.5) over GET /api/v2/logs and its four
// overlays. Label, path and toggle are in plugin.manifest.json; every screen loads lazily.
import { definePlugin } from '@kernel/sdk';

export default definePlugin({
  id: 'logs',
  resources: {
    logs: { adapter: { load: () => import('./api/logsAdapter').then((m) => m.logsAdapter) }, list: () => import('./LogsPage') },
  },
  overlays: {
    logFilterBuilder: () => import('./overlays/LogFilterBuilderOverlay'),
    editConvoColumns: () => import('./overlays/EditConvoColumnsOverlay'),
    callTranscript: () => import('./overlays/CallTranscriptOverlay'),
    reporting: () => import('./overlays/ReportingOverlay'),
  },
});
