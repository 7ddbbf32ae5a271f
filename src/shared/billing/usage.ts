// Usage rules shared by the server's stats/usage and the console's billing screen (spec doc 2
// constants): the pricing tier lookup (usage count plus one against quantityMin and quantityMax, the
// last tier as fallback), a day's cost, and the billing period's timeline padded with zeros for 30
// days after its first date, sorted by date, timestamps in seconds turned to ISO.
import { USAGE_KEYS, type PricingTier, type ProductItem, type ProductPlan, type UsageKey } from './plans';

export type UsageCounts = Record<UsageKey, number>;

export interface UsagePoint extends UsageCounts {
  /** ISO date-time of the day's start (UTC) */
  date: string;
  /** the same instant in seconds */
  timestamp: number;
  /** per key, USD (giveCosts) */
  costs?: UsageCounts;
  /** all keys together, USD (combineCosts) */
  cost?: number;
}

export const PADDED_DAYS = 30;
const DAY_MS = 86_400_000;

export const zeroCounts = (): UsageCounts => Object.fromEntries(USAGE_KEYS.map((k) => [k, 0])) as UsageCounts;

/** The tier `count` units fall in: count + 1 within [quantityMin, quantityMax]; the last tier otherwise. */
export function tierFor(tiers: readonly PricingTier[], count: number): PricingTier | undefined {
  const n = count + 1;
  return tiers.find((t) => n >= t.quantityMin && (t.quantityMax === null || n <= t.quantityMax)) ?? tiers[tiers.length - 1];
}

/**
 * Micro-dollars for `quantity` metered things (tokens, minutes…) of an item, priced at the tier of the
 * usage already counted in the period. Tiers and prices are per unit of `unitSize` things (1,000
 * tokens), so both counts are divided by it.
 */
export function priceUsage(item: Pick<ProductItem, 'pricing' | 'unitSize'>, quantity: number, countedBefore = 0): number {
  if (!(quantity > 0)) return 0;
  const size = item.unitSize > 0 ? item.unitSize : 1;
  const tier = tierFor(item.pricing, Math.floor(countedBefore / size));
  return tier ? Math.round((quantity * tier.unitPriceMicros) / size) : 0;
}

/** A time as seconds or ISO/Date → ISO (the spec's "timestamps in seconds converted to ISO"). */
export function toIso(value: number | string | Date): string {
  if (typeof value === 'number') return new Date(value * 1000).toISOString();
  return new Date(value).toISOString();
}

const dayStart = (value: number | string | Date) => {
  const ms = new Date(toIso(value)).getTime();
  return ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);
};

/**
 * The current billing period's timeline: every day from `firstDate` for `days` days, a point with
 * zeros where nothing was used, and the points found (any day, kept) sorted by date.
 */
export function padUsage<T extends { date?: string; timestamp?: number }>(
  points: readonly T[],
  firstDate: number | string | Date,
  days = PADDED_DAYS,
): (UsagePoint | (T & { date: string; timestamp: number }))[] {
  const byDay = new Map<number, T & { date: string; timestamp: number }>();
  for (const p of points) {
    const day = dayStart(p.timestamp !== undefined ? p.timestamp : (p.date ?? 0));
    byDay.set(day, { ...p, date: new Date(day).toISOString(), timestamp: day / 1000 });
  }
  const start = dayStart(firstDate);
  for (let i = 0; i < days; i++) {
    const day = start + i * DAY_MS;
    if (!byDay.has(day)) byDay.set(day, { ...zeroCounts(), date: new Date(day).toISOString(), timestamp: day / 1000 } as T & UsagePoint);
  }
  return [...byDay.entries()].sort((a, b) => a[0] - b[0]).map(([, p]) => p);
}

/**
 * Costs of a series of days on a plan: tiers advance with the usage counted since the period began.
 * Costs are USD with 2 decimals for display; `totalMicros` stays exact.
 */
export function costSeries(
  plan: ProductPlan,
  points: readonly (UsageCounts & { date: string; timestamp: number })[],
  options: { giveCosts: boolean; combineCosts: boolean },
): { points: UsagePoint[]; totalMicros: number; totals: UsageCounts } {
  const counted = zeroCounts();
  let totalMicros = 0;
  const out = points.map((p) => {
    const costs = zeroCounts();
    let day = 0;
    for (const key of USAGE_KEYS) {
      const micros = priceUsage(plan.productItems[key], p[key], counted[key]);
      counted[key] += p[key];
      costs[key] = micros / 1_000_000;
      day += micros;
    }
    totalMicros += day;
    const point: UsagePoint = { ...pick(p), date: p.date, timestamp: p.timestamp };
    if (options.giveCosts) point.costs = roundCosts(costs);
    if (options.combineCosts) point.cost = round2(day / 1_000_000);
    return point;
  });
  return { points: out, totalMicros, totals: counted };
}

const round2 = (usd: number) => Math.round(usd * 100) / 100;
const roundCosts = (c: UsageCounts) => Object.fromEntries(USAGE_KEYS.map((k) => [k, round2(c[k])])) as UsageCounts;
const pick = (p: UsageCounts) => Object.fromEntries(USAGE_KEYS.map((k) => [k, p[k]])) as UsageCounts;
