// The payments provider (money contract): Demo payments (embedded, deterministic) or Stripe (the
// official SDK, STRIPE_SECRET_KEY). Routes never know which runs; the console shows `name`.
export type PaymentsKind = 'demo' | 'stripe';

export interface CreditCheckoutInput {
  accountId: number;
  amountMicros: bigint;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface SubscriptionCheckoutInput {
  accountId: number;
  planId: string;
  priceKey: string;
  term: 'month' | 'year';
  successUrl: string;
  cancelUrl: string;
  idempotencyKey?: string;
}

export interface CheckoutSession {
  url: string;
  sessionId: string;
}

export interface ConnectedAccountState {
  id: string;
  /** the provider lets it receive transfers (onboarding finished) */
  payoutsEnabled: boolean;
}

export interface PaymentsProvider {
  readonly kind: PaymentsKind;
  readonly name: 'Demo payments' | 'Stripe';
  /** `publicOrigin`: where this server is reached (the demo's checkout page lives here) */
  createCreditCheckout(input: CreditCheckoutInput, publicOrigin: string): Promise<CheckoutSession>;
  createSubscriptionCheckout(input: SubscriptionCheckoutInput, publicOrigin: string): Promise<CheckoutSession>;
  portalLink(input: { accountId: number; returnUrl: string }, publicOrigin: string): Promise<{ url: string }>;
  cancelSubscription(input: { accountId: number; providerSubscriptionId: string }): Promise<void>;
  /** the connected account's state, or null when the provider knows it not */
  connectedAccount(externalId: string): Promise<ConnectedAccountState | null>;
  /** creates a connected account for `accountId` (when `externalId` is null) and an onboarding link */
  connectAccountLink(input: { accountId: number; externalId: string | null; successUrl: string; failureUrl: string }, publicOrigin: string): Promise<{ externalId: string; url: string }>;
  /** sends money to a connected account once per idempotency key; the provider's transfer id */
  transfer(input: { destination: string; amountMicros: bigint; idempotencyKey: string; accountId: number }): Promise<{ id: string }>;
}

/** A refusal of the provider the client may be told about (never with the secret key). */
export class PaymentsError extends Error {
  constructor(
    readonly code: 'declined' | 'unreachable' | 'refused' | 'not_connected',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentsError';
  }
}
