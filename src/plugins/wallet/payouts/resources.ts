// What the wallet's module.ts spreads into its resources so the payouts panel and queue reach their
// calls: `resources: { ...payoutsResources, ... }` (and 'payouts' in the manifest entry's resources).
// No list screen: the panel and the queue live on the wallet screen.
export const payoutsResources = {
  payouts: { adapter: { load: () => import('./api').then((m) => m.payoutsAdapter) } },
};
