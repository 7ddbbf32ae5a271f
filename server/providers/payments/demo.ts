// Demo payments: the embedded default. Checkout is a page this server serves (/pay/demo/<session>,
// server/areas/wallet/demoPay.ts) where the test cards decide; Connect onboarding is a page that
// sends the user straight to the success landing; transfers always succeed. Nothing leaves the machine.
import { createHash, randomBytes } from 'node:crypto';
import type { PaymentsProvider } from './types';

export const DEMO_PAY_PATH = '/pay/demo';
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

export class DemoPayments implements PaymentsProvider {
  readonly kind = 'demo' as const;
  readonly name = 'Demo payments' as const;

  async createCreditCheckout(_input: Parameters<PaymentsProvider['createCreditCheckout']>[0], publicOrigin: string) {
    const sessionId = id('demo_cs');
    return { sessionId, url: `${publicOrigin}${DEMO_PAY_PATH}/${sessionId}` };
  }

  async createSubscriptionCheckout(_input: Parameters<PaymentsProvider['createSubscriptionCheckout']>[0], publicOrigin: string) {
    const sessionId = id('demo_cs');
    return { sessionId, url: `${publicOrigin}${DEMO_PAY_PATH}/${sessionId}` };
  }

  async portalLink(input: { accountId: number; returnUrl: string }) {
    // no portal in the demo: back where the user came from
    return { url: input.returnUrl };
  }

  async cancelSubscription(): Promise<void> {}

  async connectedAccount(externalId: string) {
    return { id: externalId, payoutsEnabled: true };
  }

  async connectAccountLink(input: { accountId: number; externalId: string | null; successUrl: string }) {
    return { externalId: input.externalId ?? `demo_acct_${input.accountId}`, url: input.successUrl };
  }

  async transfer(input: { idempotencyKey: string }) {
    // the same key names the same transfer, as Stripe's Idempotency-Key does
    return { id: `demo_tr_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}` };
  }
}
