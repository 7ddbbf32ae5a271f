// Pure lightning amount rules (src/shared/money/lightning.ts): units, whole cents, rounding up to the
// sat, bounds, plausible exchange rates; and the rate parsing of the exchange-rate source.
import { describe, expect, it } from 'vitest';
import { amountToSats, FALLBACK_USD_PER_SAT, isPlausibleRate, MAX_INVOICE_SATS, microsToSats } from '../../src/shared/money/lightning';
import { satsToMicros } from '../../src/shared/money/usd';
import { rateFromJson } from '../../server/lightning/exchangeRates';

describe('amountToSats', () => {
  it.each([
    [10, 'USD', 23256],
    [0.01, 'USD', 24],
    ['sats', 'sats', null],
    [500, 'sats', 500],
    [0.43, 'USD', 1000],
  ] as const)('%s %s at the fallback rate', (amount, unit, sats) => {
    if (typeof amount !== 'number') return expect(sats).toBeNull();
    expect(amountToSats(amount, unit, FALLBACK_USD_PER_SAT)).toEqual({ sats });
  });

  it.each([
    [0, 'USD', /positive/],
    [-5, 'sats', /positive/],
    [Number.NaN, 'USD', /positive/],
    [1.001, 'USD', /2 decimals/],
    [1.5, 'sats', /whole number/],
    [MAX_INVOICE_SATS + 1, 'sats', /at most/],
    [1e9, 'USD', /at most/],
  ] as const)('refuses %s %s', (amount, unit, message) => {
    const result = amountToSats(amount, unit, FALLBACK_USD_PER_SAT);
    expect('error' in result && result.error).toMatch(message);
    expect('error' in result && result.error).toMatch(/^amount:/);
  });

  it('never asks for fewer sats than the dollars stand for', () => {
    for (const cents of [1, 7, 99, 1234, 99999]) {
      const micros = BigInt(cents) * 10_000n;
      const sats = microsToSats(micros, FALLBACK_USD_PER_SAT);
      expect(satsToMicros(sats, FALLBACK_USD_PER_SAT)).toBeGreaterThanOrEqual(micros);
      expect(satsToMicros(sats - 1, FALLBACK_USD_PER_SAT)).toBeLessThan(micros);
    }
  });
});

describe('exchange rates', () => {
  it.each([
    [{ satToUsd: 0.0005 }, 0.0005],
    [{ USD: 43000 }, 0.00043],
    [{ bitcoin: { usd: 100000 } }, 0.001],
    [{ data: { amount: '65000.5' } }, 0.000650005],
    [{ satToUsd: 5 }, undefined],
    [{ satToUsd: -1 }, undefined],
    [{ USD: 'lots' }, undefined],
    [null, undefined],
    [[1, 2], undefined],
  ])('reads %j as %s USD per sat', (json, rate) => {
    const read = rateFromJson(json);
    if (rate === undefined) expect(read).toBeUndefined();
    else expect(read).toBeCloseTo(rate, 12);
  });

  it('bounds plausible rates', () => {
    expect(isPlausibleRate(FALLBACK_USD_PER_SAT)).toBe(true);
    expect(isPlausibleRate(0)).toBe(false);
    expect(isPlausibleRate(Infinity)).toBe(false);
  });
});
