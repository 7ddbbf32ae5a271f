// The checkout overlay's rules (spec doc 1 §2.3 checkout: card and subscription variants and the
// success page), the subscribe call's return URLs with the session id placeholder, the cancel
// reason's words, and the money helpers they share with the wallet (amounts, session ids, polling).
import { describe, expect, it } from 'vitest';
import { checkoutReturns, checkoutVariant } from '../../src/plugins/billing/overlays/checkoutRules';
import { cancelReasonText, CHECKOUT_RETURN } from '../../src/plugins/billing/rules';
import { parseUsdText } from '../../src/shared/money/amount';
import { CHECKOUT_POLL_TRIES, checkoutPollState, isCheckoutSessionId, withCheckoutSessionId } from '../../src/shared/money/topup';

describe('checkout overlay', () => {
  it.each([
    ['card', 'card'],
    ['subscription', 'subscription'],
    ['success', 'success'],
    ['canceled', 'canceled'],
    ['true', 'choose'],
    ['', 'choose'],
    ['../x', 'choose'],
  ])('?checkout=%j opens %s', (value, variant) => expect(checkoutVariant(value)).toBe(variant));

  it('returns to this page with the success page open and the session id filled in by the provider', () => {
    const returns = checkoutReturns('/app/org/4/billing');
    expect(returns).toEqual({ successUrl: '/app/org/4/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}', cancelUrl: '/app/org/4/billing?checkout=canceled' });
    expect(withCheckoutSessionId(returns.successUrl, 'demo_cs_abc')).toBe('/app/org/4/billing?checkout=success&session_id=demo_cs_abc');
  });
});

describe('subscribe and cancel', () => {
  it('the subscribe success URL carries session_id={CHECKOUT_SESSION_ID}', () => {
    expect(CHECKOUT_RETURN).toEqual({ successUrl: '/app/paymentSuccess?session_id={CHECKOUT_SESSION_ID}', cancelUrl: '/app/paymentCancel' });
  });

  it('the cancel call sends the reason in words, not the form\'s code', () => {
    expect(cancelReasonText('too_expensive')).toBe('Too expensive');
    expect(cancelReasonText('other')).toBe('Other');
    expect(cancelReasonText('unheard_of')).toBe('unheard_of');
  });
});

describe('shared money helpers', () => {
  it.each([
    ['25', { usd: '25.00' }],
    ['$1,250.50', { usd: '1250.50' }],
    ['3.10', { usd: '3.10' }],
    ['', { refusal: 'required' }],
    ['-5', { refusal: 'positive' }],
    ['1e3', { refusal: 'notANumber' }],
    ['1.005', { refusal: 'cents' }],
    ['0.50', { refusal: 'min' }],
    ['10000.01', { refusal: 'max' }],
  ])('parseUsdText(%j)', (text, expected) => expect(parseUsdText(text)).toMatchObject(expected));

  it('reads only Demo and Stripe session ids, and stops polling after its tries', () => {
    expect(isCheckoutSessionId('demo_cs_abc-1')).toBe(true);
    expect(isCheckoutSessionId('cs_test_a1B2')).toBe(true);
    for (const bad of ['', '../x', 'cs_prod_1', 'demo_cs_', null, undefined]) expect(isCheckoutSessionId(bad)).toBe(false);
    expect(checkoutPollState('paid', 0)).toBe('paid');
    expect(checkoutPollState('canceled', 3)).toBe('canceled');
    expect(checkoutPollState('open', CHECKOUT_POLL_TRIES - 1)).toBe('waiting');
    expect(checkoutPollState('open', CHECKOUT_POLL_TRIES)).toBe('gaveUp');
  });
});
