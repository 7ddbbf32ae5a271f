// The billing screens' pure rules: the subscription's state from currentPlan, the spend-controls
// form's checks (amounts, soft ≤ hard, auto-reload whole), the cancel form's, the usage window of
// the URL, the per-key series and totals (compact numbers, USD with 2 decimals), tiers as read.
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/plugins/billing/messages';
import {
  amountError,
  canCancel,
  canSubscribe,
  capUsed,
  keySeries,
  keyTotal,
  planStatus,
  spendBody,
  spendForm,
  tierRange,
  unitPrice,
  usageWindow,
  validateCancel,
  validateSpend,
  type CurrentPlan,
  type SpendForm,
  type UsageRow,
} from '../../src/plugins/billing/rules';

const NOW = Date.parse('2026-12-02T06:00:00Z');
const current = (status: string | null, end = '2026-12-20T00:00:00Z'): CurrentPlan => ({
  productPlan: null,
  term: 'month',
  subscribed: status === 'active',
  canceled: status === 'canceled',
  subscription: status ? { productPlanId: 'growth', status, term: 'month', currentPeriodEnd: end, canceledAt: null, cancelReason: null } : null,
});

describe('planStatus', () => {
  it.each([
    [null, undefined, 'none'],
    ['active', undefined, 'active'],
    ['past_due', undefined, 'pastDue'],
    ['canceled', '2026-12-20T00:00:00Z', 'canceling'],
    ['canceled', '2026-11-20T00:00:00Z', 'ended'],
  ])('%s ending %s is %s', (status, end, expected) => {
    expect(planStatus(current(status, end), NOW)).toBe(expected);
  });

  it('subscribes only without a live subscription, cancels only a live one', () => {
    expect(['none', 'active', 'canceling', 'pastDue', 'ended'].filter((s) => canSubscribe(s as never))).toEqual(['none', 'canceling', 'ended']);
    expect(['none', 'active', 'canceling', 'pastDue', 'ended'].filter((s) => canCancel(s as never))).toEqual(['active', 'pastDue']);
  });
});

const empty: SpendForm = { softCapUsd: '', hardCapUsd: '', autoReloadAmountUsd: '', autoReloadThresholdUsd: '', autoReloadMonthlyLimitUsd: '' };
const e = messages.spend.errors;

describe('spend controls form', () => {
  it.each([
    ['', undefined],
    ['250', undefined],
    ['99.50', undefined],
    ['1000000', undefined],
    ['abc', e.notAmount],
    ['1e3', e.notAmount],
    ['12,50', e.notAmount],
    ['0', e.positive],
    ['-5', e.positive],
    ['0.001', e.cents],
    ['1000000.01', e.tooLarge],
    ['99999999999', e.tooLarge],
  ])('amount %j → %s', (value, error) => {
    expect(amountError(value)).toBe(error);
  });

  it('accepts an empty form (nothing set) and a whole one', () => {
    expect(validateSpend(empty)).toEqual({});
    expect(validateSpend({ softCapUsd: '100', hardCapUsd: '200', autoReloadAmountUsd: '50', autoReloadThresholdUsd: '10', autoReloadMonthlyLimitUsd: '500' })).toEqual({});
  });

  it('keeps the soft cap at or below the hard cap', () => {
    expect(validateSpend({ ...empty, softCapUsd: '300', hardCapUsd: '200' })).toEqual({ softCapUsd: e.softAboveHard });
    expect(validateSpend({ ...empty, softCapUsd: '200', hardCapUsd: '200' })).toEqual({});
  });

  it('wants auto-reload whole: amount and threshold together, a limit at least the amount', () => {
    expect(validateSpend({ ...empty, autoReloadAmountUsd: '50' })).toEqual({ autoReloadThresholdUsd: e.reloadNeedsThreshold });
    expect(validateSpend({ ...empty, autoReloadMonthlyLimitUsd: '50' })).toEqual({ autoReloadAmountUsd: e.reloadNeedsAmount, autoReloadThresholdUsd: e.reloadNeedsThreshold });
    expect(validateSpend({ ...empty, autoReloadAmountUsd: '50', autoReloadThresholdUsd: '5', autoReloadMonthlyLimitUsd: '40' })).toEqual({ autoReloadMonthlyLimitUsd: e.limitBelowAmount });
  });

  it('reads the server values as text and sends cleared fields as null', () => {
    const form = spendForm({ softCapUsd: 100, hardCapUsd: null, autoReloadAmountUsd: 25.5, autoReloadThresholdUsd: null, autoReloadMonthlyLimitUsd: null });
    expect(form).toEqual({ ...empty, softCapUsd: '100.00', autoReloadAmountUsd: '25.50' });
    expect(spendBody({ ...form, softCapUsd: ' 120 ' })).toEqual({ softCapUsd: '120', hardCapUsd: null, autoReloadAmountUsd: '25.50', autoReloadThresholdUsd: null, autoReloadMonthlyLimitUsd: null });
  });

  it('shows how much of the hard (else soft) cap is used, capped at 100', () => {
    const controls = { softCapUsd: 100, hardCapUsd: 400, autoReloadAmountUsd: null, autoReloadThresholdUsd: null, autoReloadMonthlyLimitUsd: null };
    expect(capUsed({ spendControls: controls, spentUsd: 100, hardCapReached: false })).toBe(25);
    expect(capUsed({ spendControls: { ...controls, hardCapUsd: null }, spentUsd: 150, hardCapReached: false })).toBe(100);
    expect(capUsed({ spendControls: { ...controls, softCapUsd: null, hardCapUsd: null }, spentUsd: 150, hardCapReached: false })).toBeNull();
  });
});

