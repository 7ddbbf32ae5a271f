// The numbers plugin: the organization's phone numbers and the spec's three number overlays. Label,
// path, permission (canSelectNumber) and toggle are in plugin.manifest.json; every screen loads lazily.
import { definePlugin } from '@kernel/sdk';
import { formatPhone } from '../../shared/phoneFormat';

export default definePlugin({
  id: 'numbers',
  resources: {
    phoneNumbers: {
      adapter: { load: () => import('./api').then((m) => m.phoneNumbersAdapter) },
      list: () => import('./NumberList'),
      recordRepresentation: (record) => formatPhone(record.number),
    },
  },
  overlays: {
    selectNumber: () => import('./overlays/SelectNumberOverlay'),
    addCustomNumber: () => import('./overlays/AddCustomNumberOverlay'),
    number: () => import('./overlays/NumberOverlay'),
  },
});
