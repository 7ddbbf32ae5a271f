// The webhooks plugin (issue 20 points 6–8): the Webhooks page, each endpoint's page with its
// delivery log (and, with ?callId=, the deliveries of one call), and the spec's createWebhook
// overlay. Label, path, permission and toggle are in plugin.manifest.json; every screen loads lazily.
import { definePlugin } from '@kernel/sdk';

export default definePlugin({
  id: 'webhooks',
  resources: {
    webhooks: {
      adapter: { load: () => import('./api').then((m) => m.webhooksAdapter) },
      list: () => import('./WebhookList'),
      show: () => import('./WebhookShow'),
      recordRepresentation: (record) => String(record.label || record.url),
    },
  },
  overlays: {
    createWebhook: () => import('./overlays/CreateWebhookOverlay'),
  },
});
