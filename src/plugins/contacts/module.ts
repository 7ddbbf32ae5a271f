// The contacts plugin: one resource over its adapter, five overlays. Label, path and toggle are in
// plugin.manifest.json; every screen loads lazily.
import { definePlugin } from '@kernel/sdk';
import { displayName } from './rules';

export default definePlugin({
  id: 'contacts',
  resources: {
    contacts: {
      adapter: { load: () => import('./api').then((m) => m.contactsAdapter) },
      list: () => import('./ContactList'),
      create: () => import('./ContactCreate'),
      edit: () => import('./ContactEdit'),
      show: () => import('./ContactShow'),
      recordRepresentation: displayName,
    },
  },
  overlays: {
    contacts: () => import('./overlays/ContactsOverlay'),
    createContact: () => import('./overlays/CreateContactOverlay'),
    editContact: () => import('./overlays/EditContactOverlay'),
    deleteContact: () => import('./overlays/DeleteContactOverlay'),
    previewContact: () => import('./overlays/PreviewContactOverlay'),
  },
});
