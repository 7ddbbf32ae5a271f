// The money overlays of spec §2.3 against a reference server of this file's own: balances, transactions
// and wallet (wallet plugin; the wallet's add funds swaps the overlay for its own), and checkout
// (billing plugin): its choice, the card variant (the amount checked as typed, then vidaCredit asked
// for with this page's return URLs), the subscription variant for one plan, and the success page
// reading a paid subscription back. Harbor Dental's owner (Blue Harbor shows billing).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInByEmail } from '../../server/demoSignIn';
import billing from '../../src/plugins/billing/module';
import { messages as billingMessages } from '../../src/plugins/billing/messages';
import wallet from '../../src/plugins/wallet/module';
import { messages as walletMessages } from '../../src/plugins/wallet/messages';
import { startOwnServer, type OwnServer } from './ownServer';
import { location, renderPlugin } from './renderPlugin';

vi.setConfig({ testTimeout: 120_000 });

let own: OwnServer;
let harbor: string;
beforeAll(async () => {
  own = await startOwnServer();
  harbor = await signInByEmail(own.url, 'owner@harbordental.example');
}, 120_000);
afterAll(() => own?.stop());

const m = billingMessages.checkout;

describe('the wallet overlays', () => {
  it('balances, transactions and the wallet open over the page; the wallet\'s add funds swaps it for its own', async () => {
    await renderPlugin(wallet, { persona: { token: harbor }, apiUrl: own.url, path: '/wallet?balances=true' });
    const balances = await screen.findByRole('dialog', { name: walletMessages.overlays.balances }, { timeout: 15_000 });
    expect(await within(balances).findByTestId('wallet-balance', {}, { timeout: 15_000 })).toHaveTextContent(/^\$[\d,]+\.\d{2}$/);
  });

  it('transactions lists the movements (or says there are none)', async () => {
    await renderPlugin(wallet, { persona: { token: harbor }, apiUrl: own.url, path: '/wallet?transactions=true' });
    const dialog = await screen.findByRole('dialog', { name: walletMessages.overlays.transactions }, { timeout: 15_000 });
    await waitFor(() => expect(within(dialog).queryByRole('table') ?? within(dialog).queryByText(walletMessages.noTransactions)).not.toBeNull(), { timeout: 15_000 });
  });

  it('the wallet overlay has the claim button and add funds', async () => {
    const user = userEvent.setup();
    await renderPlugin(wallet, { persona: { token: harbor }, apiUrl: own.url, path: '/wallet?wallet=true' });
    const dialog = await screen.findByRole('dialog', { name: walletMessages.overlays.wallet }, { timeout: 15_000 });
    expect(await within(dialog).findByRole('region', { name: walletMessages.cards.referralRewards }, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: walletMessages.actions.addFunds }));
    expect(await screen.findByRole('dialog', { name: walletMessages.addFunds.title }, { timeout: 10_000 })).toBeInTheDocument();
    expect(location.current).toBe('/wallet?addFunds=true');
  });
});

describe('the checkout overlay', () => {
  it('lets the user choose, checks a card amount as typed and asks for a checkout returning to its success page', async () => {
    const user = userEvent.setup();
    const rendered = await renderPlugin(billing, { persona: { token: harbor }, apiUrl: own.url, path: '/billing?checkout=true' });
    const chooser = await screen.findByRole('dialog', { name: m.title }, { timeout: 15_000 });
    await user.click(within(chooser).getByRole('button', { name: m.cardOption }));
    const dialog = await screen.findByRole('dialog', { name: m.cardOption });
    expect(location.current).toBe('/billing?checkout=card');
    const amount = within(dialog).getByRole('textbox', { name: m.amount });
    await user.type(amount, '10.001');
    await user.click(within(dialog).getByRole('button', { name: m.pay }));
    expect(await within(dialog).findByText(m.amountErrors.cents)).toBeInTheDocument();
    expect(rendered.requests.some((r) => r.startsWith('POST /api/v1/checkout/vidaCredit'))).toBe(false);
    await user.clear(amount);
    await user.type(amount, '12');
    await user.click(within(dialog).getByRole('button', { name: m.pay }));
    await waitFor(() => expect(rendered.requests.some((r) => r.startsWith('POST /api/v1/checkout/vidaCredit'))).toBe(true), { timeout: 10_000 });
    // jsdom does not leave the page: the button stays pending, no alert
    await waitFor(() => expect(within(dialog).getByRole('button', { name: m.leaving })).toBeDisabled());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the subscription variant shows the one plan asked for; the success page reads the paid subscription back', async () => {
    const started = await fetch(`${own.url}/api/v2/product/subscribe?token=${harbor}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ productPlanId: 'starter', successUrl: '/app/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}' }),
    }).then((r) => r.json() as Promise<{ url: string; sessionId: string }>);
    const paid = await fetch(started.url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'card=4242424242424242' });
    expect(paid.headers.get('location')).toContain(`session_id=${started.sessionId}`);

    await renderPlugin(billing, { persona: { token: harbor }, apiUrl: own.url, path: `/billing?checkout=success&session_id=${started.sessionId}` });
    const success = await screen.findByRole('dialog', { name: m.successTitle }, { timeout: 15_000 });
    expect(await within(success).findByText(m.subscribed('Starter', '$29.00'), {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('the subscription variant for one plan, and a session id that is not one', async () => {
    await renderPlugin(billing, { persona: { token: harbor }, apiUrl: own.url, path: '/billing?checkout=subscription&productPlanId=growth' });
    const dialog = await screen.findByRole('dialog', { name: m.subscriptionOption }, { timeout: 15_000 });
    expect(await within(dialog).findByTestId('plan-growth', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('a success page opened without a payment says so', async () => {
    await renderPlugin(billing, { persona: { token: harbor }, apiUrl: own.url, path: '/billing?checkout=success&session_id=../../x' });
    const dialog = await screen.findByRole('dialog', { name: m.successTitle }, { timeout: 15_000 });
    expect(within(dialog).getByText(m.badSession)).toBeInTheDocument();
  });
});
