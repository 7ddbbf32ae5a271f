// Bounds of a wallet top-up (checkout/vidaCredit) and of the wallet's other USD amounts, shared so the
// console refuses what the server would (server/wallet/messages.ts reads them from here).
/** the smallest top-up, in USD */
export const MIN_TOPUP_USD = 1;
/** the largest amount of one wallet movement asked for by a user, in USD */
export const MAX_TOPUP_USD = 10_000;
/** Stripe's placeholder for the session id in a success URL; the Demo payments page fills it too. */
export const CHECKOUT_SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** A success URL with the placeholder (or its percent-encoded form) replaced by the session's id. */
export function withCheckoutSessionId(url: string, sessionId: string): string {
  return url.split(CHECKOUT_SESSION_PLACEHOLDER).join(sessionId).split('%7BCHECKOUT_SESSION_ID%7D').join(sessionId);
}

/** Checkout ids a return page will read: Demo payments' and Stripe's; anything else is not looked up. */
export function isCheckoutSessionId(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^(demo_cs_[A-Za-z0-9_-]{1,64}|cs_(test|live)_[A-Za-z0-9]{1,200})$/.test(value);
}

/** A return page polls while the payment settles: every CHECKOUT_POLL_MS, at most CHECKOUT_POLL_TRIES times. */
export const CHECKOUT_POLL_MS = 1_500;
export const CHECKOUT_POLL_TRIES = 20;

export type CheckoutPollState = 'waiting' | 'paid' | 'canceled' | 'gaveUp';

/** Where a polled checkout stands after `reads` reads. */
export function checkoutPollState(status: string | undefined, reads: number): CheckoutPollState {
  if (status === 'paid') return 'paid';
  if (status === 'canceled') return 'canceled';
  return reads >= CHECKOUT_POLL_TRIES ? 'gaveUp' : 'waiting';
}
