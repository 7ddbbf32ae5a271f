// The White-label settings panel: failed saves, a partner on a reseller's profile, the empty state, the resellerPreview overlay against a real reference server of
// this file's own (whitelabel-panel-helpers.tsx).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signInByEmail } from '../../server/demoSignIn';
import {
  apiUrl, chipsIn, client, profileSettings, renderPanel, section, seeded, setProfile, tokens, withOwnServer,
} from './whitelabel-panel-helpers';

withOwnServer();

describe('White-label panel', () => {
  it('a failed save rolls the switch back and says why', async () => {
    const token = await signInByEmail(apiUrl, 'reseller@example.com');
    await renderPanel(token);
    const agents = await section('What org owners may do').findByRole('switch', { name: 'Add agents' });
    expect(agents).toBeChecked();
    await client(token).request('/api/v1/logout', { method: 'POST' }); // the session ends under the open panel
    fireEvent.click(agents);
    expect(await screen.findByText('The setting could not be saved: Not signed in')).toBeInTheDocument();
    // rolled back: on again, in the form and in the preview
    await waitFor(() => expect(agents).toBeChecked());
    expect(chipsIn('Allowed')).toContain('Add agents');
    expect((await profileSettings(tokens.reseller)).allowAddAgents).not.toBe(false);
  });

  it('a partner editing a reseller\'s profile saves there and leaves its own view alone', async () => {
    const { reloadView } = await renderPanel(tokens.partner, seeded.ids.reseller);
    const signup = await section('What org owners may do').findByRole('switch', { name: 'Sign up, and delete or deactivate their organization' });
    fireEvent.click(signup);
    await waitFor(async () => expect((await profileSettings(tokens.reseller)).allowSignup).toBe(false));
    expect((await profileSettings(tokens.partner)).allowSignup).toBe(true);
    expect(reloadView).not.toHaveBeenCalled();
    await setProfile(tokens.reseller, 'allowSignup', null);
  });

  it('an account without a profile gets the empty state', async () => {
    await renderPanel(tokens.partner, seeded.blueHarbor);
    expect(await screen.findByText('This account has no domain profile')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('"Preview as an org owner" opens the resellerPreview overlay with the same preview', async () => {
    await renderPanel(tokens.reseller);
    fireEvent.click(await screen.findByRole('button', { name: 'Preview as an org owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview as an org owner' });
    expect(within(within(dialog).getByRole('region', { name: 'Menu' })).getByText('Contacts')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Not allowed' })).toHaveTextContent('Use the full editor');
    expect(within(dialog).getByRole('list', { name: 'Their plugins' })).toHaveTextContent('Agents');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
