// Which payments provider runs: Stripe when STRIPE_SECRET_KEY is set (with STRIPE_WEBHOOK_SECRET for
// its webhooks, STRIPE_API_BASE for tests), else the embedded Demo payments. Chosen once per app.
import { DemoPayments } from './demo';
import type { PaymentsProvider } from './types';

export type { PaymentsProvider } from './types';
export { PaymentsError } from './types';

type Env = Record<string, string | undefined>;
type StripeFactory = (env: Env) => PaymentsProvider;

// the Stripe adapter registers itself here (stripe.ts), so Demo-only code never loads the SDK
let stripeFactory: StripeFactory | undefined;
export function registerStripeFactory(factory: StripeFactory): void {
  stripeFactory = factory;
}

export function selectPayments(env: Env = process.env): PaymentsProvider {
  if (env.STRIPE_SECRET_KEY?.trim()) {
    if (!stripeFactory) throw new Error('STRIPE_SECRET_KEY: the Stripe adapter is not loaded');
    return stripeFactory(env);
  }
  return new DemoPayments();
}
