// Bindings only: the "White-label" settings panel and the resellerPreview overlay, both lazy.
import { lazy } from 'react';
import { ContainerModule } from 'inversify';
import {
  type AccessCheck,
  detectAccountType,
  type OverlayContribution,
  type PluginModule,
  type SettingsPanelContribution,
  TOKENS,
} from '@kernel/sdk';
import { messages } from './messages';
import { RESELLER_PREVIEW_OVERLAY } from './rules';

/** The viewed account owns white-label settings: a partner or a reseller. */
const viewsPartnerOrReseller: AccessCheck = (_permissions, { account }) =>
  account != null && detectAccountType(account) !== 'organization';

const panel: SettingsPanelContribution = {
  id: 'whitelabel',
  title: messages.panel,
  component: lazy(() => import('./WhiteLabelPanel')),
  order: 50,
  canSee: viewsPartnerOrReseller,
};

const overlay: OverlayContribution = {
  name: RESELLER_PREVIEW_OVERLAY,
  component: lazy(() => import('./overlays/ResellerPreviewOverlay')),
  canOpen: (permissions, view) => permissions.canSeePartnerControls && viewsPartnerOrReseller(permissions, view),
};

export default {
  id: 'whitelabel',
  module: new ContainerModule(({ bind }) => {
    bind<SettingsPanelContribution>(TOKENS.SettingsPanel).toConstantValue(panel);
    bind<OverlayContribution>(TOKENS.Overlay).toConstantValue(overlay);
  }),
} satisfies PluginModule;
