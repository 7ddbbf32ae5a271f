// The payouts forms' pure rules: which field is wrong and why (the shared rules the server applies
// too), the amount as people read it, and the server's refusals mapped to a field.
import { formatUsd, usdToMicros } from '../../../shared/money';
import { normalizePayoutAddress, PAYOUT_ADDRESS_MESSAGES, PAYOUT_AMOUNT_MESSAGES, payoutAmountProblem } from '../../../shared/money/payouts';
import { payoutMessages as m } from './messages';

export type PayoutField = 'address' | 'amount';
export type PayoutErrors = Partial<Record<PayoutField, string>>;

/** The form's errors (empty when it may be sent); `method` 'stripe' has no address. */
export function payoutFormErrors(method: 'paypal' | 'venmo' | 'stripe', address: string, amount: string): PayoutErrors {
  const errors: PayoutErrors = {};
  if (method !== 'stripe') {
    if (!address.trim()) errors.address = m.validation.required;
    else if (normalizePayoutAddress(method, address) === null) errors.address = m.validation.address[method];
  }
  if (!amount.trim()) errors.amount = m.validation.required;
  else {
    const problem = payoutAmountProblem(amount.trim());
    if (problem) errors.amount = sharedRefusalText(problem);
  }
  return errors;
}

/** The shared rules' (English) refusal in the page's language: the same key of the messages. */
function sharedRefusalText(problem: string): string {
  const amount = (Object.keys(PAYOUT_AMOUNT_MESSAGES) as (keyof typeof PAYOUT_AMOUNT_MESSAGES)[]).find((k) => PAYOUT_AMOUNT_MESSAGES[k] === problem);
  if (amount) return m.validation.amount[amount];
  const address = (Object.keys(PAYOUT_ADDRESS_MESSAGES) as (keyof typeof PAYOUT_ADDRESS_MESSAGES)[]).find((k) => PAYOUT_ADDRESS_MESSAGES[k] === problem);
  return address ? m.validation.address[address] : problem;
}

/** "12.5" → "$12.50" (text that is no amount stays as typed). */
export function amountLabel(amountUsd: string): string {
  const micros = usdToMicros(amountUsd.trim());
  return micros === null ? amountUsd : formatUsd(micros);
}

/** A server refusal naming amountUsd or address → that form field and the message after the colon. */
export function fieldOfRefusal(message: string): { field: PayoutField; message: string } | null {
  const match = /^(amountUsd|address): (.+)$/s.exec(message);
  if (!match) return null;
  return { field: match[1] === 'address' ? 'address' : 'amount', message: sharedRefusalText(match[2]) };
}

/** The operator's queue without a (live) super-admin token. */
export function isAdminTokenRefusal(error: unknown): boolean {
  const { status } = (error ?? {}) as { status?: unknown };
  return status === 401;
}
