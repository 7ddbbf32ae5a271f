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
