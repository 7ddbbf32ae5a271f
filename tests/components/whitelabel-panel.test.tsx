// The White-label settings panel and the resellerPreview overlay against a real reference server.
// This file switches the Contacts plugin off for everyone under Northwind, which other component
// tests (Acme's console) must not see: it runs its own server (ownServer.ts: a fresh seeded
// in-memory PGlite) instead of the shared one.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signInByEmail } from '../../server/demoSignIn';
import { startOwnServer, type OwnServer } from './ownServer';
import { accountView, httpClient } from './kernelHarness';
import { renderPlugin } from './renderPlugin';
import whitelabel from '../../src/plugins/whitelabel/module';
import WhiteLabelPanel from '../../src/plugins/whitelabel/WhiteLabelPanel';

let own: OwnServer;
let apiUrl: string;
let seeded: OwnServer['seeded'];
let tokens: Record<'partner' | 'reseller' | 'acme', string>;

beforeAll(async () => {
  own = await startOwnServer();
  apiUrl = own.url;
  seeded = own.seeded;
  const [partner, reseller, acme] = await Promise.all(
    ['partner@example.com', 'reseller@example.com', 'owner@acme.example'].map((email) => signInByEmail(apiUrl, email)),
  );
  tokens = { partner, reseller, acme };
}, 120_000);

afterAll(() => own?.stop());

const client = (token: string, targetAccountId: number | null = null) => httpClient(apiUrl, token, targetAccountId);
const accountOf = (token: string) => accountView(client(token));

/** The profile's settings as the server has them (read back, not from the screen). */
async function profileSettings(token: string, targetAccountId: number | null = null): Promise<Record<string, unknown>> {
  const { domainProfile } = await client(token, targetAccountId).request<{ domainProfile: { settings: Record<string, unknown> } }>(
    '/api/v2/domainProfile',
  );
  return domainProfile.settings;
}

async function setProfile(token: string, key: string, value: unknown) {
  await client(token).request('/api/v2/domainProfile/setting', { method: 'POST', body: { key, value } });
}

/** The panel through the white-label plugin, at the settings page, with the kernel's overlay host. */
async function renderPanel(token: string, target: number | null = null) {
  const reloadView = vi.fn();
  const ui = <WhiteLabelPanel />;
  await renderPlugin(whitelabel, { persona: { token }, apiUrl, target, path: '/settings', ui, overlays: true, onReloadView: reloadView });
  await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'White-label' })).not.toBeInTheDocument(), { timeout: 10_000 });
  return { reloadView };
}

const preview = () => screen.getByRole('complementary', { name: 'What an org owner under you sees' });
const previewMenu = () => within(within(preview()).getByRole('region', { name: 'Menu' }));
const section = (name: string) => within(screen.getByRole('region', { name }));
const chipsIn = (list: 'Allowed' | 'Not allowed') =>
  Array.from(within(preview()).getByRole('list', { name: list }).querySelectorAll('[role="listitem"]'), (chip) => chip.textContent);

