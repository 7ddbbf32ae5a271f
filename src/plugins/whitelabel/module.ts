// The white-label plugin: the "White-label" settings panel and the resellerPreview overlay, both lazy.
import { definePlugin } from '@kernel/sdk';
import { VIEW_RULES } from '../../shared/viewRules';

export default definePlugin({
  id: 'whitelabel',
  // no screen of its own: the profile's reads and writes as provider methods (api.ts)
  resources: { domainProfiles: { adapter: { load: () => import('./api').then((m) => m.domainProfilesAdapter) } } },
  // shown when a partner or reseller is in view: the manifest's view rule
  settingsPanels: { whitelabel: { load: () => import('./WhiteLabelPanel') } },
  overlays: {
    resellerPreview: {
      load: () => import('./overlays/ResellerPreviewOverlay'),
      canAccess: (permissions, view) => permissions.canSeePartnerControls && VIEW_RULES.partnerOrReseller(view),
    },
  },
});
