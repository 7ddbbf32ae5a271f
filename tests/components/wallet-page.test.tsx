// The Wallet page and the paymentSuccess landing against a reference server of this file's own (its
// top-ups and claims must not meet other suites). Harbor Dental's owner (Blue Harbor shows billing;
// Northwind hides it from Acme's owner) tops up: the amount is checked as typed, the checkout is
// asked for with an Idempotency-Key and opened in the same tab; paid on the Demo payments page, the
// landing reads the session until it is paid and shows the amount and the new balance; the wallet
// lists the top-up. Acme's member (admins never hold billing) sees no top-up.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInByEmail } from '../../server/demoSignIn';
import wallet from '../../src/plugins/wallet/module';
import { browser } from '../../src/plugins/wallet/leave';
import { messages } from '../../src/plugins/wallet/messages';
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
afterEach(() => vi.restoreAllMocks());

const balanceOf = async () => (await screen.findByTestId('wallet-balance', {}, { timeout: 15_000 })).textContent;

describe('the Wallet page', () => {
  it('an owner tops up $25: amount checked, checkout with a key, same tab; the landing shows the credit; the wallet lists it', async () => {
    const user = userEvent.setup();
    const leave = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const page = await renderPlugin(wallet, { persona: { token: harbor }, apiUrl: own.url, path: '/wallet' });
    const before = await balanceOf();
    expect(before).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(screen.getByRole('region', { name: messages.cards.transactions })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: messages.cards.referralRewards })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: messages.actions.addFunds }));
    const dialog = await screen.findByRole('dialog', { name: messages.addFunds.title }, { timeout: 10_000 });
    expect(location.current).toBe('/wallet?addFunds=true');
    expect(within(dialog).getByText(messages.demoProvider)).toBeInTheDocument();
    const amount = within(dialog).getByRole('textbox', { name: messages.addFunds.amount });
    await user.type(amount, '10.001');
    await user.click(within(dialog).getByRole('button', { name: messages.actions.continueToPayment }));
    expect(await within(dialog).findByText(messages.amount.cents)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '0.5');
    expect(within(dialog).getByText(messages.amount.min)).toBeInTheDocument();
    expect(page.requests.some((r) => r.startsWith('POST /api/v1/checkout/vidaCredit'))).toBe(false);
    await user.clear(amount);
    await user.type(amount, '25');
    await user.click(within(dialog).getByRole('button', { name: messages.actions.continueToPayment }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const checkoutUrl = String(leave.mock.calls[0][0]);
    expect(checkoutUrl).toMatch(new RegExp(`^${own.url}/pay/demo/demo_cs_[A-Za-z0-9_-]+$`));

    // the Demo payments page, as the browser would post it
    const paid = await fetch(checkoutUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'card=4242+4242+4242+4242&action=pay' });
    expect(paid.status).toBe(303);
    const landing = new URL(String(paid.headers.get('location')));
    expect(landing.pathname).toBe('/paymentSuccess');
    expect(landing.searchParams.get('session_id')).toBe(checkoutUrl.split('/').pop());
    page.unmount();

    const back = await renderPlugin(wallet, { persona: { token: harbor }, apiUrl: own.url, path: `${landing.pathname}${landing.search}` });
    expect(await screen.findByText(messages.landings.credited('$25.00'), {}, { timeout: 15_000 })).toBeInTheDocument();
    const expected = `$${(Number(before!.replace(/[$,]/g, '')) + 25).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(screen.getByTestId('wallet-new-balance')).toHaveTextContent(messages.landings.newBalance(expected));
    await user.click(screen.getByRole('link', { name: messages.actions.backToWallet }));
    await waitFor(() => expect(location.current).toBe('/wallet'));
    await waitFor(async () => expect(await balanceOf()).toBe(expected), { timeout: 15_000 });
    const rows = await screen.findAllByTestId('wallet-movement', {}, { timeout: 15_000 });
    expect(within(rows[0]).getByText('Top-up')).toBeInTheDocument();
    expect(within(rows[0]).getByText('+$25.00')).toBeInTheDocument();
    expect(back.requests.filter((r) => r.startsWith('GET /api/v1/checkout/session/')).length).toBeGreaterThanOrEqual(1);
  });

  it('the landing refuses a session id that is not one before asking the server', async () => {
    const page = await renderPlugin(wallet, { persona: { token: harbor }, apiUrl: own.url, path: '/paymentSuccess?session_id=../../x' });
    expect(await screen.findByText(messages.landings.badSession, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(page.requests.some((r) => r.includes('/checkout/session'))).toBe(false);
    expect(screen.getByRole('link', { name: messages.actions.backToWallet })).toBeInTheDocument();
  });

  it('an unknown session is "not one of this wallet"; cancel and connect landings say what happened', async () => {
    const page = await renderPlugin(wallet, { persona: { token: harbor }, apiUrl: own.url, path: '/paymentSuccess?session_id=demo_cs_unknown1' });
    expect(await screen.findByText(messages.landings.notFound, {}, { timeout: 15_000 })).toBeInTheDocument();
    page.unmount();
    for (const [path, text] of [
      ['/paymentCancel', messages.landings.cancelBody],
      ['/stripePayoutConnectSuccess', messages.landings.connectSuccessBody],
      ['/stripePayoutConnectFailure', messages.landings.connectFailureBody],
    ]) {
      const landing = await renderPlugin(wallet, { persona: { token: harbor }, apiUrl: own.url, path });
      expect(await screen.findByText(text, {}, { timeout: 15_000 })).toBeInTheDocument();
      landing.unmount();
    }
  });

  it('a lightning invoice: shown as copyable text, polled while pending; withdrawing to it is refused on the field; cancelled', async () => {
    const user = userEvent.setup();
    const page = await renderPlugin(wallet, { persona: { token: harbor }, apiUrl: own.url, path: '/wallet' });
    const card = await screen.findByRole('region', { name: messages.cards.lightning }, { timeout: 15_000 });
    const amount = within(card).getByRole('textbox', { name: messages.lightning.amount });
    await user.type(amount, '0.001');
    await user.click(within(card).getByRole('button', { name: messages.actions.requestInvoice }));
    expect(await within(card).findByText(messages.amount.cents)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '2');
    await user.click(within(card).getByRole('button', { name: messages.actions.requestInvoice }));
    const text = await within(card).findByRole('textbox', { name: messages.lightning.invoice }, { timeout: 15_000 });
    const invoice = (text as HTMLTextAreaElement).value;
    expect(invoice).toMatch(/^ln(bc|tb|bcrt)\d*[munp]?1[02-9ac-hj-np-z]+$/);
    expect(within(card).getByRole('status')).toHaveTextContent(messages.lightning.status.pending);
    expect(within(card).getByText(/^\$2\.00 \([\d,]+ sats\)$/)).toBeInTheDocument();
    const polls = () => page.requests.filter((r) => r.startsWith('GET /api/v1/pendingInvoice')).length;
    const before = polls();
    await waitFor(() => expect(polls()).toBeGreaterThan(before), { timeout: 10_000 });

    // this server's own invoice cannot be paid from a wallet: the server says so, on the field
    await user.click(screen.getByRole('button', { name: messages.actions.withdraw }));
    const dialog = await screen.findByRole('dialog', { name: messages.withdraw.title }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('textbox', { name: messages.withdraw.address }));
    await user.paste(invoice);
    await user.click(within(dialog).getByRole('button', { name: messages.actions.withdraw }));
    const confirm = await screen.findByRole('dialog', { name: messages.withdraw.confirmTitle });
    await user.click(within(confirm).getByRole('button', { name: messages.actions.withdraw }));
    // the withdraw dialog under it is aria-hidden until the confirmation has finished closing
    await waitFor(() => expect(screen.queryByRole('dialog', { name: messages.withdraw.confirmTitle })).toBeNull());
    expect(await within(dialog).findByText('an invoice of this server cannot be paid from a wallet', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(page.requests.filter((r) => r.startsWith('POST /api/v1/requestWithdrawal'))).toHaveLength(1);
    await user.click(await within(dialog).findByRole('button', { name: messages.actions.cancel }, { timeout: 10_000 }));

    await user.click(within(card).getByRole('button', { name: messages.actions.resetInvoice }));
    expect(await within(card).findByRole('button', { name: messages.actions.requestInvoice }, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(card).queryByRole('textbox', { name: messages.lightning.invoice })).toBeNull();
  });

  it('a member (admins never hold billing) sees no top-up, withdraw, claim nor invoice', async () => {
    const member = await signInByEmail(own.url, 'admin@acme.example');
    const page = await renderPlugin(wallet, { persona: { token: member }, apiUrl: own.url, path: '/wallet' });
    expect(page.view()).toBeDefined();
    expect(await screen.findByText(messages.loadFailed, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.actions.addFunds })).toBeNull();
    expect(screen.queryByRole('button', { name: messages.actions.withdraw })).toBeNull();
    expect(screen.queryByRole('button', { name: messages.actions.claim })).toBeNull();
    expect(screen.queryByRole('button', { name: messages.actions.requestInvoice })).toBeNull();
  });
});
