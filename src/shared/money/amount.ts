// A USD amount as people type it ("25", "$1,250.50", " 3.1 "): whole cents between bounds. The wallet's
// add-funds form and the billing checkout's card variant both read amounts with it; each screen words
// the refusal (`AmountRefusal`) in its own messages.
import { MAX_TOPUP_USD, MIN_TOPUP_USD } from './topup';
import { microsToUsd, usdToMicros } from './usd';

export type AmountRefusal = 'required' | 'positive' | 'notANumber' | 'cents' | 'min' | 'max';
export type AmountParse = { micros: bigint; usd: string } | { refusal: AmountRefusal };

export function parseUsdText(text: string, min: number = MIN_TOPUP_USD, max: number = MAX_TOPUP_USD): AmountParse {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,(?=\d{3}(\D|$))/g, '').trim();
  if (!cleaned) return { refusal: 'required' };
  if (/^-/.test(cleaned)) return { refusal: 'positive' };
  // digits only: no exponent ("1e3"), no hex, no second dot
  if (!/^\d{1,12}(\.\d+)?$/.test(cleaned)) return { refusal: 'notANumber' };
  if (/\.\d{3,}$/.test(cleaned) && !/\.\d{2}0+$/.test(cleaned)) return { refusal: 'cents' };
  const micros = usdToMicros(cleaned.replace(/(\.\d{2})0+$/, '$1'));
  if (micros === null) return { refusal: 'notANumber' };
  if (micros <= 0n) return { refusal: 'positive' };
  if (micros < usdToMicros(min)!) return { refusal: 'min' };
  if (micros > usdToMicros(max)!) return { refusal: 'max' };
  return { micros, usd: microsToUsd(micros) };
}
