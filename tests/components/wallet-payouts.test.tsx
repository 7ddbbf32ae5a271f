// The payouts panel and the operator's queue against a reference server of this file's own (its
// wallets' balances are this file's): Harbor Dental's owner tops up $50 with Demo payments, connects
// the payout account (Demo: ready at once) and transfers $5; a PayPal request refused in the form
// (bad email, fractional cent) and by the server (over the balance, shown under the amount), then
// requested; the super admin marks it sent in the queue, which needs the admin token.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInByEmail } from '../../server/demoSignIn';
import { STORAGE_KEYS } from '../../src/adapters/storage';
import { definePlugin } from '../../src/kernel/definePlugin';
import { payoutMessages as m } from '../../src/plugins/wallet/payouts/messages';
import PayoutQueue from '../../src/plugins/wallet/payouts/PayoutQueue';
import PayoutsPanel from '../../src/plugins/wallet/payouts/PayoutsPanel';
import { payoutsResources } from '../../src/plugins/wallet/payouts/resources';
import { expectConsoleError } from './consoleGuard';
import { startOwnServer, type OwnServer } from './ownServer';
import { renderPlugin } from './renderPlugin';
import { signIn } from './signIn';

vi.setConfig({ testTimeout: 90_000 });

// the wallet's module.ts (walui's) spreads payoutsResources the same way
const wallet = definePlugin({ id: 'wallet', resources: payoutsResources });

let own: OwnServer;
let owner: string;

async function topUp(usd: number) {
  const started = await fetch(`${own.url}/api/v1/checkout/vidaCredit?token=${owner}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount: usd }) });
  const { url } = (await started.json()) as { url: string };
  const paid = await fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'card=4242424242424242&action=pay' });
  expect(paid.status).toBe(303);
}

beforeAll(async () => {
  own = await startOwnServer();
  owner = await signInByEmail(own.url, 'owner@harbordental.example');
  await topUp(50);
}, 120_000);

afterAll(() => own?.stop());

const renderPanel = (openUrl = vi.fn()) => renderPlugin(wallet, { persona: { token: owner }, apiUrl: own.url, ui: <PayoutsPanel openUrl={openUrl} />, resource: 'payouts' });
const rows = () => screen.queryAllByTestId('payout-row');

async function confirmDialog(title: string) {
  const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 10_000 });
  await userEvent.click(within(dialog).getByRole('button', { name: m.confirm.confirm }));
  // the form under it is aria-hidden until the confirmation has finished closing
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
}

describe('the payouts panel', () => {
  it('connects the payout account, then transfers to it; the request shows as sent', async () => {
    const user = userEvent.setup();
    const openUrl = vi.fn();
    await renderPanel(openUrl);
    expect(await screen.findByText(m.list.empty, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText(m.stripe.notConnected, {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m.stripe.connect }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith(`${own.url}/app/stripePayoutConnectSuccess`));
    cleanup();

    await renderPanel();
    const accountId = `demo_acct_${(await signIn({ token: owner }, { apiUrl: own.url })).user.id}`;
    expect(await screen.findByText(m.stripe.ready(accountId), {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.type(screen.getByLabelText(new RegExp(m.fields.amount.replace(/[()]/g, '\\$&'))), '5');
    await user.click(screen.getByRole('button', { name: m.stripe.transfer }));
    await confirmDialog(m.confirm.title('$5.00', accountId));
    expect(await screen.findByText(m.notify.sent('$5.00'), {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]).getByText(`$5.00 · Stripe · ${accountId}`)).toBeInTheDocument();
    expect(within(rows()[0]).getByText(m.status.completed)).toBeInTheDocument();
  });

  it('checks the PayPal form as the user types, shows the server\'s refusal under the amount, then requests', async () => {
    const user = userEvent.setup();
    // react-admin logs a refused data-provider call in development
    expectConsoleError(/amountUsd: More than the wallet balance/);
    await renderPanel();
    await user.click(await screen.findByRole('tab', { name: m.tabs.paypal }, { timeout: 10_000 }));
    const email = screen.getByLabelText(new RegExp(m.fields.paypal));
    const amount = screen.getByLabelText(new RegExp(m.fields.amount.replace(/[()]/g, '\\$&')));
    await user.type(email, 'not-an-email');
    await user.type(amount, '0.001');
    await user.click(screen.getByRole('button', { name: m.request.paypal }));
    expect(screen.getByText(m.validation.address.paypal)).toBeInTheDocument();
    expect(screen.getByText(m.validation.amount.cents)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'payee@harbordental.example');
    await user.clear(amount);
    await user.type(amount, '9000');
    await user.click(screen.getByRole('button', { name: m.request.paypal }));
    await confirmDialog(m.confirm.title('$9,000.00', 'payee@harbordental.example'));
    expect(await screen.findByText('More than the wallet balance', {}, { timeout: 10_000 })).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.click(await screen.findByRole('button', { name: m.request.paypal }, { timeout: 10_000 }));
    await confirmDialog(m.confirm.title('$12.50', 'payee@harbordental.example'));
    expect(await screen.findByText(m.notify.requested('$12.50'), {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[0]).getByText('$12.50 · PayPal · payee@harbordental.example')).toBeInTheDocument();
    expect(within(rows()[0]).getByText(m.status.pending)).toBeInTheDocument();
  });
});

describe('the operator\'s queue', () => {
  it('asks for the admin token, then marks the request sent with a note', async () => {
    const user = userEvent.setup();
    const superToken = await signInByEmail(own.url, 'super@example.com');
    const signed = await signIn({ token: superToken }, { apiUrl: own.url });
    const queue = () => renderPlugin(wallet, { persona: signed, apiUrl: own.url, ui: <PayoutQueue />, resource: 'payouts' });
    await queue();
    expect(await screen.findByText(m.queue.tokenNeeded, {}, { timeout: 10_000 })).toBeInTheDocument();
    cleanup();

    const adminToken = ((await (await fetch(`${own.url}/internal/adminToken?token=${superToken}`, { method: 'POST' })).json()) as { adminToken: string }).adminToken;
    // the session's storage, where the console keeps the token Admin tools issued
    (signed.session as unknown as { deps: { storage: { set(k: string, v: string): void } } }).deps.storage.set(STORAGE_KEYS.superAdminToken, adminToken);
    await queue();
    const row = await screen.findByText('$12.50 · PayPal · payee@harbordental.example', {}, { timeout: 10_000 });
    expect(within(row.closest('li')!).getByText(/Harbor Dental/)).toBeInTheDocument();
    await user.click(within(row.closest('li')!).getByRole('button', { name: `${m.queue.complete}: $12.50 payee@harbordental.example` }));
    const dialog = await screen.findByRole('dialog', { name: m.queue.completeTitle('$12.50', 'payee@harbordental.example') });
    await user.type(within(dialog).getByLabelText(m.fields.note), 'PayPal batch 7');
    await user.click(within(dialog).getByRole('button', { name: m.queue.complete }));
    expect(await screen.findByText(m.queue.completed, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText(m.queue.empty, {}, { timeout: 10_000 })).toBeInTheDocument();

    const mine = (await (await fetch(`${own.url}/api/v1/payout/requests?token=${owner}`)).json()) as { payouts: { status: string; note: string }[] };
    expect(mine.payouts[0]).toMatchObject({ status: 'completed', note: 'PayPal batch 7' });
  });
});
