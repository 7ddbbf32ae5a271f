// The invoice helpers shared by the server and the console's PDF: ids, lines and totals in exact
// micro-dollars (decimal text) beside USD with 2 decimals.
import { describe, expect, it } from 'vitest';
import { invoiceId, invoiceLine, invoiceTotals, parseInvoiceId } from '../../src/shared/billing/invoice';

describe('invoice ids', () => {
  it('name the organization and the period start day, and parse back', () => {
    expect(invoiceId(42, '2026-12-02T06:40:00.000Z')).toBe('INV-42-20261202');
    expect(parseInvoiceId('INV-42-20261202')).toEqual({ accountId: 42, day: '2026-12-02' });
  });
  it('refuse malformed ids and impossible days', () => {
    for (const bad of ['INV-0-20261202', 'INV-42-2026120', 'inv-42-20261202', 'INV-42-20261302', 'INV-42-20261202\u0000', 'INV-12345678901-20261202']) {
      expect(parseInvoiceId(bad)).toBeNull();
    }
  });
});

describe('lines and totals', () => {
  it('a usage line: unit price is the amount over the quantity, rounded; the amount stays exact', () => {
    expect(invoiceLine({ key: 'voice', description: 'Voice minutes', quantity: 3, unit: 'minute', amountMicros: 100_000n, status: 'paid' })).toEqual({
      key: 'voice', description: 'Voice minutes', quantity: 3, unit: 'minute',
      unitPriceMicros: '33333', unitPriceUsd: '0.03', amountMicros: '100000', amountUsd: '0.10', status: 'paid',
    });
    expect(invoiceLine({ key: 'tokens', description: 't', quantity: 0, unit: 'x', amountMicros: 0n, status: 'paid' }).unitPriceMicros).toBe('0');
    // tokens: counted one by one, shown and priced per 1,000
    const tokens = invoiceLine({ key: 'tokens', description: 'Language model tokens', quantity: 12_345, unitSize: 1000, unit: '1k tokens', amountMicros: 24_690n, status: 'paid' });
    expect(tokens).toMatchObject({ quantity: 12.345, unit: '1k tokens', unitPriceMicros: '2000', amountMicros: '24690' });
  });
  it('totals split paid and due, beyond 2^53 micro-dollars without loss', () => {
    const big = 9_007_199_254_740_993n;
    const totals = invoiceTotals([
      { amountMicros: big.toString(), status: 'paid' },
      { amountMicros: '50000', status: 'open' },
    ]);
    expect(totals).toMatchObject({ paidMicros: big.toString(), dueMicros: '50000', dueUsd: '0.05', totalMicros: (big + 50_000n).toString(), subtotalMicros: (big + 50_000n).toString() });
    expect(invoiceTotals([])).toMatchObject({ totalUsd: '0.00', paidUsd: '0.00', dueUsd: '0.00' });
  });
});
