// Issue 19 point 3, the app bar's bell: the unread count of notifications and priority activity, live
// from the events stream (an SMS from a contact raises it without a reload), a menu the keyboard opens
// with Clear per item, and the spec's "no account id" for a view without an organization.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KERNEL_MESSAGES } from '../../src/kernel/i18n/kernelMessages';
import { NotificationBell } from '../../src/kernel/shell/NotificationBell';
import inbox from '../../src/plugins/inbox/module';
import { httpClient } from './kernelHarness';
import { startOwnServer, type OwnServer } from './ownServer';
import { renderPlugin } from './renderPlugin';
import { streamConnected } from './eventSourceShim';
import { tokenFor } from './signIn';

vi.setConfig({ testTimeout: 40_000 });
const t = KERNEL_MESSAGES.switchboard.bell;
const MARIA = '+14155550101'; // an Acme contact (server/seed/data.ts)

let own: OwnServer;
beforeAll(async () => {
  own = await startOwnServer();
});
afterAll(() => own?.stop());

async function textAcmeFrom(from: string, text: string) {
  const http = httpClient(own.url, await tokenFor('owner@acme.example', own.url), own.seeded.agents.acme[0]);
  const offered = await http.request<{ numbers: { number: string }[] }>('/api/v2/phoneNumber/search/local/prefix', { method: 'POST', body: { prefix: '415' } });
  const to = offered.numbers[0]!.number;
  await http.request('/api/v2/phoneNumber/assign', { method: 'POST', body: { number: to, country: 'US' } });
  const response = await fetch(`${own.url}/dev/carrier/sms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ from, to, text }) });
  expect(response.status).toBe(200);
}

describe('NotificationBell', () => {
  it('counts a contact\'s message live, lists it in a keyboard menu and clears it', async () => {
    const user = userEvent.setup();
    await renderPlugin(inbox, { persona: 'owner@acme.example', apiUrl: own.url, ui: <NotificationBell /> });
    const bell = await screen.findByRole('button', { name: t.label });
    await streamConnected();
    // nothing unread: no badge digits at all (axe read MUI's invisible "0" as text missing from the name)
    expect(bell.textContent).toBe('');
    await textAcmeFrom(MARIA, 'Is my order ready?');
    const unreadName = t.labelUnread.replace('%{count}', '1');
    await waitFor(() => expect(screen.getByRole('button', { name: unreadName })).toBeInTheDocument(), { timeout: 10_000 });
    // the visible count is part of the accessible name (axe: label-content-name-mismatch)
    expect(bell.textContent).toBe('1');
    expect(unreadName).toContain(bell.textContent);
    bell.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: t.label });
    const title = t.message.replace('%{from}', MARIA);
    expect(within(menu).getByText(title)).toBeInTheDocument();
    expect(within(menu).getByText('Is my order ready?')).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: t.clearItem.replace('%{text}', title) }));
    await waitFor(() => expect(screen.getByRole('button', { name: t.label, hidden: true })).toBeInTheDocument());
    expect(bell.textContent).toBe('');
    expect(await within(menu).findByText(t.empty)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('says "no account id" in the menu of a view without an organization', async () => {
    const user = userEvent.setup();
    await renderPlugin(inbox, { persona: 'reseller@example.com', apiUrl: own.url, ui: <NotificationBell /> });
    await user.click(await screen.findByRole('button', { name: t.label }));
    expect(await screen.findByText(t.noAccountId)).toBeInTheDocument();
  });
});
