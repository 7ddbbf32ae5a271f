// The developer plugin (issue 21 point 1): the "API tokens" settings panel over the apiTokens
// resource. Permission (canManageOutgoing) and toggle (enableDeveloper) are in plugin.manifest.json;
// the panel loads lazily.
import { definePlugin } from '@kernel/sdk';

export default definePlugin({
  id: 'developer',
  resources: { apiTokens: { adapter: { load: () => import('./api').then((m) => m.apiTokensAdapter) } } },
  settingsPanels: { apiTokens: { load: () => import('./TokensPanel') } },
});
