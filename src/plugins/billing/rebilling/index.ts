// Reseller rebilling's screens (issue 22 point 7), for the billing plugin's module.ts to spread into
// its definePlugin spec: the `resellerClients` resource (the Rebilling list), the `marginLedger`
// route and the `editRebilling` overlay. Only lazy imports here: module.ts loads this eagerly.
import type { PluginSpec } from '@kernel/sdk';

export const rebillingScreens = {
  resources: {
    resellerClients: {
      adapter: { load: () => import('./api').then((m) => m.rebillingAdapter) },
      list: () => import('./RebillingList'),
      recordRepresentation: (record: { accountName?: string }) => String(record.accountName ?? ''),
    },
  },
  routes: {
    marginLedger: { load: () => import('./MarginLedger') },
  },
  overlays: {
    editRebilling: () => import('./RebillingEdit'),
  },
} satisfies Pick<PluginSpec, 'resources' | 'routes' | 'overlays'>;
