// Settings for every signed-in user (issue 16 point 10): an owner, an admin and a super admin each
// see their profile basics and the theme on the settings page and in the settings overlay, never
// "No settings are available"; the theme there is the app bar's toggle's setting.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KERNEL_MESSAGES } from '../../src/kernel/i18n/kernelMessages';
import { SettingsPage } from '../../src/kernel/shell/SettingsPage';
import { ThemeToggleButton } from '../../src/kernel/shell/ThemeToggleButton';
import SettingsOverlay from '../../src/overlays/SettingsOverlay';
import accounts from '../../src/plugins/accounts/module';
import contacts from '../../src/plugins/contacts/module';
import { renderPlugin } from './renderPlugin';

vi.setConfig({ testTimeout: 30_000 });
const t = KERNEL_MESSAGES.switchboard.settings;

/** The value next to `label` in the profile's list. */
const valueOf = (profile: HTMLElement, label: string) => within(profile).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('settings', () => {
  for (const [email, role] of [
    ['owner@acme.example', 'Owner'],
    ['admin@acme.example', 'Admin'],
    ['super@example.com', 'Super admin'],
  ] as const) {
    it(`the page shows ${email} their profile and the theme`, async () => {
      await renderPlugin(contacts, { persona: email, path: '/settings', ui: <SettingsPage /> });
      const profile = await screen.findByRole('region', { name: t.profile });
      expect(valueOf(profile, t.email)).toBe(email);
      expect(valueOf(profile, t.role)).toBe(role);
      expect(valueOf(profile, t.name)).not.toBe('');
      expect(within(screen.getByRole('region', { name: t.appearance })).getByRole('group', { name: t.theme })).toBeInTheDocument();
      expect(screen.queryByText(/No settings are available/)).toBeNull();
    });
  }

  it('the theme is the app bar toggle’s setting, both ways', async () => {
    const user = userEvent.setup();
    await renderPlugin(contacts, { persona: 'owner@acme.example', path: '/settings', ui: (<><ThemeToggleButton /><SettingsPage /></>) });
    const theme = await screen.findByRole('group', { name: t.theme });
    const light = within(theme).getByRole('button', { name: t.light });
    const dark = within(theme).getByRole('button', { name: t.dark });
    await user.click(dark);
    expect(dark).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Toggle theme' }));
    await waitFor(() => expect(light).toHaveAttribute('aria-pressed', 'true'));
    expect(dark).toHaveAttribute('aria-pressed', 'false');
  });

  it('the overlay opens on the profile, with Edit opening the user’s own account when the accounts plugin offers it', async () => {
    const user = userEvent.setup();
    const { user: me } = await renderPlugin(accounts, { persona: 'admin@acme.example', ui: <SettingsOverlay value="true" close={vi.fn()} />, overlays: true });
    const dialog = await screen.findByRole('dialog', { name: t.title });
    expect(within(dialog).getByRole('tab', { name: t.profile, selected: true })).toBeInTheDocument();
    const profile = within(dialog).getByRole('tabpanel', { name: t.profile });
    expect(valueOf(profile, t.email)).toBe('admin@acme.example');
    expect(within(dialog).getByRole('group', { name: t.theme })).toBeInTheDocument();
    await user.click(within(profile).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('textbox', { name: /Email/ })).toHaveValue(me?.email);
  });
});
