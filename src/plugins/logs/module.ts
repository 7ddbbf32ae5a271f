// The logs plugin: the conversation logs screen (spec 1 §2.5) over GET /api/v2/logs and its four
// overlays. Label, path and toggle are in plugin.manifest.json; every screen loads lazily.
import { definePlugin } from '@kernel/sdk';

export default definePlugin({
  id: 'logs',
  resources: {
    logs: { adapter: { load: () => import('./api').then((m) => m.logsAdapter) }, list: () => import('./LogsPage') },
  },
  overlays: {
    logFilterBuilder: () => import('./overlays/FilterBuilderOverlay'),
    editConvoColumns: () => import('./overlays/ColumnsOverlay'),
    callTranscript: () => import('./overlays/TranscriptOverlay'),
    reporting: () => import('./overlays/ExportOverlay'),
  },
});
