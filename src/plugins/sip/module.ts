// The sip plugin (issue 21 point 2): the SIP trunking page (IP whitelist, outbound routes,
// registration) and the captures with each call's ladder. Labels, paths, permission and toggle are in
// plugin.manifest.json; every screen and adapter loads lazily.
import { definePlugin } from '@kernel/sdk';

export default definePlugin({
  id: 'sip',
  resources: {
    sipCaptures: {
      adapter: { load: () => import('./api').then((m) => m.capturesAdapter) },
      list: () => import('./CaptureList'),
      show: () => import('./CaptureShow'),
      recordRepresentation: (record) => String(record.sipCallId ?? record.id),
    },
    sipIpWhitelist: { adapter: { load: () => import('./api').then((m) => m.whitelistAdapter) } },
    sipOutboundRoutes: { adapter: { load: () => import('./api').then((m) => m.routesAdapter) } },
    sipRegistration: { adapter: { load: () => import('./api').then((m) => m.registrationAdapter) } },
  },
  routes: {
    sip: { load: () => import('./TrunkPage') },
  },
});
