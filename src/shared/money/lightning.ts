// Lightning amounts (spec doc 2 "Wallet, invoices and payouts", constants): sats and USD for the
// invoice screens and the server alike. The ledger counts integer micro-dollars (money contract):
// a sat amount becomes micros at the rate of the moment (usd.ts satsToMicros), rounded the same way
// on both sides.
import { EXCHANGE_RATE_CACHE_SECONDS, FALLBACK_USD_PER_SAT } from './constants';
import { isWholeCents, usdToMicros } from './usd';
import { numberFormat } from '../intl';

export { EXCHANGE_RATE_CACHE_SECONDS, FALLBACK_USD_PER_SAT };
export const SATS_PER_BTC = 100_000_000;

export type LightningUnit = 'USD' | 'sats';
export const LIGHTNING_UNITS: readonly LightningUnit[] = ['USD', 'sats'];

/** Bounds of one invoice or withdrawal: at least 1 sat, at most 0.1 BTC (no wallet top-up is larger). */
export const MIN_INVOICE_SATS = 1;
export const MAX_INVOICE_SATS = 10_000_000;

/** A rate a source may plausibly give (USD per sat): BTC between $100 and $100,000,000. */
export function isPlausibleRate(usdPerSat: number): boolean {
  return Number.isFinite(usdPerSat) && usdPerSat >= 1e-6 && usdPerSat <= 1;
}

/** Micro-dollars → sats at a rate, rounded up: an invoice never asks for less than the dollars it stands for. */
export function microsToSats(micros: bigint, usdPerSat: number): number {
  const ratePerSatMicros = usdPerSat * 1e6;
  // the float division's noise (10.00000000001) must not add a sat: round to 1e-6 sat first
  return Math.ceil(Number((Number(micros) / ratePerSatMicros).toFixed(6)));
}

/** An amount in either unit → sats, or a reason naming what is wrong with it. */
export function amountToSats(amount: number, unit: LightningUnit, usdPerSat: number): { sats: number } | { error: string } {
  if (!Number.isFinite(amount) || amount <= 0) return { error: 'amount: must be a positive number' };
  let sats: number;
  if (unit === 'sats') {
    if (!Number.isSafeInteger(amount)) return { error: 'amount: a whole number of sats' };
    sats = amount;
  } else {
    const micros = usdToMicros(amount);
    if (micros === null || !isWholeCents(micros)) return { error: 'amount: at most 2 decimals (whole cents)' };
    sats = microsToSats(micros, usdPerSat);
  }
  if (sats < MIN_INVOICE_SATS) return { error: `amount: at least ${MIN_INVOICE_SATS} sat` };
  if (sats > MAX_INVOICE_SATS) return { error: `amount: at most ${numberFormat({}, 'en').format(MAX_INVOICE_SATS)} sats` };
  return { sats };
}