describe('cancel form', () => {
  it('needs a known reason; details for Other; at most 1,000 characters', () => {
    const c = messages.cancel.errors;
    expect(validateCancel('', '')).toEqual({ reason: c.reason });
    expect(validateCancel('because', '')).toEqual({ reason: c.reason });
    expect(validateCancel('too_expensive', '')).toEqual({});
    expect(validateCancel('other', '  ')).toEqual({ details: c.detailsForOther });
    expect(validateCancel('other', 'We moved')).toEqual({});
    expect(validateCancel('not_using', 'x'.repeat(1001))).toEqual({ details: c.detailsTooLong });
  });
});

describe('usage', () => {
  it('takes both dates or neither (the billing period)', () => {
    expect(usageWindow(null, null)).toEqual({});
    expect(usageWindow('2026-11-01', '2026-11-30')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(usageWindow('2026-11-01', null).error).toBe(messages.usage.badRange);
    expect(usageWindow('2026-13-45', '2026-11-30').error).toBe(messages.usage.badRange);
    expect(usageWindow('2026-12-01', '2026-11-30').error).toBe(messages.usage.endBeforeStart);
  });

  const row = (t: number, voice: number, cost: number): UsageRow =>
    ({ date: new Date(t * 1000).toISOString(), timestamp: t, number: 0, tokens: 0, voice, advancedVoice: 0, 'outbound-message': 0, 'inbound-message': 0, costs: { number: 0, tokens: 0, voice: cost, advancedVoice: 0, 'outbound-message': 0, 'inbound-message': 0 } }) as UsageRow;
  const rows = [row(1_764_633_600, 1200, 108.004), row(1_764_720_000, 400, 36.2)];

  it('gives a key its series as counts or costs', () => {
    expect(keySeries(rows, 'voice', false)).toEqual([{ t: 1_764_633_600, value: 1200 }, { t: 1_764_720_000, value: 400 }]);
    expect(keySeries(rows, 'voice', true).map((p) => p.value)).toEqual([108.004, 36.2]);
    expect(keySeries(rows, 'tokens', true).map((p) => p.value)).toEqual([0, 0]);
  });

  it('totals a key in compact numbers or USD with 2 decimals', () => {
    expect(keyTotal(rows, 'voice', false)).toBe('1.6k');
    expect(keyTotal(rows, 'voice', true)).toBe('$144.20');
    expect(keyTotal([], 'voice', false)).toBe('0');
  });
});

describe('plan prices as read', () => {
  it('writes tier ranges and unit prices', () => {
    expect(tierRange({ quantityMin: 1, quantityMax: 1000, unitPrice: 0.09 })).toBe('1–1,000');
    expect(tierRange({ quantityMin: 10001, quantityMax: null, unitPrice: 0.05 })).toBe('10,001+');
    expect(unitPrice(0.09)).toBe('$0.09');
    expect(unitPrice(0.0015)).toBe('$0.0015');
    expect(unitPrice(2)).toBe('$2.00');
  });
});
