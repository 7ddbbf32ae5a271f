// The payout rules both sides apply (src/shared/money/payouts.ts) and the panel's form rules
// (src/plugins/wallet/payouts/rules.ts): addresses per method, amounts, refusals mapped to fields.
import { describe, expect, it } from 'vitest';
import { normalizePayoutAddress, PAYOUT_AMOUNT_MESSAGES as A, payoutAmountProblem } from '../../src/shared/money/payouts';
import { amountLabel, fieldOfRefusal, payoutFormErrors } from '../../src/plugins/wallet/payouts/rules';

describe('payout addresses', () => {
  it.each([
    ['paypal', ' Payee@Example.COM ', 'payee@example.com'],
    ['paypal', 'a@b', null],
    ['paypal', 'two words@example.com', null],
    ['paypal', `${'x'.repeat(250)}@example.com`, null],
    ['paypal', 42, null],
    ['venmo', '@harbor_dental', '@harbor_dental'],
    ['venmo', '@Harbor-Dental-2', '@Harbor-Dental-2'],
    ['venmo', '@abc', null],
    ['venmo', `@${'a'.repeat(31)}`, null],
    ['venmo', 'harbor_dental', null],
    ['venmo', '(415) 555-0199', '+14155550199'],
    ['venmo', '+1 415 555 0199', '+14155550199'],
    ['venmo', '14155550199', '+14155550199'],
    ['venmo', '+44 20 7946 0958', null],
    ['venmo', '(015) 555-0199', null],
    ['venmo', '555-0199', null],
    ['venmo', 'a@example.com', null],
  ] as const)('%s %j → %j', (method, value, expected) => {
    expect(normalizePayoutAddress(method, value)).toBe(expected);
  });
});

describe('payout amounts', () => {
  it.each([
    [1, null],
    ['12.34', null],
    [10_000, null],
    [0, A.positive],
    [-5, A.positive],
    [0.5, A.min],
    [0.001, A.cents],
    ['10.005', A.cents],
    [10_000.01, A.max],
    [1e9, A.max],
    ['ten', A.notAmount],
    ['1e3', A.notAmount],
    ['', A.notAmount],
    [Number.NaN, A.notAmount],
    [null, A.notAmount],
    [true, A.notAmount],
    ['9'.repeat(40), A.notAmount],
  ] as const)('%j → %j', (value, expected) => {
    expect(payoutAmountProblem(value)).toBe(expected);
  });
});

describe('the panel\'s form rules', () => {
  it('names the wrong fields; Stripe has no address', () => {
    expect(payoutFormErrors('paypal', '', '')).toEqual({ address: 'Required', amount: 'Required' });
    expect(payoutFormErrors('venmo', '@abc', '0.001')).toMatchObject({ amount: A.cents });
    expect(payoutFormErrors('venmo', '@abc', '1').address).toMatch(/Venmo/);
    expect(payoutFormErrors('stripe', '', '5')).toEqual({});
    expect(payoutFormErrors('paypal', 'a@example.com', '5')).toEqual({});
  });

  it('maps the server\'s refusals to the form\'s fields and shows amounts as USD', () => {
    expect(fieldOfRefusal('amountUsd: More than the wallet balance')).toEqual({ field: 'amount', message: 'More than the wallet balance' });
    expect(fieldOfRefusal('address: Enter a PayPal email')).toEqual({ field: 'address', message: 'Enter a PayPal email' });
    expect(fieldOfRefusal('No connected Stripe account: connect one first')).toBeNull();
    expect(amountLabel('1234.5')).toBe('$1,234.50');
    expect(amountLabel('abc')).toBe('abc');
  });
});
