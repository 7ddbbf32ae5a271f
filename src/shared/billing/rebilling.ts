// A reseller's rebilling of one client (issue 22 point 7, beyond the spec): what the API and the
// console's form say (USD per unit, margin in %, quotas) and what the server stores (micro-dollars
// per unit, basis points). One parser for both sides, so the console shows the server's own
// messages before sending, and every refusal names its field.
import { usdToMicros } from '../money/usd';
import { UNIT_SIZE, USAGE_KEYS, type UsageKey } from './plans';

/** Margins above this are refused (1000 % = ten times the platform's price on top of it). */
export const MAX_MARGIN_PERCENT = 1000;
/** A unit price above this (USD per minute, message, number-day or 1k tokens) is a typo, not a price. */
export const MAX_UNIT_PRICE_USD = 1000;
export const MAX_QUOTA = { minutesPerMonth: 10_000_000, maxAgents: 100_000, maxConcurrentCalls: 10_000 } as const;
export type QuotaKey = keyof typeof MAX_QUOTA;
export const QUOTA_KEYS = Object.keys(MAX_QUOTA) as QuotaKey[];

/** One usage key's own setting: a price per unit, or a margin over the platform's price. */
export type KeySetting = { unitPriceUsd: number } | { marginPercent: number };

export interface RebillingSettings {
  /** margin over the platform's price for keys without their own setting; null: none (platform price) */
  marginPercent: number | null;
  keys: Partial<Record<UsageKey, KeySetting>>;
  quotas: Record<QuotaKey, number | null>;
}

/** The stored form (server/db/tables/billing.ts reseller_rebilling). */
export interface StoredRebilling {
  marginBasisPoints: number | null;
  prices: Partial<Record<string, number>>;
  keyMargins: Partial<Record<string, number>>;
  minutesPerMonth: number | null;
  maxAgents: number | null;
  maxConcurrentCalls: number | null;
}

export const EMPTY_SETTINGS: RebillingSettings = {
  marginPercent: null,
  keys: {},
  quotas: { minutesPerMonth: null, maxAgents: null, maxConcurrentCalls: null },
};

export const REBILLING_ERRORS = {
  margin: `Expected a margin in % from 0 to ${MAX_MARGIN_PERCENT}, with at most 2 decimals`,
  unitPrice: `Expected a price in USD per unit from 0 to ${MAX_UNIT_PRICE_USD}, with at most 6 decimals`,
  unknownKey: `Unknown usage key (expected one of ${USAGE_KEYS.join(', ')})`,
  both: 'Set either unitPriceUsd or marginPercent for a usage key, not both',
  neither: 'Expected unitPriceUsd or marginPercent',
  quota: (max: number) => `Expected a whole number from 0 to ${max}, or null for no quota`,
  object: 'Expected an object',
  unknownField: 'Unknown field',
} as const;

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };
const bad = (field: string, message: string): { ok: false; error: string } => ({ ok: false, error: `${field}: ${message}` });
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
// a number with more than 6 decimals would be rounded silently by usdToMicros (1e-7 → 0): refused
const numeric = (v: unknown): v is number | string =>
  (typeof v === 'number' && Number.isFinite(v) && Math.abs(v * 1e6 - Math.round(v * 1e6)) < 1e-3) || (typeof v === 'string' && v.trim() !== '' && v.length <= 24);

/** A margin in % as basis points, or null when it is not one (negative, NaN, > 1000 %, 3 decimals). */
export function marginBasisPoints(v: unknown): number | null {
  if (!numeric(v)) return null;
  const micros = usdToMicros(v); // the same decimal reading: "25.5" → 25_500_000
  if (micros === null || micros < 0n || micros > BigInt(MAX_MARGIN_PERCENT) * 1_000_000n || micros % 10_000n !== 0n) return null;
  return Number(micros / 10_000n);
}

/** A unit price in USD as micro-dollars per unit, or null when it is not one. */
export function unitPriceMicros(v: unknown): number | null {
  if (!numeric(v)) return null;
  const micros = usdToMicros(v);
  if (micros === null || micros < 0n || micros > BigInt(MAX_UNIT_PRICE_USD) * 1_000_000n) return null;
  return Number(micros);
}

