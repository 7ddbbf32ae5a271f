// The domains plugin (issue 21 point 3): the "Custom domains" settings panel over the customDomains
// resource, for partners and resellers (canSeePartnerControls, plugin.manifest.json); lazy.
import { definePlugin } from '@kernel/sdk';

export default definePlugin({
  id: 'domains',
  resources: { customDomains: { adapter: { load: () => import('./api').then((m) => m.customDomainsAdapter) } } },
  settingsPanels: { customDomains: { load: () => import('./DomainsPanel') } },
});
