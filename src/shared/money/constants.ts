// The spec's money constants (doc 2 §9), shared by the console and the server.
export const CURRENCY = 'USD';
export const TOPUP_CURRENCY = 'usd';
export const DEFAULT_COUNTRY = 'US';
export const DEFAULT_TERM = 'month';
/** USD per sat when no exchange rate can be had */
export const FALLBACK_USD_PER_SAT = 0.00043;
/** how long an exchange rate is reused, in seconds */
export const EXCHANGE_RATE_CACHE_SECONDS = 900;
/** the ledger's unit: 1 USD = 1,000,000 micro-dollars */
export const MICROS_PER_USD = 1_000_000n;
