// The billing plugin (issue 22 point 5): the Billing page (current plan, usage per key, spend
// controls, invoices with their PDF) and the spec's plan overlays (billing, selectPlan, editPlan,
// planDetails, planOffered, upgrade, subscription, premium). Label, path, permission and view are in
// plugin.manifest.json; every screen loads lazily.
import { definePlugin, type AccessCheck } from '@kernel/sdk';
import { rebillingScreens } from './rebilling';

const canManage: AccessCheck = (p) => p.canManageBilling;

export default definePlugin({
  id: 'billing',
  // no list: the billing calls as provider methods (api.ts)
  resources: { billingActions: { adapter: { load: () => import('./api').then((m) => m.billingAdapter) } }, ...rebillingScreens.resources },
  routes: {
    billing: { load: () => import('./BillingPage') },
    // reseller rebilling (src/plugins/billing/rebilling/): the margin ledger
    ...rebillingScreens.routes,
  },
  overlays: {
    billing: () => import('./overlays/BillingOverlay'),
    selectPlan: () => import('./overlays/SelectPlanOverlay'),
    editPlan: { load: () => import('./overlays/EditPlanOverlay'), canAccess: canManage },
    planDetails: () => import('./overlays/PlanDetailsOverlay'),
    planOffered: () => import('./overlays/PlanOfferedOverlay'),
    upgrade: () => import('./overlays/UpgradeOverlay'),
    subscription: () => import('./overlays/SubscriptionOverlay'),
    premium: () => import('./overlays/PremiumOverlay'),
    // spec §2.3 checkout: card and subscription variants and the success page (?checkout=card|subscription|success)
    checkout: () => import('./overlays/CheckoutOverlay'),
    // reseller rebilling: a client's prices, margins and quotas
    ...rebillingScreens.overlays,
  },
});
