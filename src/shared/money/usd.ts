// USD ↔ micro-dollars and the spec's number formats (USD with 2 decimals, compact numbers).
// Amounts are converted through their decimal text, never by float multiplication (0.29 * 1e6 is
// 289999.99999999994).
import { FALLBACK_USD_PER_SAT, MICROS_PER_USD } from './constants';
import { formatCurrency } from '../intl';

const DECIMAL = /^(-)?(\d{1,15})(?:\.(\d{1,6}))?$/;

/** A USD amount (number or decimal text, at most 6 decimals) in micro-dollars; null when it is not one. */
export function usdToMicros(usd: number | string): bigint | null {
  if (typeof usd === 'number' && !Number.isFinite(usd)) return null;
  const text = typeof usd === 'number' ? numberText(usd) : usd.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, minus, whole, fraction = ''] = match;
  const micros = BigInt(whole) * MICROS_PER_USD + BigInt(fraction.padEnd(6, '0'));
  return minus ? -micros : micros;
}

function numberText(n: number): string {
  // toFixed avoids exponent notation; a float is trusted to 6 decimals, more is noise of its binary form
  const fixed = n.toFixed(6).replace(/\.?0+$/, '');
  return fixed === '-0' ? '0' : fixed;
}

/** Whether a USD amount has at most 2 decimals (whole cents). */
export function isWholeCents(micros: bigint): boolean {
  return micros % 10_000n === 0n;
}

/** Micro-dollars as USD text with 2 decimals, rounded half away from zero: 1234567n → "1.23". */
export function microsToUsd(micros: bigint): string {
  const negative = micros < 0n;
  const abs = negative ? -micros : micros;
  const cents = (abs + 5_000n) / 10_000n;
  const text = `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
  return negative && cents !== 0n ? `-${text}` : text;
}

/** Micro-dollars as a number of USD (for charts and sums shown to people, not for the books). */
export function microsToUsdNumber(micros: bigint): number {
  return Number(microsToUsd(micros));
}

/** The spec's currency format: USD with 2 decimals and thousands separators, e.g. "$1,234.50" (in the page's locale: "1 234,50 $US" in French). */
export function formatUsd(amount: bigint | number): string {
  const usd = typeof amount === 'bigint' ? microsToUsdNumber(amount) : amount;
  return formatCurrency(usd);
}

/** The spec's compact numbers: k from 1000, M from 1e6, one decimal ("1.5k", "2M", "999"). */
export function formatCompact(n: number): string {
  const abs = Math.abs(n);
  const sign = n < 0 ? '-' : '';
  const oneDecimal = (v: number) => (Math.round(v * 10) / 10).toFixed(1).replace(/\.0$/, '');
  if (abs >= 1e6) return `${sign}${oneDecimal(abs / 1e6)}M`;
  if (abs >= 1000) {
    const k = oneDecimal(abs / 1000);
    return k === '1000' ? `${sign}1M` : `${sign}${k}k`;
  }
  return `${sign}${oneDecimal(abs)}`;
}

/** Sats at a USD-per-sat rate in micro-dollars, rounded to the nearest micro-dollar (exact for any
 *  amount below 2^53 / 1e6 USD, far above what a refund or an invoice may be). */
export function satsToMicros(sats: number | bigint, usdPerSat: number = FALLBACK_USD_PER_SAT): bigint {
  return BigInt(Math.round(Number(sats) * usdPerSat * 1e6));
}
