// The Stripe adapter (issue 22 point 2), chosen by STRIPE_SECRET_KEY, through the official SDK.
// STRIPE_API_BASE (tests: the stub tests/server/stripeStub.ts) points the SDK elsewhere than
// api.stripe.com. Every failure becomes a PaymentsError whose message never holds the key.
//
// Prices: Checkout gets `price_data` built from OUR catalogue (src/shared/billing/plans.ts), not
// Stripe Prices looked up by lookup_keys: the catalogue stays the one source of truth, nothing has to
// be set up in the Stripe dashboard first, and a plan's price cannot drift from what the console shows.
// The plan, term and priceKey ride along in metadata, which the webhook reads back.
// Customers: one per organization, found by metadata (customers.search), made on first need; the
// portal and subscription checkouts use it, so no customer id has to be stored on our side.
import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { planById } from '../../../src/shared/billing/plans';
import { registerStripeFactory } from './index';
import { PaymentsError, type CheckoutSession, type ConnectedAccountState, type CreditCheckoutInput, type PaymentsProvider, type SubscriptionCheckoutInput } from './types';

type Env = Record<string, string | undefined>;

/** The metadata key naming our organization on Stripe objects (customers, sessions, subscriptions, accounts). */
export const ACCOUNT_META = 'switchboardAccountId';
const MICROS_PER_CENT = 10_000n;
const DEFAULT_TIMEOUT_MS = 15_000;

/** Whole cents of a micro-dollar amount; a fractional cent or a non-positive amount is refused. */
export function centsOf(amountMicros: bigint, field = 'amount'): number {
  if (amountMicros <= 0n) throw new PaymentsError('refused', `${field}: must be more than 0`);
  if (amountMicros % MICROS_PER_CENT !== 0n) throw new PaymentsError('refused', `${field}: fractional cents are refused`);
  const cents = amountMicros / MICROS_PER_CENT;
  if (cents > 99_999_999n) throw new PaymentsError('refused', `${field}: too large`);
  return Number(cents);
}

// Stripe refuses an Idempotency-Key longer than 255 characters; ours may be 255 before its prefix
const MAX_KEY = 255;
/** Our key for Stripe: `<purpose>:<org>:<caller's key>`, the caller's key hashed when the whole would be too long. */
export function stripeKey(purpose: string, accountId: number, key: string): string {
  const plain = `${purpose}:${accountId}:${key}`;
  return plain.length <= MAX_KEY ? plain : `${purpose}:${accountId}:sha256:${createHash('sha256').update(key).digest('hex')}`;
}

const SECRET = /\b(sk|rk|pk)_(test|live)_[A-Za-z0-9*]+/g;
/** A provider's words with any API key in them blotted out (Stripe echoes a wrong key, partly masked). */
export const scrubKeys = (text: string) => text.replace(SECRET, '[key]');

/** A PaymentsError for whatever the SDK threw: unreachable, declined, or refused (with Stripe's reason, scrubbed). */
export function paymentsErrorOf(error: unknown): PaymentsError {
  if (error instanceof PaymentsError) return error;
  if (error instanceof Stripe.errors.StripeConnectionError) return new PaymentsError('unreachable', 'Stripe could not be reached');
  if (error instanceof Stripe.errors.StripeCardError) return new PaymentsError('declined', scrubKeys(error.message));
  if (error instanceof Stripe.errors.StripeAuthenticationError) return new PaymentsError('refused', 'Stripe refused the API key');
  if (error instanceof Stripe.errors.StripeError) {
    // 5xx and rate limits: Stripe is there but not answering; the caller may retry later
    if ((error.statusCode ?? 0) >= 500 || error instanceof Stripe.errors.StripeRateLimitError) return new PaymentsError('unreachable', 'Stripe is not answering');
    return new PaymentsError('refused', `Stripe: ${scrubKeys(error.message).slice(0, 300)}`);
  }
  return new PaymentsError('unreachable', 'Stripe could not be reached');
}

