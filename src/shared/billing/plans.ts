// The product catalogue (spec doc 1 §3 "Plan"): one product per plan, each with productItems keyed by
// the usage keys, each item priced by quantity tiers. Prices are micro-dollars per unit (integers,
// like the ledger: 1 USD = 1,000,000). Shared so the console shows the same plans the server sells.

export const USAGE_KEYS = ['number', 'tokens', 'voice', 'advancedVoice', 'outbound-message', 'inbound-message'] as const;
export type UsageKey = (typeof USAGE_KEYS)[number];

export const TERMS = ['month', 'year'] as const;
export type Term = (typeof TERMS)[number];
export const DEFAULT_TERM: Term = 'month';

export interface PricingTier {
  quantityMin: number;
  /** null: no upper bound */
  quantityMax: number | null;
  /** micro-dollars per unit in this tier */
  unitPriceMicros: number;
}

export interface ProductItem {
  key: UsageKey;
  /** what one unit is: 'number' per day owned, 'minute', '1k tokens', 'message' */
  unit: string;
  /** how many of what the runtime meters make one priced unit: 1,000 tokens, else 1 (UNIT_SIZE) */
  unitSize: number;
  type: 'metered';
  pricing: PricingTier[];
}

export interface ProductPlan {
  id: string;
  name: string;
  /** rank in the ladder: the offered plan is the next one up */
  rank: number;
  /** monthly fee in micro-dollars; a year costs ten months */
  monthlyFeeMicros: number;
  premium: boolean;
  smsEnabled: boolean;
  productItems: Record<UsageKey, ProductItem>;
}

const usd = (dollars: number) => Math.round(dollars * 1_000_000);

/**
 * How many metered things make one priced unit, per key: usage counts tokens one by one, but a token's
 * price is per thousand. Everything that prices usage divides by it (usage.ts priceUsage, rebilling.ts
 * rebilledPrice, invoice lines).
 */
export const UNIT_SIZE: Record<UsageKey, number> = {
  number: 1,
  tokens: 1000,
  voice: 1,
  advancedVoice: 1,
  'outbound-message': 1,
  'inbound-message': 1,
};

function items(scale: number): Record<UsageKey, ProductItem> {
  const tiered = (key: UsageKey, unit: string, first: number, next: number, last: number, breaks: [number, number]) => ({
    key,
    unit,
    unitSize: UNIT_SIZE[key],
    type: 'metered' as const,
    pricing: [
      { quantityMin: 1, quantityMax: breaks[0], unitPriceMicros: usd(first * scale) },
      { quantityMin: breaks[0] + 1, quantityMax: breaks[1], unitPriceMicros: usd(next * scale) },
      { quantityMin: breaks[1] + 1, quantityMax: null, unitPriceMicros: usd(last * scale) },
    ],
  });
  return {
    number: tiered('number', 'number-day', 0.05, 0.04, 0.03, [30, 300]),
    tokens: tiered('tokens', '1k tokens', 0.002, 0.0015, 0.001, [1000, 10000]),
    voice: tiered('voice', 'minute', 0.09, 0.07, 0.05, [1000, 10000]),
    advancedVoice: tiered('advancedVoice', 'minute', 0.15, 0.12, 0.1, [1000, 10000]),
    'outbound-message': tiered('outbound-message', 'message', 0.01, 0.008, 0.006, [1000, 10000]),
    'inbound-message': tiered('inbound-message', 'message', 0.005, 0.004, 0.003, [1000, 10000]),
  };
}

export const PLANS: readonly ProductPlan[] = [
  { id: 'starter', name: 'Starter', rank: 1, monthlyFeeMicros: usd(29), premium: false, smsEnabled: false, productItems: items(1) },
  { id: 'growth', name: 'Growth', rank: 2, monthlyFeeMicros: usd(99), premium: true, smsEnabled: true, productItems: items(0.9) },
  { id: 'scale', name: 'Scale', rank: 3, monthlyFeeMicros: usd(299), premium: true, smsEnabled: true, productItems: items(0.8) },
];

export function planById(id: string): ProductPlan | undefined {
  return PLANS.find((p) => p.id === id);
}

/** The plan offered to an org on `currentId`: the next one up; the lowest when it has none; none at the top. */
export function offeredPlan(currentId: string | null | undefined): ProductPlan | null {
  const current = currentId ? planById(currentId) : undefined;
  const sorted = [...PLANS].sort((a, b) => a.rank - b.rank);
  if (!current) return sorted[0] ?? null;
  return sorted.find((p) => p.rank > current.rank) ?? null;
}
