// The accountSearch overlay against the real reference server: debounced phrase search, results with
// type, email and hierarchy, keyboard selection, the takeover (audit event + navigation), the locally
// stored history of recently opened accounts, and the info button.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../src/plugins/accounts/messages';
import { readRecentAccounts } from '../../src/plugins/accounts/recentAccountsStore';
import { PHRASE_MAX, recentAccountsKey } from '../../src/plugins/accounts/rules';
import accounts from '../../src/plugins/accounts/module';
import { location, renderPlugin, signIn as persona, type SignedInUser as Persona } from './renderPlugin';

vi.setConfig({ testTimeout: 45_000 });

const SEARCH = 'POST /api/v2/searchAccount/enhanced';

function renderSearch(who: Persona) {
  return renderPlugin(accounts, { persona: who, path: '/organizations?accountSearch=true', ui: null, overlays: true });
}

const searchField = () => screen.getByRole('combobox', { name: messages.search.label });
const options = () => within(screen.getByRole('listbox', { name: messages.search.results })).queryAllByRole('option');

async function takeoversOfAcme(who: Persona): Promise<number> {
  const { entries } = await who.http().request<{ entries: { targetAccountId: number }[] }>('/api/v2/auditLog', {
    query: { action: 'takeover.started', actorId: who.user.id, pageSize: 100 },
  });
  return entries.filter((e) => e.targetAccountId === 4).length;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('accountSearch', () => {
  it('searches once per pause, shows type, email and hierarchy, and takes over with the keyboard', async () => {
    const user = userEvent.setup();
    const partner = await persona('partner@example.com');
    const before = await takeoversOfAcme(partner);
    partner.requests.length = 0;
    await renderSearch(partner);
    expect(await screen.findByText(messages.search.hint)).toBeInTheDocument();

    await user.type(searchField(), 'Acme');
    await waitFor(() => expect(options().length).toBeGreaterThan(2), { timeout: 10_000 });
    // debounced (500 ms): four keystrokes, one search
    expect(partner.requests.filter((r) => r.startsWith(SEARCH))).toHaveLength(1);
    const [first, second] = options();
    expect(first).toHaveTextContent('Acme');
    expect(first).toHaveTextContent(`${messages.kinds.organization} · owner@acme.example · Switchboard › Northwind Voice › Acme`);
    expect(second).toHaveTextContent(`Alan Admin${messages.kinds.member} · admin@acme.example`);
    expect(options().some((o) => o.textContent?.includes('Front Desk') && o.textContent.includes(messages.kinds.agent))).toBe(true);
    expect(first).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(searchField()).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{Enter}');

    // a partner opening Acme views it under its reseller; the takeover is in the audit log
    await waitFor(() => expect(window.location.pathname).toBe('/app/reseller/3/org/4'));
    expect(await takeoversOfAcme(partner)).toBe(before + 1);
    const history = readRecentAccounts(partner.user.id);
    expect(history.map((e) => [e.id, e.accountName, e.orgName])).toEqual([[4, 'Acme', 'Acme']]);
    expect(localStorage.getItem(`switchboard.${recentAccountsKey(partner.user.id)}`)).toContain('"Acme"');
  });

  it('the history menu lists recently opened accounts, most recent first, and ignores a tampered entry', async () => {
    const user = userEvent.setup();
    const partner = await persona('partner@example.com');
    const key = `switchboard.${recentAccountsKey(partner.user.id)}`;
    const entry = (id: number, accountName: string, at: number) => ({
      id, accountName, at, accountType: 'organization', username: accountName.toLowerCase(), name: null, email: null,
      partnerId: 2, resellerId: 3, organizationId: id, partnerName: 'Switchboard', resellerName: 'Northwind Voice', orgName: accountName,
    });
    localStorage.setItem(key, JSON.stringify([entry(6, 'Globex', 100), entry(4, 'Acme', 200), { ...entry(9, 'Evil', 300), id: '9; drop' }]));
    await renderSearch(partner);
    await user.click(await screen.findByRole('button', { name: messages.actions.recent }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Acme'),
      expect.stringContaining('Globex'),
      messages.actions.clearRecent,
    ]);
    await user.click(items[1]);
    await waitFor(() => expect(window.location.pathname).toBe('/app/reseller/3/org/6'));
    expect(readRecentAccounts(partner.user.id).map((e) => e.accountName)).toEqual(['Globex', 'Acme']);
  });

  it('the info button swaps to the info overlay with the summary', async () => {
    const user = userEvent.setup();
    const partner = await persona('partner@example.com');
    await renderSearch(partner);
    await user.type(searchField(), 'ext-acme');
    const info = await screen.findByRole('button', { name: `${messages.actions.info}: Acme` }, { timeout: 10_000 });
    await user.click(info);
    await waitFor(() => expect(location.current).toBe('/organizations?orgInfo=4'));
    const dialog = await screen.findByRole('dialog', { name: messages.titles.orgInfo });
    expect(await within(dialog).findByText('growth / month', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(dialog).getByText('Switchboard › Northwind Voice › Acme')).toBeInTheDocument();
    expect(within(dialog).getByText('cus_acme001')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: messages.actions.takeOver })).toBeInTheDocument();
    expect(readRecentAccounts(partner.user.id).map((e) => e.id)).toEqual([4]);
  });

  it('says when nothing matches, refuses an over-long phrase, and stays inside the subtree', async () => {
    const user = userEvent.setup();
    const globex = await persona('owner@globex.example');
    // an owner has no partner controls: the host refuses the overlay and says so
    await renderSearch(globex);
    expect(await screen.findByRole('dialog', { name: 'This screen is not available' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: messages.search.label })).not.toBeInTheDocument();

    const partner = await persona('partner@example.com');
    partner.requests.length = 0;
    await renderSearch(partner);
    await user.type(await screen.findByRole('combobox', { name: messages.search.label }), 'zzz-nobody');
    expect(await screen.findByText(messages.search.noResults('zzz-nobody'), {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.clear(searchField());
    await user.click(searchField());
    await user.paste('x'.repeat(PHRASE_MAX + 1));
    expect(await screen.findByText(messages.search.tooLong(PHRASE_MAX))).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(partner.requests.filter((r) => r.startsWith(SEARCH))).toHaveLength(1);
  });
});