/** SDK options from the environment: STRIPE_API_BASE (http(s)://host:port), STRIPE_TIMEOUT_MS. */
export function stripeConfig(env: Env): ConstructorParameters<typeof Stripe>[1] {
  const timeout = Number(env.STRIPE_TIMEOUT_MS) > 0 ? Number(env.STRIPE_TIMEOUT_MS) : DEFAULT_TIMEOUT_MS;
  // one retry: the SDK resends with the same Idempotency-Key, so a retried create is still one create
  const config: NonNullable<ConstructorParameters<typeof Stripe>[1]> = { timeout, maxNetworkRetries: 1, appInfo: { name: 'Switchboard' } };
  const base = env.STRIPE_API_BASE?.trim();
  if (base) {
    const url = new URL(base);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.host = url.hostname;
    config.port = url.port || (protocol === 'http' ? 80 : 443);
    config.protocol = protocol;
  }
  return config;
}

/** The fee of a plan for one term, in cents (a year costs ten months, as the catalogue says). */
function planCents(planId: string, term: 'month' | 'year'): { cents: number; name: string } {
  const plan = planById(planId);
  if (!plan) throw new PaymentsError('refused', `planId: ${JSON.stringify(planId)} is not a plan`);
  return { cents: centsOf(BigInt(plan.monthlyFeeMicros) * (term === 'year' ? 10n : 1n), 'price'), name: plan.name };
}

export class StripePayments implements PaymentsProvider {
  readonly kind = 'stripe' as const;
  readonly name = 'Stripe' as const;
  private readonly stripe: Stripe;

  constructor(secretKey: string, env: Env = {}) {
    this.stripe = new Stripe(secretKey, stripeConfig(env));
  }

  /** Runs one SDK call; whatever fails comes out as a PaymentsError. */
  private async call<T>(work: (stripe: Stripe) => Promise<T>): Promise<T> {
    try {
      return await work(this.stripe);
    } catch (error) {
      throw paymentsErrorOf(error);
    }
  }

  /** The organization's Stripe customer: found by metadata, else made once (idempotent per organization). */
  async customerFor(accountId: number): Promise<string> {
    return this.call(async (stripe) => {
      // search lags writes by up to a minute: the create's key keeps a quick second call to the same customer
      const found = await stripe.customers.search({ query: `metadata['${ACCOUNT_META}']:'${accountId}'`, limit: 1 });
      if (found.data[0]) return found.data[0].id;
      const made = await stripe.customers.create({ metadata: { [ACCOUNT_META]: String(accountId) } }, { idempotencyKey: `customer:${accountId}` });
      return made.id;
    });
  }

  async createCreditCheckout(input: CreditCheckoutInput): Promise<CheckoutSession> {
    const cents = centsOf(input.amountMicros);
    const metadata = { [ACCOUNT_META]: String(input.accountId), purpose: 'credit' };
    const session = await this.call((stripe) =>
      stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: String(input.accountId),
          line_items: [{ quantity: 1, price_data: { currency: input.currency, unit_amount: cents, product_data: { name: 'Wallet credit' } } }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata,
          payment_intent_data: { metadata },
        },
        // per organization: two tenants' equal keys must not meet at Stripe
        { idempotencyKey: stripeKey('credit', input.accountId, input.idempotencyKey) },
      ),
    );
    if (!session.url) throw new PaymentsError('refused', 'Stripe returned no checkout URL');
    return { sessionId: session.id, url: session.url };
  }

  async createSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<CheckoutSession> {
    const price = planCents(input.planId, input.term);
    const customer = await this.customerFor(input.accountId);
    const metadata = { [ACCOUNT_META]: String(input.accountId), purpose: 'subscription', planId: input.planId, priceKey: input.priceKey, term: input.term };
    const session = await this.call((stripe) =>
      stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer,
          client_reference_id: String(input.accountId),
          line_items: [
            {
              quantity: 1,
              price_data: { currency: 'usd', unit_amount: price.cents, recurring: { interval: input.term }, product_data: { name: `${price.name} plan`, metadata: { planId: input.planId } } },
            },
          ],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata,
          subscription_data: { metadata },
        },
        input.idempotencyKey ? { idempotencyKey: stripeKey('subscription', input.accountId, input.idempotencyKey) } : {},
      ),
    );
    if (!session.url) throw new PaymentsError('refused', 'Stripe returned no checkout URL');
    return { sessionId: session.id, url: session.url };
  }

  async portalLink(input: { accountId: number; returnUrl: string }): Promise<{ url: string }> {
    const customer = await this.customerFor(input.accountId);
    const portal = await this.call((stripe) => stripe.billingPortal.sessions.create({ customer, return_url: input.returnUrl }));
    return { url: portal.url };
  }

  /** Cancels at once at Stripe (no further invoices); what access remains is our side's call (applySubscriptionEvent). */
  async cancelSubscription(input: { accountId: number; providerSubscriptionId: string }): Promise<void> {
    await this.call(async (stripe) => {
      try {
        // a DELETE is idempotent at Stripe by itself (it ignores keys on DELETE)
        await stripe.subscriptions.cancel(input.providerSubscriptionId);
      } catch (error) {
        // cancelled already (at Stripe, or a retry): the wanted state holds
        if (error instanceof Stripe.errors.StripeInvalidRequestError && /cancel/i.test(error.message) && error.statusCode === 400) return;
        throw error;
      }
    });
  }

  async connectedAccount(externalId: string): Promise<ConnectedAccountState | null> {
    return this.call(async (stripe) => {
      try {
        const account = await stripe.accounts.retrieve(externalId);
        return { id: account.id, payoutsEnabled: account.payouts_enabled === true };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && (error.statusCode === 404 || error.code === 'resource_missing')) return null;
        throw error;
      }
    });
  }

  async connectAccountLink(input: { accountId: number; externalId: string | null; successUrl: string; failureUrl: string }): Promise<{ externalId: string; url: string }> {
    return this.call(async (stripe) => {
      const externalId =
        input.externalId ??
        (await stripe.accounts.create({ type: 'express', metadata: { [ACCOUNT_META]: String(input.accountId) } }, { idempotencyKey: `connect:${input.accountId}` })).id;
      // an expired or revisited link sends the user to refresh_url: our failure landing, from where they start again
      const link = await stripe.accountLinks.create({ account: externalId, type: 'account_onboarding', return_url: input.successUrl, refresh_url: input.failureUrl });
      return { externalId, url: link.url };
    });
  }

  async transfer(input: { destination: string; amountMicros: bigint; idempotencyKey: string; accountId: number }): Promise<{ id: string }> {
    const amount = centsOf(input.amountMicros, 'amountUsd');
    const made = await this.call((stripe) =>
      stripe.transfers.create(
        { amount, currency: 'usd', destination: input.destination, metadata: { [ACCOUNT_META]: String(input.accountId) } },
        { idempotencyKey: stripeKey('transfer', input.accountId, input.idempotencyKey) },
      ),
    );
    return { id: made.id };
  }
}

