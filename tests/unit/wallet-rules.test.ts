// The wallet's pure rules (issue 22 point 5): amounts people type (whole cents, the server's bounds
// from src/shared/money), the formats shown (USD with 2 decimals, signed movements, sats at a rate),
// the checkout ids a landing looks up, and when the landing stops polling.
import { describe, expect, it } from 'vitest';
import { MAX_TOPUP_USD, MIN_TOPUP_USD, withCheckoutSessionId } from '../../src/shared/money';
import { AT_MOST_USD, MIN_TOPUP_USD as SERVER_MIN } from '../../server/wallet/messages';
import { messages } from '../../src/plugins/wallet/messages';
import {
  bareInvoice,
  fieldMessage,
  isCheckoutSessionId,
  isSafeCheckoutUrl,
  kindLabel,
  landingState,
  LANDING_POLL_TRIES,
  parseLightningAmount,
  parseUsdAmount,
  rateText,
  satsText,
  signedUsd,
  successUrlFor,
  usdText,
} from '../../src/plugins/wallet/rules';

describe('parseUsdAmount (the addFunds amount)', () => {
  it.each([
    ['25', '25.00', 25_000_000n],
    ['25.5', '25.50', 25_500_000n],
    [' $1,250.05 ', '1250.05', 1_250_050_000n],
    ['1', '1.00', 1_000_000n],
    ['10000', '10000.00', 10_000_000_000n],
    ['0.29e0'.replace('e0', ''), null, null],
    ['3.100', '3.10', 3_100_000n],
  ])('%j → %s', (text, usd, micros) => {
    const result = parseUsdAmount(text);
    if (usd === null) expect(result).toEqual({ error: messages.amount.min });
    else expect(result).toEqual({ usd, micros });
  });

  it.each([
    ['', messages.amount.required],
    ['   ', messages.amount.required],
    ['abc', messages.amount.notANumber],
    ['1e3', messages.amount.notANumber],
    ['0x10', messages.amount.notANumber],
    ['1.2.3', messages.amount.notANumber],
    ['NaN', messages.amount.notANumber],
    ['Infinity', messages.amount.notANumber],
    ['1,2', messages.amount.notANumber],
    ['-5', messages.amount.positive],
    ['0', messages.amount.positive],
    ['0.00', messages.amount.positive],
    ['10.001', messages.amount.cents],
    ['0.999', messages.amount.cents],
    ['0.99', messages.amount.min],
    ['10000.01', messages.amount.max],
    ['99999999999999999999', messages.amount.notANumber],
  ])('%j is refused: %s', (text, error) => {
    expect(parseUsdAmount(text)).toEqual({ error });
  });

  it('uses the server\'s bounds, from one place', () => {
    expect([MIN_TOPUP_USD, MAX_TOPUP_USD]).toEqual([SERVER_MIN, AT_MOST_USD]);
    expect(messages.amount.min).toBe('At least $1.00');
    expect(messages.amount.max).toBe('At most $10,000.00');
  });
});

describe('parseLightningAmount', () => {
  it('USD in whole cents, sats whole, within the invoice bounds', () => {
    expect(parseLightningAmount('5', 'USD', 0.00043)).toEqual({ amount: 5 });
    expect(parseLightningAmount('0.01', 'USD', 0.00043)).toEqual({ amount: 0.01 });
    expect(parseLightningAmount('0.001', 'USD', 0.00043)).toEqual({ error: messages.amount.cents });
    expect(parseLightningAmount('2,500', 'sats', 0.00043)).toEqual({ amount: 2500 });
    expect(parseLightningAmount('2.5', 'sats', 0.00043)).toEqual({ error: messages.lightning.wholeSats });
    expect(parseLightningAmount('0', 'sats', 0.00043)).toEqual({ error: 'must be a positive number' });
    expect(parseLightningAmount('20000000', 'sats', 0.00043)).toEqual({ error: 'at most 10,000,000 sats' });
    expect(parseLightningAmount('', 'sats', 0.00043)).toEqual({ error: messages.amount.required });
  });
});

