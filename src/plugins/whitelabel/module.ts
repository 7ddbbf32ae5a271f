// The white-label plugin: the "White-label" settings panel and the resellerPreview overlay, both lazy.
import { definePlugin, detectAccountType, type AccessCheck } from '@kernel/sdk';

/** The viewed account owns white-label settings: a partner or a reseller. */
const viewsPartnerOrReseller: AccessCheck = (_permissions, { account }) =>
  account != null && detectAccountType(account) !== 'organization';

export default definePlugin({
  id: 'whitelabel',
  // no screen of its own: the profile's reads and writes as provider methods (api.ts)
  resources: { domainProfiles: { adapter: { load: () => import('./api').then((m) => m.domainProfilesAdapter) } } },
  settingsPanels: { whitelabel: { load: () => import('./WhiteLabelPanel'), canAccess: viewsPartnerOrReseller } },
  overlays: {
    resellerPreview: {
      load: () => import('./overlays/ResellerPreviewOverlay'),
      canAccess: (permissions, view) => permissions.canSeePartnerControls && viewsPartnerOrReseller(permissions, view),
    },
  },
});
