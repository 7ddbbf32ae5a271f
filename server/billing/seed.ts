// The demo's billing: Acme subscribed to Growth (premium, SMS) through the same entry the payments
// provider uses, its period ending 20 days from now so the usage screen shows a live period.
import type { Db } from '../db/store';
import { applySubscriptionEvent } from './subscriptionEvents';

export async function seedBilling(t: Db, orgs: { acme: number }, now = new Date()): Promise<void> {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 20));
  await applySubscriptionEvent(t, {
    accountId: orgs.acme,
    planId: 'growth',
    status: 'active',
    providerSubscriptionId: 'sub_acme001',
    currentPeriodEnd: end,
    term: 'month',
  });
}
