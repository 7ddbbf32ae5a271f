// The organization list's Add filter button over the real reference server: the added filter
// calls searchOrganizations and lands in the URL.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../src/plugins/accounts/messages';
import { location, signIn as persona } from './renderPlugin';
import { renderOrganizations, rowNames } from './accounts-lists-helpers';

// real server round trips, react-admin's filter debounce and a busy machine
vi.setConfig({ testTimeout: 45_000 });

describe('OrganizationList', () => {
  it('adds a search filter with the Add filter button', async () => {
    const user = userEvent.setup();
    const partner = await persona('partner@example.com');
    await renderOrganizations(partner);
    // the partner's first page (other files on this shared server may have added organizations)
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(2));
    await user.click(screen.getByRole('button', { name: /add filter/i }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: messages.filters.voiceMinutesMin }));
    const input = await waitFor(() => screen.getByRole('spinbutton', { name: messages.filters.voiceMinutesMin }));
    await user.type(input, '1000');
    await waitFor(() => expect(rowNames()).toEqual(['Acme']), { timeout: 15_000 });
    expect(partner.requests.at(-1)).toMatch(/^GET \/api\/v2\/searchOrganizations\?.*voiceMinutesMin=1000/);
    expect(decodeURIComponent(location.current)).toContain('"voiceMinutesMin":1000');
  });
});
