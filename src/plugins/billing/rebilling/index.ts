// Reseller rebilling's screens (issue 22 point 7), for the billing plugin's module.ts to spread into
// its definePlugin spec: the `resellerClients` resource (the Rebilling list), the `marginLedger`
// route and the `editRebilling` overlay. Only lazy imports here: module.ts loads this eagerly.
import type { AccessCheck, PluginSpec } from '@kernel/sdk';

// resellers and super admins (the server refuses everyone else anyway)
const partnerControls: AccessCheck = (p) => p.canSeePartnerControls;

export const rebillingScreens = {
  resources: {
    resellerClients: {
      adapter: { load: () => import('./api').then((m) => m.rebillingAdapter) },
      list: () => import('./RebillingList'),
      recordRepresentation: (record: { accountName?: string }) => String(record.accountName ?? ''),
      canAccess: partnerControls,
    },
  },
  routes: {
    marginLedger: { load: () => import('./MarginLedger'), canAccess: partnerControls },
  },
  overlays: {
    editRebilling: { load: () => import('../overlays/EditRebillingOverlay'), canAccess: partnerControls },
  },
} satisfies Pick<PluginSpec, 'resources' | 'routes' | 'overlays'>;
