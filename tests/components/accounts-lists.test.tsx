// The organization list over the plugin's adapters and the real reference server (seeded
// hierarchy): paging and columns, a row's plan, usage, status and actions, the server's refusal.
// Its filters and the reseller and agent lists have files of their own (accounts-lists-*.test.tsx).
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../src/plugins/accounts/messages';
import { location, signIn as persona } from './renderPlugin';
import { filterUrl, renderOrganizations } from './accounts-lists-helpers';
import { expectConsoleError } from './consoleGuard';

// real server round trips, react-admin's filter debounce and a busy machine
vi.setConfig({ testTimeout: 45_000 });

describe('OrganizationList', () => {
  it('pages 20 at a time on the server and shows the columns', async () => {
    const user = userEvent.setup();
    const reseller = await persona('reseller@example.com');
    // the components' server is shared by every test file: read the live total instead of the seed's
    const { total } = await reseller.http().request<{ total: number }>('/api/v2/listOrganizations', { query: { pageSize: 1 } });
    expect(total).toBeGreaterThan(20);
    expect(total).toBeLessThanOrEqual(40);
    reseller.requests.length = 0;
    await renderOrganizations(reseller);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(21));
    for (const header of ['Name', 'Owner', 'Email', 'Plan', 'Subscribed', 'Voice minutes', 'Messages', 'Created', 'Status']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(screen.getByText(`1-20 of ${total}`)).toBeInTheDocument();
    expect(reseller.requests[0]).toBe('GET /api/v2/listOrganizations?pageSize=20&active=true&sort=timestamp&order=desc');

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(total - 20 + 1), { timeout: 15_000 });
    expect(screen.getByText(`21-${total} of ${total}`)).toBeInTheDocument();
    expect(reseller.requests.at(-1)).toContain('page=1&pageSize=20');
    expect(location.current).toContain('page=2');
  });

  it('shows a row with its plan, usage and status, and its actions open overlays on the same path', async () => {
    const user = userEvent.setup();
    await renderOrganizations(await persona('partner@example.com'), filterUrl({ active: 'true', q: 'acme' }));
    const row = (await screen.findByText('Acme')).closest('tr')!;
    expect(within(row).getByText('Ada Owner')).toBeInTheDocument();
    expect(within(row).getByText('growth / month')).toBeInTheDocument();
    expect(within(row).getByText('1,840')).toBeInTheDocument();
    expect(within(row).getByText('5,210')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: `${messages.actions.takeOver}: Acme` }));
    await waitFor(() => expect(location.current).toMatch(/^\/organizations\?.*orgTakeover=4/));
    await user.click(within(row).getByRole('button', { name: `${messages.actions.admin}: Acme` }));
    await waitFor(() => expect(location.current).toMatch(/orgAdmin=4/));
    await user.click(within(row).getByText('Ada Owner'));
    await waitFor(() => expect(location.current).toMatch(/orgInfo=4/));
  });

  it('the owner of an organization is refused by the server', async () => {
    expectConsoleError(/HttpError: Forbidden/); // a refusal react-admin logs in development, shown by the screen
    await renderOrganizations(await persona('owner@acme.example'));
    expect(await screen.findByText('Forbidden')).toBeInTheDocument();
  });
});
