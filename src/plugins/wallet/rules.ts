// The wallet's pure rules: amounts typed by people (USD, whole cents, bounded), how movements and
// rates are shown, which checkout session ids a landing accepts, and when a landing stops polling.
import { formatUsd, MAX_TOPUP_USD, MIN_TOPUP_USD, usdToMicros } from '../../shared/money';
import { parseUsdText } from '../../shared/money/amount';
import { CHECKOUT_POLL_MS, CHECKOUT_POLL_TRIES, checkoutPollState, isCheckoutSessionId, type CheckoutPollState } from '../../shared/money/topup';
import { amountToSats, microsToSats } from '../../shared/money/lightning';
import { KIND_LABELS, messages } from './messages';
import { formatNumber } from '../../shared/intl';

export type AmountCheck = { micros: bigint; usd: string } | { error: string };

/** A USD amount as typed ("25", "$1,250.50", " 3.1 "): whole cents between the bounds, or the reason. */
export function parseUsdAmount(text: string, min: number = MIN_TOPUP_USD, max: number = MAX_TOPUP_USD): AmountCheck {
  const parsed = parseUsdText(text, min, max);
  return 'refusal' in parsed ? { error: messages.amount[parsed.refusal] } : parsed;
}

/** A signed movement for people: "+$25.00", "−$3.10". */
export function signedUsd(amountUsd: string): string {
  const micros = usdToMicros(amountUsd) ?? 0n;
  const abs = formatUsd(micros < 0n ? -micros : micros);
  return micros < 0n ? `−${abs}` : `+${abs}`;
}

/** USD text from the server ("12.50") as the spec's currency format ("$12.50"); nonsense reads $0.00. */
export function usdText(amountUsd: string | null | undefined): string {
  return formatUsd((amountUsd != null && usdToMicros(amountUsd)) || 0n);
}

export const kindLabel = (kind: string): string => KIND_LABELS[kind] ?? kind;

/** A balance in sats at a rate (USD per sat), with thousands separators; null without a usable rate. */
export function satsText(amountUsd: string, usdPerSat: number | null | undefined): string | null {
  const micros = usdToMicros(amountUsd);
  if (micros === null || !usdPerSat || !Number.isFinite(usdPerSat) || usdPerSat <= 0) return null;
  const negative = micros < 0n;
  const sats = microsToSats(negative ? -micros : micros, usdPerSat);
  return `${negative ? '−' : ''}${formatNumber(sats)}`;
}

/** A rate without float noise or exponent notation: 0.00043 → "0.00043". */
export function rateText(usdPerSat: number): string {
  return usdPerSat.toFixed(8).replace(/0+$/, '').replace(/\.$/, '');
}

/** Checkout ids a landing will read: Demo payments' and Stripe's; anything else is not looked up. */
export { isCheckoutSessionId };

export const SESSION_QUERY = 'session_id';

/** The success URL handed to checkout: this account view's landing, the session id filled in by the provider. */
export function successUrlFor(landingHref: string): string {
  return `${landingHref}?${SESSION_QUERY}={CHECKOUT_SESSION_ID}`;
}

/** The landing polls while the payment settles: every POLL_MS, at most POLL_TRIES times. */
export const LANDING_POLL_MS = CHECKOUT_POLL_MS;
export const LANDING_POLL_TRIES = CHECKOUT_POLL_TRIES;
export const INVOICE_POLL_MS = 3_000;

export type LandingState = CheckoutPollState;

export const landingState = checkoutPollState;

/** A BOLT11 invoice as pasted (spaces, a "lightning:" prefix): the bare invoice, lower case. */
export function bareInvoice(text: string): string {
  return text.trim().replace(/^lightning:/i, '').replace(/\s+/g, '').toLowerCase();
}

/** A lightning top-up amount as typed, in USD (whole cents) or sats (whole), within the invoice bounds. */
export function parseLightningAmount(text: string, unit: 'USD' | 'sats', usdPerSat: number): { amount: number } | { error: string } {
  if (unit === 'USD') {
    const usd = parseUsdAmount(text, 0.01, MAX_TOPUP_USD);
    if ('error' in usd) return usd;
    const sats = amountToSats(Number(usd.usd), 'USD', usdPerSat);
    return 'error' in sats ? { error: sats.error.replace(/^amount: /, '') } : { amount: Number(usd.usd) };
  }
  const cleaned = text.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  if (!cleaned) return { error: messages.amount.required };
  if (!/^\d{1,12}$/.test(cleaned)) return { error: messages.lightning.wholeSats };
  const sats = amountToSats(Number(cleaned), 'sats', usdPerSat);
  return 'error' in sats ? { error: sats.error.replace(/^amount: /, '') } : { amount: sats.sats };
}

/** A checkout URL the console may send the browser to: http(s) only, never javascript: or data:. */
export function isSafeCheckoutUrl(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}

/** The server names the field a refusal is about ("amount: At least 1 USD"): the message without it. */
export function fieldMessage(message: string, field: string): string | null {
  return message.startsWith(`${field}: `) ? message.slice(field.length + 2) : null;
}