describe('White-label panel', () => {
  it('switching Contacts off updates the preview, saves it, and on brings it back', async () => {
    try {
      const { reloadView } = await renderPanel(tokens.reseller);
      const contacts = await section('Plugins').findByRole('switch', { name: 'Contacts' });
      expect(contacts).toBeChecked();
      expect(previewMenu().getByText('Contacts')).toBeInTheDocument();

      fireEvent.click(contacts);
      await waitFor(() => expect(contacts).not.toBeChecked());
      expect(previewMenu().queryByText('Contacts')).not.toBeInTheDocument();
      expect(await screen.findByText('White-label setting saved')).toBeInTheDocument();
      expect((await profileSettings(tokens.reseller)).enableContacts).toBe(false);
      // the org owner under Northwind now has the plugin off in its resolved settings
      expect((await accountOf(tokens.acme)).account.settings?.enableContacts).toBe(false);
      // the reseller viewed its own account: its view is rebuilt
      expect(reloadView).toHaveBeenCalledTimes(1);

      fireEvent.click(contacts);
      await waitFor(() => expect(contacts).toBeChecked());
      expect(previewMenu().getByText('Contacts')).toBeInTheDocument();
      await waitFor(() => expect(reloadView).toHaveBeenCalledTimes(2));
      expect((await profileSettings(tokens.reseller)).enableContacts).toBe(true);
      expect((await accountOf(tokens.acme)).account.settings?.enableContacts).not.toBe(false);
    } finally {
      await setProfile(tokens.reseller, 'enableContacts', null);
    }
  });

  it('each owner switch shows the permissions it grants and moves them between allowed and denied', async () => {
    await renderPanel(tokens.reseller);
    const tasks = await section('What org owners may do').findByRole('switch', { name: 'Use task lists' });
    // Northwind's seed hides billing and the full editor
    expect(section('What org owners may do').getByRole('switch', { name: 'See and manage billing' })).not.toBeChecked();
    expect(chipsIn('Not allowed')).toEqual(expect.arrayContaining(['View billing', 'Manage billing', 'Use the full editor']));
    expect(chipsIn('Allowed')).toContain('View task lists');
    expect(screen.getAllByText('View task lists').length).toBeGreaterThanOrEqual(2); // the switch's grant chip too

    fireEvent.click(tasks);
    await waitFor(() => expect(chipsIn('Not allowed')).toContain('View task lists'));
    expect(chipsIn('Allowed')).not.toContain('View task lists');
    await waitFor(async () => expect((await profileSettings(tokens.reseller)).allowTasks).toBe(false));

    fireEvent.click(tasks);
    await waitFor(() => expect(chipsIn('Allowed')).toContain('View task lists'));
    await waitFor(async () => expect((await profileSettings(tokens.reseller)).allowTasks).toBe(true));
  });

  it('links: a bad link shows why and is not saved; a good one is saved on Enter; empty unsets it', async () => {
    await renderPanel(tokens.reseller);
    const support = await section('Links').findByRole('textbox', { name: 'Support link' });
    expect(support).toHaveValue('https://help.northwind-voice.example');

    fireEvent.change(support, { target: { value: 'help.example.com' } });
    fireEvent.blur(support);
    expect(await screen.findByText(/Enter a full link starting with https:\/\//)).toBeInTheDocument();
    expect((await profileSettings(tokens.reseller)).supportUrl).toBe('https://help.northwind-voice.example');

    fireEvent.change(support, { target: { value: '  https://support.northwind.example/new ' } });
    fireEvent.keyDown(support, { key: 'Enter' });
    await waitFor(async () => expect((await profileSettings(tokens.reseller)).supportUrl).toBe('https://support.northwind.example/new'));
    expect(screen.queryByText(/Enter a full link/)).not.toBeInTheDocument();
    expect(support).toHaveValue('https://support.northwind.example/new');

    fireEvent.change(support, { target: { value: '' } });
    fireEvent.blur(support);
    await waitFor(async () => expect(await profileSettings(tokens.reseller)).not.toHaveProperty('supportUrl'));
  });

  it('what the partner switched off is off and locked for the reseller, also in the preview', async () => {
    await setProfile(tokens.partner, 'enableContacts', false);
    try {
      await renderPanel(tokens.reseller);
      const contacts = await section('Plugins').findByRole('switch', { name: 'Contacts' });
      expect(contacts).not.toBeChecked();
      expect(contacts).toBeDisabled();
      expect(section('Plugins').getByText('Switched off by your partner')).toBeInTheDocument();
      expect(previewMenu().queryByText('Contacts')).not.toBeInTheDocument();
    } finally {
      await setProfile(tokens.partner, 'enableContacts', null);
    }
  });

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
    const signup = await section('What org owners may do').findByRole('switch', { name: 'Delete or deactivate their organization' });
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
    expect(within(dialog).getByText('Contacts')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Not allowed' })).toHaveTextContent('View billing');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
