// The sat → USD rate (spec constants: cache 900 s, fallback 0.00043 USD per sat). The rate and when it
// was fetched live in the database, so every API process uses one fetch per 900 s. The source is
// EXCHANGE_RATE_URL, a JSON endpoint answering either `{ "satToUsd": n }` (USD per sat) or a BTC price
// in USD as `{ "USD": n }`, `{ "bitcoin": { "usd": n } }` (CoinGecko's simple price) or
// `{ "data": { "amount": "n" } }` (Coinbase's spot price). Without a source, or when it fails or says
// something implausible, the fallback is used, and the answer says so.
import { eq } from 'drizzle-orm';
import { EXCHANGE_RATE_CACHE_SECONDS, FALLBACK_USD_PER_SAT, isPlausibleRate, SATS_PER_BTC } from '../../src/shared/money/lightning';
import { exchangeRates } from '../db/schema';
import type { Db } from '../db/store';

export const RATE_PAIR = 'sat_usd';
/** A failed source is asked again after this long, not at every call (each would wait for its timeout). */
export const FAILED_SOURCE_RETRY_SECONDS = 60;
export const EXCHANGE_RATE_TIMEOUT_MS = 5_000;

export interface SatRate {
  /** USD per sat */
  satToUsd: number;
  /** 'source': fetched from EXCHANGE_RATE_URL; 'fallback': the spec's fallback rate */
  origin: 'source' | 'fallback';
  fetchedAt: Date;
}

const num = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** USD per sat from a source's JSON, or undefined when it holds no plausible rate. */
export function rateFromJson(json: unknown): number | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const o = json as Record<string, any>;
  const direct = num(o.satToUsd);
  const btc = num(o.USD) ?? num(o.usd) ?? num(o.bitcoin?.usd) ?? num(o.data?.amount);
  const rate = direct ?? (btc === undefined ? undefined : btc / SATS_PER_BTC);
  return rate !== undefined && isPlausibleRate(rate) ? rate : undefined;
}

async function fetchRate(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(EXCHANGE_RATE_TIMEOUT_MS) });
    if (!response.ok) return undefined;
    return rateFromJson(await response.json());
  } catch {
    return undefined;
  }
}

/** The current rate: the stored one while fresh, else a new fetch (or the fallback) stored for every process. */
export async function satToUsd(db: Db, env: Record<string, string | undefined> = process.env, now = new Date()): Promise<SatRate> {
  const url = env.EXCHANGE_RATE_URL?.trim();
  if (!url) return { satToUsd: FALLBACK_USD_PER_SAT, origin: 'fallback', fetchedAt: now };
  const [stored] = await db.select().from(exchangeRates).where(eq(exchangeRates.pair, RATE_PAIR));
  if (stored) {
    const age = (now.getTime() - stored.fetchedAt.getTime()) / 1000;
    const life = stored.origin === 'source' ? EXCHANGE_RATE_CACHE_SECONDS : FAILED_SOURCE_RETRY_SECONDS;
    if (age >= 0 && age < life) return { satToUsd: stored.usdPerSat, origin: stored.origin as SatRate['origin'], fetchedAt: stored.fetchedAt };
  }
  const fetched = await fetchRate(url);
  const fresh: SatRate = fetched === undefined
    ? { satToUsd: FALLBACK_USD_PER_SAT, origin: 'fallback', fetchedAt: now }
    : { satToUsd: fetched, origin: 'source', fetchedAt: now };
  const row = { pair: RATE_PAIR, usdPerSat: fresh.satToUsd, origin: fresh.origin, fetchedAt: fresh.fetchedAt };
  await db.insert(exchangeRates).values(row).onConflictDoUpdate({ target: exchangeRates.pair, set: row });
  return fresh;
}
