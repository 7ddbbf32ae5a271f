// The White-label settings panel and the resellerPreview overlay against a real reference server of
// this file's own (whitelabel-panel-helpers.tsx).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  accountOf, chipsIn, previewMenu, profileSettings, renderPanel, section, setProfile, tokens, withOwnServer,
} from './whitelabel-panel-helpers';

withOwnServer();

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
});
