// The spec's pricing tier lookup and the billing period's padding (src/shared/billing/usage.ts).
import { describe, expect, it } from 'vitest';
import { PLANS, offeredPlan, type PricingTier } from '../../src/shared/billing/plans';
import { costSeries, padUsage, priceUsage, tierFor, toIso, zeroCounts } from '../../src/shared/billing/usage';

const tiers: PricingTier[] = [
  { quantityMin: 1, quantityMax: 10, unitPriceMicros: 100 },
  { quantityMin: 11, quantityMax: 100, unitPriceMicros: 50 },
  { quantityMin: 101, quantityMax: 200, unitPriceMicros: 20 },
];

describe('tierFor: usage count plus one against quantityMin and quantityMax', () => {
  it.each([
    [0, 100], // 0 + 1 = 1: first tier
    [9, 100], // 10: still first
    [10, 50], // 11: second
    [99, 50],
    [100, 20],
    [199, 20], // 200: last bounded
    [200, 20], // 201 fits none: the last tier is the fallback
    [1_000_000, 20],
  ])('count %i → %i micros per unit', (count, price) => {
    expect(tierFor(tiers, count)?.unitPriceMicros).toBe(price);
  });

  it('an open-ended tier takes everything above it; no tiers, no tier', () => {
    const open: PricingTier[] = [{ quantityMin: 1, quantityMax: 5, unitPriceMicros: 9 }, { quantityMin: 6, quantityMax: null, unitPriceMicros: 3 }];
    expect(tierFor(open, 5)?.unitPriceMicros).toBe(3);
    expect(tierFor(open, 4)?.unitPriceMicros).toBe(9);
    expect(tierFor([], 3)).toBeUndefined();
  });

  it('priceUsage prices the quantity at the tier of what was counted before; nothing for 0 or junk', () => {
    const item = { pricing: tiers, unitSize: 1 };
    expect(priceUsage(item, 3)).toBe(300);
    expect(priceUsage(item, 3, 10)).toBe(150);
    expect(priceUsage(item, 0)).toBe(0);
    expect(priceUsage(item, -4)).toBe(0);
    expect(priceUsage(item, Number.NaN)).toBe(0);
  });

  it('tokens are priced per 1,000: the price and the tier both count thousands', () => {
    const starter = PLANS.find((p) => p.id === 'starter')!.productItems.tokens;
    expect(starter.unit).toBe('1k tokens');
    expect(starter.unitSize).toBe(1000);
    // $0.002 per 1k tokens on the first tier: 1,500 tokens cost 3,000 micro-dollars, not 1,500 × $0.002
    expect(priceUsage(starter, 1500)).toBe(3000);
    expect(priceUsage(starter, 1)).toBe(2);
    // 1,000k tokens already counted: the second tier ($0.0015 per 1k)
    expect(priceUsage(starter, 2000, 1_000_000)).toBe(3000);
    expect(priceUsage(starter, 2000, 999_999)).toBe(4000);
  });
});

describe('padUsage: 30 days after the first date, zeros, sorted by date, ISO', () => {
  it('fills the missing days and keeps the found ones in order', () => {
    const first = Date.UTC(2026, 10, 3) / 1000; // seconds
    const found = [
      { ...zeroCounts(), voice: 7, timestamp: first + 5 * 86400 + 3600 },
      { ...zeroCounts(), tokens: 2, timestamp: first },
    ];
    const out = padUsage(found, first);
    expect(out).toHaveLength(30);
    expect(out[0]).toMatchObject({ date: '2026-11-03T00:00:00.000Z', tokens: 2 });
    expect(out[5]).toMatchObject({ date: '2026-11-08T00:00:00.000Z', voice: 7 });
    expect(out[29]!.date).toBe('2026-12-02T00:00:00.000Z');
    expect(out[1]).toMatchObject({ voice: 0, tokens: 0, number: 0, 'inbound-message': 0 });
    const dates = out.map((p) => p.date);
    expect([...dates].sort()).toEqual(dates);
  });

  it('keeps a day outside the window, and turns seconds into ISO', () => {
    const out = padUsage([{ ...zeroCounts(), voice: 1, timestamp: Date.UTC(2027, 0, 20) / 1000 }], '2026-11-03T10:00:00Z');
    expect(out).toHaveLength(31);
    expect(out.at(-1)!.date).toBe('2027-01-20T00:00:00.000Z');
    expect(toIso(0)).toBe('1970-01-01T00:00:00.000Z');
  });
});

describe('costSeries and the plan ladder', () => {
  it('tiers advance with the period, costs are USD with cents, the total exact', () => {
    const plan = PLANS[0]!;
    const day = (voice: number, i: number) => ({ ...zeroCounts(), voice, date: toIso(i * 86400), timestamp: i * 86400 });
    const { points, totalMicros } = costSeries(plan, [day(1000, 0), day(10, 1)], { giveCosts: true, combineCosts: true });
    expect(points[0]!.costs!.voice).toBe(90); // 1000 min at 0.09
    expect(points[1]!.costs!.voice).toBe(0.7); // the 1001st minute is in the second tier (0.07)
    expect(points[1]!.cost).toBe(0.7);
    expect(totalMicros).toBe(90_700_000);
    const bare = costSeries(plan, [day(1, 0)], { giveCosts: false, combineCosts: false }).points[0]!;
    expect(bare.costs).toBeUndefined();
    expect(bare.cost).toBeUndefined();
  });

  it('offers the next plan up, the lowest to an org with none, nothing at the top', () => {
    expect(offeredPlan('starter')?.id).toBe('growth');
    expect(offeredPlan(null)?.id).toBe('starter');
    expect(offeredPlan('nonsense')?.id).toBe('starter');
    expect(offeredPlan('scale')).toBeNull();
  });
});