describe('what the wallet shows', () => {
  it('USD with 2 decimals and thousands separators; signed movements; nonsense as $0.00', () => {
    expect(usdText('1234.5')).toBe('$1,234.50');
    expect(usdText('0.00')).toBe('$0.00');
    expect(usdText('garbage')).toBe('$0.00');
    expect(usdText(null)).toBe('$0.00');
    expect(signedUsd('25.00')).toBe('+$25.00');
    expect(signedUsd('-3.10')).toBe('−$3.10');
    expect(signedUsd('-1250.00')).toBe('−$1,250.00');
  });

  it('sats at the rate (rounded up, as invoices are), or nothing without a usable rate', () => {
    expect(satsText('1.00', 0.00043)).toBe('2,326');
    expect(satsText('0.43', 0.00043)).toBe('1,000');
    expect(satsText('-0.43', 0.00043)).toBe('−1,000');
    expect(satsText('1.00', 0)).toBeNull();
    expect(satsText('1.00', Number.NaN)).toBeNull();
    expect(satsText('1.00', undefined)).toBeNull();
    expect(rateText(0.00043)).toBe('0.00043');
    expect(rateText(0.000912345678)).toBe('0.00091235');
  });

  it('labels every ledger kind of the money contract, and keeps an unknown one as it is', () => {
    const kinds = ['topup', 'usage', 'refund', 'payout', 'reward', 'reward_claim', 'reseller_margin', 'lightning_topup', 'withdrawal', 'subscription'];
    for (const kind of kinds) expect(kindLabel(kind)).not.toBe(kind);
    expect(kindLabel('topup')).toBe('Top-up');
    expect(kindLabel('mystery')).toBe('mystery');
  });
});

describe('checkout and landings', () => {
  it('the success URL carries the provider\'s placeholder, filled once the session exists', () => {
    const url = successUrlFor('/app/org/4/paymentSuccess');
    expect(url).toBe('/app/org/4/paymentSuccess?session_id={CHECKOUT_SESSION_ID}');
    expect(withCheckoutSessionId(url, 'demo_cs_abc')).toBe('/app/org/4/paymentSuccess?session_id=demo_cs_abc');
    expect(withCheckoutSessionId('https://x.test/p?session_id=%7BCHECKOUT_SESSION_ID%7D', 'cs_test_1')).toBe('https://x.test/p?session_id=cs_test_1');
  });

  it.each([
    ['demo_cs_AbC-1_2', true],
    ['cs_test_a1B2c3', true],
    ['cs_live_a1B2c3', true],
    ['', false],
    [null, false],
    ['{CHECKOUT_SESSION_ID}', false],
    ['demo_cs_', false],
    ['demo_cs_a/../../x', false],
    ['cs_test_<script>', false],
    [`demo_cs_${'a'.repeat(65)}`, false],
    ['pi_123', false],
  ])('session id %j accepted: %s', (id, ok) => {
    expect(isCheckoutSessionId(id)).toBe(ok);
  });

  it('polls while the payment settles, and gives up after a while', () => {
    expect(landingState('open', 0)).toBe('waiting');
    expect(landingState(undefined, 3)).toBe('waiting');
    expect(landingState('paid', 0)).toBe('paid');
    expect(landingState('canceled', 2)).toBe('canceled');
    expect(landingState('open', LANDING_POLL_TRIES)).toBe('gaveUp');
  });

  it('sends the browser only to an http(s) checkout page', () => {
    expect(isSafeCheckoutUrl('http://localhost:3000/pay/demo/demo_cs_1')).toBe(true);
    expect(isSafeCheckoutUrl('https://checkout.stripe.com/c/pay/cs_test_1')).toBe(true);
    expect(isSafeCheckoutUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeCheckoutUrl('data:text/html,x')).toBe(false);
    expect(isSafeCheckoutUrl('https://user:pw@evil.test/')).toBe(false);
    expect(isSafeCheckoutUrl('/relative')).toBe(false);
    expect(isSafeCheckoutUrl(42)).toBe(false);
  });

  it('reads the field a refusal names; tidies a pasted invoice', () => {
    expect(fieldMessage('amount: At least 1 USD', 'amount')).toBe('At least 1 USD');
    expect(fieldMessage('Forbidden', 'amount')).toBeNull();
    expect(bareInvoice(' lightning:LNBCRT10U1P\n ABC ')).toBe('lnbcrt10u1pabc');
  });
});