function parseKeys(raw: unknown): Parsed<Pick<StoredRebilling, 'prices' | 'keyMargins'>> {
  const prices: Record<string, number> = {};
  const keyMargins: Record<string, number> = {};
  if (raw === undefined || raw === null) return { ok: true, value: { prices, keyMargins } };
  if (!isObject(raw)) return bad('keys', REBILLING_ERRORS.object);
  for (const [key, setting] of Object.entries(raw)) {
    const field = `keys.${key}`;
    if (!(USAGE_KEYS as readonly string[]).includes(key)) return bad(field, REBILLING_ERRORS.unknownKey);
    if (setting === null || setting === undefined) continue;
    if (!isObject(setting)) return bad(field, REBILLING_ERRORS.object);
    const extra = Object.keys(setting).find((k) => k !== 'unitPriceUsd' && k !== 'marginPercent');
    if (extra) return bad(`${field}.${extra}`, REBILLING_ERRORS.unknownField);
    const hasPrice = setting.unitPriceUsd !== undefined && setting.unitPriceUsd !== null;
    const hasMargin = setting.marginPercent !== undefined && setting.marginPercent !== null;
    if (hasPrice && hasMargin) return bad(field, REBILLING_ERRORS.both);
    if (hasPrice) {
      const micros = unitPriceMicros(setting.unitPriceUsd);
      if (micros === null) return bad(`${field}.unitPriceUsd`, REBILLING_ERRORS.unitPrice);
      prices[key] = micros;
    } else if (hasMargin) {
      const bp = marginBasisPoints(setting.marginPercent);
      if (bp === null) return bad(`${field}.marginPercent`, REBILLING_ERRORS.margin);
      keyMargins[key] = bp;
    } else return bad(field, REBILLING_ERRORS.neither);
  }
  return { ok: true, value: { prices, keyMargins } };
}

function parseQuotas(raw: unknown): Parsed<Pick<StoredRebilling, QuotaKey>> {
  const out: Record<QuotaKey, number | null> = { minutesPerMonth: null, maxAgents: null, maxConcurrentCalls: null };
  if (raw === undefined || raw === null) return { ok: true, value: out };
  if (!isObject(raw)) return bad('quotas', REBILLING_ERRORS.object);
  for (const [key, v] of Object.entries(raw)) {
    if (!(QUOTA_KEYS as string[]).includes(key)) return bad(`quotas.${key}`, REBILLING_ERRORS.unknownField);
    const max = MAX_QUOTA[key as QuotaKey];
    if (v === null || v === undefined) continue;
    const n = typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > max) return bad(`quotas.${key}`, REBILLING_ERRORS.quota(max));
    out[key as QuotaKey] = n;
  }
  return { ok: true, value: out };
}

/** The whole setting of one client (PUT replaces it): the stored form, or the first problem naming its field. */
export function parseRebilling(input: unknown): Parsed<StoredRebilling> {
  if (!isObject(input)) return { ok: false, error: REBILLING_ERRORS.object };
  const extra = Object.keys(input).find((k) => k !== 'marginPercent' && k !== 'keys' && k !== 'quotas');
  if (extra) return bad(extra, REBILLING_ERRORS.unknownField);
  let margin: number | null = null;
  if (input.marginPercent !== undefined && input.marginPercent !== null) {
    margin = marginBasisPoints(input.marginPercent);
    if (margin === null) return bad('marginPercent', REBILLING_ERRORS.margin);
  }
  const keys = parseKeys(input.keys);
  if (!keys.ok) return keys;
  const quotas = parseQuotas(input.quotas);
  if (!quotas.ok) return quotas;
  return { ok: true, value: { marginBasisPoints: margin, ...keys.value, ...quotas.value } };
}

/** The API's form of a stored setting (null: none yet). */
export function settingsOf(row: StoredRebilling | null): RebillingSettings {
  if (!row) return EMPTY_SETTINGS;
  const keys: Partial<Record<UsageKey, KeySetting>> = {};
  for (const key of USAGE_KEYS) {
    const price = row.prices[key];
    const margin = row.keyMargins[key];
    if (typeof price === 'number') keys[key] = { unitPriceUsd: price / 1_000_000 };
    else if (typeof margin === 'number') keys[key] = { marginPercent: margin / 100 };
  }
  return {
    marginPercent: row.marginBasisPoints === null ? null : row.marginBasisPoints / 100,
    keys,
    quotas: { minutesPerMonth: row.minutesPerMonth, maxAgents: row.maxAgents, maxConcurrentCalls: row.maxConcurrentCalls },
  };
}

/**
 * The client's price for `quantity` metered things of `key` given the platform's cost (micro-dollars):
 * the key's unit price (per unit of UNIT_SIZE things: 1,000 tokens), else its margin, else the default
 * margin, else the platform's cost.
 */
export function rebilledPrice(row: Pick<StoredRebilling, 'prices' | 'keyMargins' | 'marginBasisPoints'> | null, key: string, quantity: number, platformCost: bigint): bigint {
  if (!row) return platformCost;
  const unit = row.prices[key];
  if (typeof unit === 'number' && Number.isFinite(unit) && unit >= 0) return BigInt(Math.round((unit * quantity) / (UNIT_SIZE[key as UsageKey] ?? 1)));
  const bp = row.keyMargins?.[key] ?? row.marginBasisPoints;
  if (typeof bp === 'number') return (platformCost * BigInt(10_000 + bp) + 5_000n) / 10_000n;
  return platformCost;
}
