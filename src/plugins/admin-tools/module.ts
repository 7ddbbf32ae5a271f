// The super-admin tools plugin: one page (route and menu entry in plugin.manifest.json), lazy, so
// nobody but a super admin viewing as superAdmin downloads it.
import { definePlugin } from '@kernel/sdk';

export default definePlugin({
  id: 'admin-tools',
  routes: { adminTools: { load: () => import('./AdminToolsPage') } },
});
