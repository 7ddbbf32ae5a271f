// The inbox plugin (issue 19): the Inbox page (/inbox, tabs Priority and Junk, a room open beside the
// list, a new conversation's composer), the `chat` overlay and the takeover-delay settings panel. Labels,
// paths, permissions and the enableInbox toggle are in plugin.manifest.json; every screen loads lazily.
import { definePlugin } from '@kernel/sdk';

export default definePlugin({
  id: 'inbox',
  resources: {
    inboxRooms: { adapter: { load: () => import('./api').then((m) => m.inboxAdapter) } },
  },
  overlays: {
    chat: () => import('./overlays/ChatOverlay'),
  },
  routes: {
    inbox: { load: () => import('./InboxPage') },
  },
  settingsPanels: {
    inbox: { load: () => import('./InboxSettingsPanel') },
  },
});
