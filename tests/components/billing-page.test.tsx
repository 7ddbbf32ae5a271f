// The Billing page against a reference server of this file's own (spend controls are written).
// Acme's reseller hides billing from Acme's owner (showBilling false in the seed), so Northwind's
// reseller, viewing Acme, sees its seeded Growth plan active with its renewal date, usage per key,
// and the spend controls form, which refuses bad amounts, a soft cap above the hard one and a
// half-set auto-reload before sending, and saves good ones (read back from the server). A plan's
// details list its tiers and offer subscribe to Harbor Dental's owner (its reseller shows billing).
// Acme's admin (a member: never billing, spec §6) sees no change button.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import billing from '../../src/plugins/billing/module';
import BillingPage from '../../src/plugins/billing/BillingPage';
import { keyLabel, messages } from '../../src/plugins/billing/messages';
import { USAGE_KEYS } from '../../src/shared/billing/plans';
import { renderPlugin } from './renderPlugin';
import { startOwnServer, type OwnServer } from './ownServer';

vi.setConfig({ testTimeout: 60_000 });

let own: OwnServer;
beforeAll(async () => {
  own = await startOwnServer();
}, 120_000);
afterAll(async () => {
  await own?.stop();
});

const RESELLER = 'reseller@example.com';
const OWNER = 'owner@harbordental.example';
const ADMIN = 'admin@acme.example';
const s = messages.spend;

describe('the Billing page', () => {
  it('shows the current plan, usage per key, and saves checked spend controls', async () => {
    const user = userEvent.setup();
    const rendered = await renderPlugin(billing, { persona: RESELLER, target: own.seeded.orgs.acme, path: '/billing', apiUrl: own.url });
    // role queries over the whole page (six charts) are slow in jsdom: the cards by test id
    const plan = await screen.findByTestId('current-plan', {}, { timeout: 15_000 });
    expect(await within(plan).findByText('Growth')).toBeInTheDocument();
    expect(within(plan).getByText(messages.plan.status.active)).toBeInTheDocument();
    expect(within(plan).getByText(/^Renews on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeInTheDocument();
    expect(within(plan).getByRole('button', { name: messages.actions.change })).toBeInTheDocument();
    expect(within(plan).getByRole('button', { name: messages.actions.cancel })).toBeInTheDocument();

    const usage = screen.getByTestId('usage');
    await waitFor(() => expect(within(usage).queryAllByRole('alert').map((a) => a.textContent)).toEqual([]), { timeout: 15_000 });
    for (const key of USAGE_KEYS) expect(await within(usage).findByText(keyLabel(key), {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(usage).getByText(/Total cost \$\d/)).toBeInTheDocument();

    const spend = screen.getByTestId('spend-controls');
    const soft = await within(spend).findByLabelText(s.fields.softCapUsd);
    const hard = within(spend).getByLabelText(s.fields.hardCapUsd);
    await user.type(soft, 'abc');
    await user.click(within(spend).getByRole('button', { name: messages.actions.save }));
    expect(await within(spend).findByText(s.errors.notAmount)).toBeInTheDocument();
    await user.clear(soft);
    await user.type(soft, '300');
    await user.type(hard, '200');
    expect(await within(spend).findByText(s.errors.softAboveHard)).toBeInTheDocument();
    expect(rendered.requests.filter((r) => r.startsWith('PUT'))).toEqual([]);

    await user.clear(soft);
    await user.type(soft, '150.50');
    await user.type(within(spend).getByLabelText(s.fields.autoReloadAmountUsd), '25');
    await user.click(within(spend).getByRole('button', { name: messages.actions.save }));
    expect(await within(spend).findByText(s.errors.reloadNeedsThreshold)).toBeInTheDocument();
    await user.type(within(spend).getByLabelText(s.fields.autoReloadThresholdUsd), '5');
    await user.click(within(spend).getByRole('button', { name: messages.actions.save }));
    expect(await screen.findByText(s.saved)).toBeInTheDocument();
    const saved = await rendered.http.request('/api/v2/billing/spendControls');
    expect(saved.spendControls).toMatchObject({ softCapUsd: 150.5, hardCapUsd: 200, autoReloadAmountUsd: 25, autoReloadThresholdUsd: 5, autoReloadMonthlyLimitUsd: null });
    await waitFor(() => expect(within(spend).getByLabelText(s.fields.softCapUsd)).toHaveValue('150.50'));
    expect(within(spend).getByText(/^Spent this month: \$[\d,]+\.\d{2} · \d+ % of the cap$/)).toBeInTheDocument();
  });

  it('shows a plan\'s details with its tiers, and subscribe to the owner', async () => {
    await renderPlugin(billing, { persona: OWNER, path: '/billing?planDetails=scale&term=year', apiUrl: own.url });
    const dialog = await screen.findByRole('dialog', { name: 'Scale' }, { timeout: 15_000 });
    expect(within(dialog).getByText('$2,990.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: messages.terms.year })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('rowheader', { name: keyLabel('voice') })).toBeInTheDocument();
    expect(within(dialog).getAllByText('10,001+')).toHaveLength(5);
    expect(within(dialog).getByRole('button', { name: messages.actions.subscribe })).toBeEnabled();
  });

  it('shows a member no button that changes billing', async () => {
    await renderPlugin(billing, { persona: ADMIN, ui: <BillingPage />, apiUrl: own.url });
    // the server refuses a member every billing read: each card says so
    expect(await screen.findByText(messages.loadFailed, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByText(s.failed)).toBeInTheDocument();
    for (const name of [messages.actions.save, messages.actions.change, messages.actions.cancel, messages.actions.upgrade, messages.actions.choose, messages.actions.portal]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});
