// Payout rules shared by the console's forms and the server (spec doc 2: payout/paypal and
// payout/paypal/venmo take address and amountUsd; payout/stripe/transferFunds takes amountUsd).
// Pure: no React, no zod.
import { isEmail, EMAIL_MAX_LENGTH } from '../validation';
import { isWholeCents, usdToMicros } from './usd';

export type PayoutMethod = 'paypal' | 'venmo' | 'stripe';
export type PayoutStatus = 'pending' | 'completed' | 'rejected';
export const PAYOUT_STATUSES: readonly PayoutStatus[] = ['pending', 'completed', 'rejected'];

/** Bounds of one payout request, in USD (whole cents). */
export const MIN_PAYOUT_USD = 1;
export const MAX_PAYOUT_USD = 10_000;

export const PAYOUT_ADDRESS_MESSAGES = {
  paypal: 'Enter the email address of a PayPal account',
  venmo: 'Enter a Venmo @username (5 to 30 letters, digits, - or _) or a US phone number',
} as const;

export const PAYOUT_AMOUNT_MESSAGES = {
  notAmount: 'Expected an amount in USD',
  cents: 'At most 2 decimals',
  positive: 'Expected a positive amount',
  min: `At least ${MIN_PAYOUT_USD} USD`,
  max: `At most ${MAX_PAYOUT_USD} USD`,
} as const;

const VENMO_HANDLE = /^@[A-Za-z0-9_-]{5,30}$/;

/**
 * The address as stored (email trimmed and lower-cased, a Venmo phone as +1XXXXXXXXXX, a @handle as
 * typed), or null when it is not one of the method's.
 */
export function normalizePayoutAddress(method: 'paypal' | 'venmo', value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (method === 'paypal') return v.length <= EMAIL_MAX_LENGTH && isEmail(v) ? v.toLowerCase() : null;
  if (VENMO_HANDLE.test(v)) return v;
  // Venmo is US-only: 10 digits, or 11 starting with 1, with the usual separators
  if (!/^\+?[\d\s\-().]{10,20}$/.test(v)) return null;
  const digits = v.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10 || /^[01]/.test(national)) return null;
  return `+1${national}`;
}

/** Why a payout amount is refused (a message of PAYOUT_AMOUNT_MESSAGES), or null when it is fine. */
export function payoutAmountProblem(value: unknown): string | null {
  if (typeof value !== 'number' && typeof value !== 'string') return PAYOUT_AMOUNT_MESSAGES.notAmount;
  if (typeof value === 'string' && value.length > 32) return PAYOUT_AMOUNT_MESSAGES.notAmount;
  const micros = usdToMicros(value);
  if (micros === null) return PAYOUT_AMOUNT_MESSAGES.notAmount;
  if (!isWholeCents(micros)) return PAYOUT_AMOUNT_MESSAGES.cents;
  if (micros <= 0n) return PAYOUT_AMOUNT_MESSAGES.positive;
  if (micros < usdToMicros(MIN_PAYOUT_USD)!) return PAYOUT_AMOUNT_MESSAGES.min;
  if (micros > usdToMicros(MAX_PAYOUT_USD)!) return PAYOUT_AMOUNT_MESSAGES.max;
  return null;
}
