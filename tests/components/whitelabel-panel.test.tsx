// The White-label settings panel and the resellerPreview overlay against a real reference server of
// this file's own (whitelabel-panel-helpers.tsx).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pluginToggles } from '../../src/plugins/whitelabel/rules';
import {
  accountOf, chipsIn, preview, previewMenu, profileSettings, renderPanel, section, setProfile, tokens, withOwnServer,
} from './whitelabel-panel-helpers';

withOwnServer();

describe('White-label panel', () => {
  it('lists a switch for every plugin whose manifest entry declares a toggle, and the plugins in the preview', async () => {
    await renderPanel(tokens.reseller);
    const switches = await section('Plugins').findAllByRole('switch');
    expect(switches.map((s) => s.closest('label')?.textContent)).toEqual(pluginToggles().map((p) => p.title));
    expect(pluginToggles().length).toBeGreaterThanOrEqual(4);
    for (const s of switches) expect(s).toBeChecked();
    expect(chipsIn('Their plugins')).toEqual(['Accounts', 'Contacts', 'Agents', 'Onboarding', 'Conversation logs', 'Dashboards', 'Phone numbers', 'Calls', 'Inbox', 'Task lists', 'Webhooks', 'Developer', 'SIP trunking', 'Knowledge bases', 'Integrations', 'Profile and public page']);
  });

  it('switching Agents off takes it out of the preview and saves it; on brings it back', async () => {
    try {
      await renderPanel(tokens.reseller);
      const agents = await section('Plugins').findByRole('switch', { name: 'Agents' });
      fireEvent.click(agents);
      await waitFor(() => expect(agents).not.toBeChecked());
      expect(chipsIn('Their plugins')).toEqual(['Accounts', 'Contacts', 'Onboarding', 'Conversation logs', 'Dashboards', 'Phone numbers', 'Calls', 'Inbox', 'Task lists', 'Webhooks', 'Developer', 'SIP trunking', 'Knowledge bases', 'Integrations', 'Profile and public page']);
      await waitFor(async () => expect((await profileSettings(tokens.reseller)).enableAgents).toBe(false));
      expect((await accountOf(tokens.acme)).account.settings?.enableAgents).toBe(false);

      fireEvent.click(agents);
      await waitFor(() => expect(agents).toBeChecked());
      expect(chipsIn('Their plugins')).toContain('Agents');
      await waitFor(async () => expect((await profileSettings(tokens.reseller)).enableAgents).toBe(true));
    } finally {
      await setProfile(tokens.reseller, 'enableAgents', null);
    }
  });

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
    const takeover = await section('What org owners may do').findByRole('switch', { name: 'Take over agent accounts' });
    // Northwind's seed hides the full editor
    expect(section('What org owners may do').getByRole('switch', { name: 'Use the full agent editor' })).not.toBeChecked();
    expect(chipsIn('Not allowed')).toEqual(['Use the full editor', 'Inspect raw JSON']);
    expect(chipsIn('Allowed')).toContain('Take over agents');
    expect(screen.getAllByText('Take over agents').length).toBeGreaterThanOrEqual(2); // the switch's grant chip too

    fireEvent.click(takeover);
    await waitFor(() => expect(chipsIn('Not allowed')).toContain('Take over agents'));
    expect(chipsIn('Allowed')).not.toContain('Take over agents');
    await waitFor(async () => expect((await profileSettings(tokens.reseller)).allowAgentTakeover).toBe(false));

    fireEvent.click(takeover);
    await waitFor(() => expect(chipsIn('Allowed')).toContain('Take over agents'));
    await waitFor(async () => expect((await profileSettings(tokens.reseller)).allowAgentTakeover).toBe(true));
  });

  it('shows no switch, and no permission, for a feature no plugin has yet (tasks, SMS, embeds, billing)', async () => {
    await renderPanel(tokens.reseller);
    const owners = section('What org owners may do');
    const shown = (await owners.findAllByRole('switch')).map((s) => s.closest('label')?.textContent);
    expect(shown).toEqual([
      'See and invite team members',
      'Sign up, and delete or deactivate their organization',
      'Add agents',
      'Take over agent accounts',
      'Use the full agent editor',
      'Choose their own phone numbers',
    ]);
    for (const gone of ['Use task lists', 'Set up SMS messaging', 'Use embeds', 'See and manage billing', 'Start using the product without a plan (trial entry)']) {
      expect(screen.queryByRole('switch', { name: gone })).not.toBeInTheDocument();
    }
    // Northwind's seed switched billing off: still off for its owners (the server keeps it), just not shown
    expect([...chipsIn('Allowed'), ...chipsIn('Not allowed')]).not.toEqual(expect.arrayContaining(['View billing']));
    for (const gone of ['View task lists', 'Set up SMS', 'View embeds', 'Manage billing', 'Onboard without a plan']) {
      expect(within(preview()).queryByText(gone)).not.toBeInTheDocument();
    }
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
});
