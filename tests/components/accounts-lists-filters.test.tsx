// The organization list's filters over the real reference server: the active filter, search
// filters read from the URL, an invalid filter and an empty result.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../src/plugins/accounts/messages';
import { signIn as persona } from './renderPlugin';
import { filterUrl, renderOrganizations, rowNames } from './accounts-lists-helpers';
import { expectConsoleError } from './consoleGuard';

// real server round trips, react-admin's filter debounce and a busy machine
vi.setConfig({ testTimeout: 45_000 });

describe('OrganizationList filters', () => {
  it('the active filter defaults to active and can show disabled organizations', async () => {
    const user = userEvent.setup();
    const reseller = await persona('reseller@example.com');
    await renderOrganizations(reseller);
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
    await renderOrganizations(partner, filterUrl({ active: 'true', canceled: 'true' }));
    await waitFor(() => expect(rowNames()).toEqual(['Globex']), { timeout: 5000 });
    expect(partner.requests.at(-1)).toMatch(/^GET \/api\/v2\/searchOrganizations\?.*canceled=true/);
  });

  it('an invalid filter in the URL shows its message; no match shows the empty state', async () => {
    expectConsoleError(/HttpError: Created from: Enter a date as YYYY-MM-DD/); // a refusal react-admin logs in development, shown by the screen
    const partner = await persona('partner@example.com');
    const { unmount } = await renderOrganizations(partner, filterUrl({ active: 'true', createdFrom: 'soon' }));
    expect(await screen.findByText(`${messages.filters.createdFrom}: ${messages.validation.date}`)).toBeInTheDocument();
    unmount();
    await renderOrganizations(partner, filterUrl({ active: 'true', externalAccountId: 'no-such-id' }));
    expect(await screen.findByText(messages.empty.noMatch)).toBeInTheDocument();
  });
});
