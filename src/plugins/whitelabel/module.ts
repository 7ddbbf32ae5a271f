// The white-label plugin: the "White-label" settings panel and the resellerPreview overlay, both lazy.
import { definePlugin, detectAccountType, type AccessCheck } from '@kernel/sdk';

/** The viewed account owns white-label settings: a partner or a reseller. */
const viewsPartnerOrReseller: AccessCheck = (_permissions, { account }) =>
  account != null && detectAccountType(account) !== 'organization';

export default definePlugin({
  id: 'whitelabel',
  settingsPanels: { whitelabel: { load: () => import('./WhiteLabelPanel'), canAccess: viewsPartnerOrReseller } },
  overlays: {
    resellerPreview: {
      load: () => import('./overlays/ResellerPreviewOverlay'),
      canAccess: (permissions, view) => permissions.canSeePartnerControls && viewsPartnerOrReseller(permissions, view),
    },
  },
});
