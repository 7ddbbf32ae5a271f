// The account lists over the plugin's adapters and the real reference server (seeded hierarchy):
// the organization list's paging, active filter and organization search filters, row actions and
// row click; the reseller and agent account lists.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import AgentAccountList from '../../src/plugins/accounts/AgentAccountList';
import { messages } from '../../src/plugins/accounts/messages';
import OrganizationList from '../../src/plugins/accounts/OrganizationList';
import ResellerList from '../../src/plugins/accounts/ResellerList';
import { location, persona, renderWith, type Persona } from './accounts-harness';

// real server round trips, react-admin's filter debounce and a busy machine
vi.setConfig({ testTimeout: 45_000 });

const filterUrl = (filter: Record<string, unknown>) => `/organizations?filter=${encodeURIComponent(JSON.stringify(filter))}`;

function renderOrganizations(who: Persona, path = '/organizations') {
  return renderWith(
    who,
    <Routes>
      <Route path="/organizations" element={<OrganizationList />} />
    </Routes>,
    path,
  );
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');

describe('OrganizationList', () => {
  it('pages 20 at a time on the server and shows the columns', async () => {
    const user = userEvent.setup();
    const reseller = await persona('reseller@example.com');
    // the components' server is shared by every test file: read the live total instead of the seed's
    const { total } = await reseller.http.request<{ total: number }>('/api/v2/listOrganizations', { query: { pageSize: 1 } });
    expect(total).toBeGreaterThan(20);
    expect(total).toBeLessThanOrEqual(40);
    reseller.requests.length = 0;
    renderOrganizations(reseller);
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
    renderOrganizations(await persona('partner@example.com'), filterUrl({ active: 'true', q: 'acme' }));
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

  it('the active filter defaults to active and can show disabled organizations', async () => {
    const user = userEvent.setup();
    const reseller = await persona('reseller@example.com');
    renderOrganizations(reseller);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(21));
    expect(screen.queryByText('Initrode')).not.toBeInTheDocument();

    // "Status" without a required-field asterisk, and no empty choice to pick
    const status = screen.getByRole('combobox', { name: /Status/ });
    expect(document.getElementById(status.getAttribute('aria-labelledby')!.split(' ')[0])).toHaveTextContent(/^Status$/);
    await user.click(status);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Active', 'Disabled', 'All']);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('option', { name: 'Disabled' }));
    await waitFor(() => expect(rowNames()).toContain('Initrode'), { timeout: 15_000 });
    for (const row of screen.getAllByRole('row').slice(1)) {
      expect(within(row).getByText(messages.status.disabled)).toBeInTheDocument();
    }
    expect(reseller.requests.at(-1)).toContain('active=false');
  });

  it('organization search filters from the URL call searchOrganizations', async () => {
    const partner = await persona('partner@example.com');
    renderOrganizations(partner, filterUrl({ active: 'true', canceled: 'true' }));
    await waitFor(() => expect(rowNames()).toEqual(['Globex']), { timeout: 5000 });
    expect(partner.requests.at(-1)).toMatch(/^GET \/api\/v2\/searchOrganizations\?.*canceled=true/);
  });

  it('adds a search filter with the Add filter button', async () => {
    const user = userEvent.setup();
    const partner = await persona('partner@example.com');
    renderOrganizations(partner);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(21));
    await user.click(screen.getByRole('button', { name: /add filter/i }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: messages.filters.voiceMinutesMin }));
    const input = await waitFor(() => screen.getByRole('spinbutton', { name: messages.filters.voiceMinutesMin }), { timeout: 3000 });
    await user.type(input, '1000');
    await waitFor(() => expect(rowNames()).toEqual(['Acme']), { timeout: 15_000 });
    expect(partner.requests.at(-1)).toMatch(/^GET \/api\/v2\/searchOrganizations\?.*voiceMinutesMin=1000/);
    expect(decodeURIComponent(location.current)).toContain('"voiceMinutesMin":1000');
  });

  it('an invalid filter in the URL shows its message; no match shows the empty state', async () => {
    const partner = await persona('partner@example.com');
    const { unmount } = renderOrganizations(partner, filterUrl({ active: 'true', createdFrom: 'soon' }));
    expect(await screen.findByText(`${messages.filters.createdFrom}: ${messages.validation.date}`)).toBeInTheDocument();
    unmount();
    renderOrganizations(partner, filterUrl({ active: 'true', externalAccountId: 'no-such-id' }));
    expect(await screen.findByText(messages.empty.noMatch)).toBeInTheDocument();
  });

  it('the owner of an organization is refused by the server', async () => {
    renderOrganizations(await persona('owner@acme.example'));
    expect(await screen.findByText('Forbidden')).toBeInTheDocument();
  });
});

describe('ResellerList and AgentAccountList', () => {
  it("lists the partner's resellers with info, take over and new organization actions", async () => {
    const user = userEvent.setup();
    renderWith(await persona('partner@example.com'), <Routes><Route path="/resellers" element={<ResellerList />} /></Routes>, '/resellers');
    const row = (await screen.findByText('Blue Harbor Telecom')).closest('tr')!;
    expect(screen.getByText('Northwind Voice')).toBeInTheDocument();
    expect(within(row).getByText('reseller@blueharbor.example')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `${messages.actions.createOrgUnder}: Blue Harbor Telecom` }));
    await waitFor(() => expect(location.current).toMatch(/createOrgAccount=\d+/));
    expect(screen.getByRole('button', { name: messages.actions.createReseller })).toBeInTheDocument();
  });

  it("lists the viewed org's agent accounts; an owner may add and delete them", async () => {
    const user = userEvent.setup();
    renderWith(await persona('owner@acme.example'), <Routes><Route path="/agentAccounts" element={<AgentAccountList />} /></Routes>, '/agentAccounts');
    const row = (await screen.findByText('Front Desk')).closest('tr')!;
    expect(within(row).getByText('acme-front-desk')).toBeInTheDocument();
    expect(screen.getAllByRole('row').length).toBeGreaterThan(1);
    await user.click(within(row).getByRole('button', { name: "Delete: Front Desk" }));
    await waitFor(() => expect(location.current).toMatch(/deleteAgent=\d+/));
    await user.click(screen.getByRole('button', { name: messages.actions.createAgent }));
    await waitFor(() => expect(location.current).toMatch(/createAgentAccount=true/));
  });
});