/** Stripe's default tolerance for a webhook's signed timestamp, in seconds. */
export const WEBHOOK_TOLERANCE_S = 300;
export const SIGNATURE = {
  missing: 'stripe-signature: Missing (Stripe signs every webhook)',
  notConfigured: 'stripe-signature: Cannot be checked: STRIPE_WEBHOOK_SECRET is not set on this server',
  malformed: 'stripe-signature: Malformed (expected t=<timestamp>,v1=<signature>)',
  stale: `stripe-signature: Timestamp outside the tolerance of ${WEBHOOK_TOLERANCE_S} s`,
  mismatch: 'stripe-signature: Does not match the payload',
  badPayload: 'stripe-signature: The signed payload is not a Stripe event',
} as const;

/** A webhook whose signature does not hold: `message` is one of SIGNATURE. */
export class SignatureError extends Error {}

/** The event of a webhook, once its Stripe-Signature is proven (constructEvent, 300 s tolerance). */
export function verifyStripeEvent(raw: string | Buffer, header: string | undefined, secret: string | undefined): { id: string; type: string; data: { object: Record<string, any> } } {
  if (!secret) throw new SignatureError(SIGNATURE.notConfigured);
  if (!header) throw new SignatureError(SIGNATURE.missing);
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(raw, header, secret, WEBHOOK_TOLERANCE_S);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/timestamp outside/i.test(message)) throw new SignatureError(SIGNATURE.stale);
    if (/unable to extract/i.test(message)) throw new SignatureError(SIGNATURE.malformed);
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new SignatureError(SIGNATURE.mismatch);
    // signed, yet not JSON: only whoever holds the secret could send it
    throw new SignatureError(SIGNATURE.badPayload);
  }
  const e = event as { id?: unknown; type?: unknown; data?: { object?: unknown } };
  if (typeof e.id !== 'string' || typeof e.type !== 'string' || typeof e.data?.object !== 'object' || e.data.object === null) throw new SignatureError(SIGNATURE.badPayload);
  return e as { id: string; type: string; data: { object: Record<string, any> } };
}

registerStripeFactory((env) => new StripePayments(env.STRIPE_SECRET_KEY!.trim(), env));
