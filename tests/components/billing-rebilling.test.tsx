// The Rebilling screens (issue 22 point 7) against a reference server of this file's own (its
// charges and margins must not meet the shared server's billing suites): the reseller edits a
// client's rebilling (the shared parser refuses a 1001 % margin on the field before anything is
// sent), the list shows the new margin, and after a day's charge the margin ledger shows a margin of
// a quarter of the platform cost, with its totals.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInByEmail } from '../../server/demoSignIn';
import { definePlugin } from '../../src/kernel/definePlugin';
import { rebillingScreens } from '../../src/plugins/billing/rebilling';
import { messages } from '../../src/plugins/billing/rebilling/messages';
import { REBILLING_ERRORS } from '../../src/shared/billing/rebilling';
import { httpClient } from './kernelHarness';
import { startOwnServer, type OwnServer } from './ownServer';
import { renderPlugin } from './renderPlugin';

vi.setConfig({ testTimeout: 90_000 });

const plugin = definePlugin({ id: 'billing', ...rebillingScreens });
let own: OwnServer;
let reseller: string;

beforeAll(async () => {
  own = await startOwnServer();
  reseller = await signInByEmail(own.url, 'reseller@example.com');
}, 120_000);
afterAll(() => own?.stop());

const usd = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));

describe('the Rebilling screens', () => {
  it('edits a client\'s margin (refused on the field first), then the ledger shows the margin of a charged day', async () => {
    const user = userEvent.setup();
    await renderPlugin(plugin, { persona: { token: reseller }, apiUrl: own.url, path: '/resellerClients' });
    const row = (await screen.findByText('Acme', {}, { timeout: 15_000 })).closest('tr')!;
    expect(within(row).getByText(messages.none)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `${messages.actions.edit}: Acme` }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const margin = await within(dialog).findByLabelText(messages.fields.marginPercent);
    await user.type(margin, '1001');
    await user.click(within(dialog).getByRole('button', { name: messages.actions.save }));
    expect(await within(dialog).findByText(REBILLING_ERRORS.margin)).toBeInTheDocument();
    await user.clear(margin);
    await user.type(margin, '25');
    await user.click(within(dialog).getByRole('button', { name: messages.actions.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(await screen.findByText(messages.marginLabel(25), {}, { timeout: 10_000 })).toBeInTheDocument();
    cleanup();

    // a day of Acme's usage (a number held today) charged by the dev tool, as the e2e journey does
    const today = new Date().toISOString().slice(0, 10);
    const ownerToken = await signInByEmail(own.url, 'owner@acme.example');
    const owner = httpClient(own.url, ownerToken);
    const found = await owner.request<{ numbers: { number: string }[] }>('/api/v2/phoneNumber/search/local/prefix', { method: 'POST', body: { prefix: '415' } });
    const agent = own.seeded.agents.acme[0]!;
    await httpClient(own.url, ownerToken, agent).request('/api/v2/phoneNumber/assign', { method: 'POST', body: { number: found.numbers[0]!.number } });
    const admin = httpClient(own.url, await signInByEmail(own.url, 'super@example.com'));
    await admin.request('/api/v2/admin/billing/runDailyCharges', { method: 'POST', body: { day: today } });

    await renderPlugin(plugin, { persona: { token: reseller }, apiUrl: own.url, path: `/marginLedger?from=${today}&to=${today}` });
    const rows = await screen.findAllByTestId('ledger-row', {}, { timeout: 15_000 });
    const acme = rows.find((r) => within(r).queryByText('Acme'))!;
    expect(acme).toBeTruthy();
    const cell = (r: HTMLElement, column: string) => usd(r.querySelector(`[data-column="${column}"]`)!.textContent);
    expect(cell(acme, 'platformCostUsd')).toBeGreaterThan(0);
    // the cells show whole cents: within a cent of 25 % and 125 % of the platform cost
    expect(Math.abs(cell(acme, 'marginUsd') - cell(acme, 'platformCostUsd') * 0.25)).toBeLessThanOrEqual(0.0101);
    expect(Math.abs(cell(acme, 'clientPriceUsd') - cell(acme, 'platformCostUsd') * 1.25)).toBeLessThanOrEqual(0.0101);
    const totals = screen.getByTestId('ledger-totals');
    expect(cell(totals, 'marginUsd')).toBeGreaterThanOrEqual(cell(acme, 'marginUsd'));
    // the export: a link made on click with a one-use ticket, never the session token, that downloads the CSV once
    const followed: { href: string; download: string }[] = [];
    const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push({ href: this.href, download: this.download });
    });
    try {
      await user.click(screen.getByRole('button', { name: messages.actions.export }));
      await waitFor(() => expect(followed).toHaveLength(1));
    } finally {
      spy.mockRestore();
    }
    const url = new URL(followed[0]!.href);
    expect(url.pathname).toBe('/api/v2/reseller/marginLedger/export');
    const { ticket, ...rest } = Object.fromEntries(url.searchParams);
    expect(ticket).toBeTruthy();
    expect(rest).toEqual({ from: today, to: today });
    expect(url.href).not.toContain(reseller);
    expect(followed[0]!.download).toBe(`margin-ledger-${today}-${today}.csv`);
    const csv = await fetch(url);
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('Acme');
    expect((await fetch(url)).status).toBe(401);
  });
});
