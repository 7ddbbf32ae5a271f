// The wallet plugin (issue 22 point 5): the Wallet page, the addFunds and withdraw overlays and the
// four post-payment landings (spec doc 1 §2.1: /app/paymentSuccess, /app/paymentCancel,
// /app/stripePayoutConnectSuccess, /app/stripePayoutConnectFailure, routes of whichever account
// view the checkout started from). Labels, paths and permissions are in plugin.manifest.json.
import { definePlugin } from '@kernel/sdk';
import { payoutsResources } from './payouts/resources';

const manages = (p: { canManageBilling: boolean }) => p.canManageBilling;

export default definePlugin({
  id: 'wallet',
  // no list: the wallet's calls as provider methods (api.ts)
  resources: { wallet: { adapter: { load: () => import('./api').then((m) => m.walletAdapter) } }, ...payoutsResources },
  overlays: {
    addFunds: { load: () => import('./overlays/AddFundsOverlay'), canAccess: manages },
    withdraw: { load: () => import('./overlays/WithdrawOverlay'), canAccess: manages },
    // spec §2.3: the balances, the movements, and the wallet at a glance (claim button, super-admin section)
    balances: () => import('./overlays/BalancesOverlay'),
    transactions: () => import('./overlays/TransactionsOverlay'),
    wallet: () => import('./overlays/WalletOverlay'),
  },
  routes: {
    wallet: { load: () => import('./WalletPage') },
    paymentSuccess: { load: () => import('./landings/PaymentSuccessPage') },
    paymentCancel: { load: () => import('./landings/PaymentCancelPage') },
    stripePayoutConnectSuccess: { load: () => import('./landings/ConnectSuccessPage') },
    stripePayoutConnectFailure: { load: () => import('./landings/ConnectFailurePage') },
  },
});
