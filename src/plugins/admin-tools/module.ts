// The super-admin tools plugin: one page (route and menu entry in plugin.manifest.json), lazy, so
// nobody but a super admin viewing as superAdmin downloads it.
import { definePlugin } from '@kernel/sdk';

export default definePlugin({
  id: 'admin-tools',
  // no list: the page's calls as provider methods (api.ts)
  resources: { adminActions: { adapter: { load: () => import('./api').then((m) => m.adminActionsAdapter) } } },
  routes: { adminTools: { load: () => import('./AdminToolsPage') } },
});
