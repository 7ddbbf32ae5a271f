// The checkout overlay's pure rules (spec doc 1 §2.3 checkout: a card payment variant, a subscription
// variant and a success page): which variant a `?checkout=` value opens and the return URLs handed to
// the provider. Session ids and polling are the money helpers' (src/shared/money/topup.ts).
import { CHECKOUT_SESSION_PLACEHOLDER } from '../../../shared/money/topup';

export type CheckoutVariant = 'choose' | 'card' | 'subscription' | 'success' | 'canceled';
const VARIANTS: readonly CheckoutVariant[] = ['card', 'subscription', 'success', 'canceled'];

/** `?checkout=card|subscription|success|canceled`; anything else ('true') lets the user choose. */
export const checkoutVariant = (value: string): CheckoutVariant => ((VARIANTS as readonly string[]).includes(value) ? (value as CheckoutVariant) : 'choose');

export const SESSION_PARAM = 'session_id';
export const PLAN_PARAM = 'productPlanId';
/** the query parameters the overlay owns, removed when it closes */
export const CHECKOUT_PARAMS = [SESSION_PARAM, PLAN_PARAM, 'term'];

/** The provider returns to this page with the overlay open on its success page (session id filled in) or its cancel note. */
export function checkoutReturns(pathHref: string): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: `${pathHref}?checkout=success&${SESSION_PARAM}=${CHECKOUT_SESSION_PLACEHOLDER}`,
    cancelUrl: `${pathHref}?checkout=canceled`,
  };
}
