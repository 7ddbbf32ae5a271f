// Two languages (issue 24 item 5): with French chosen (Settings → Language, stored on the device),
// a plugin's screen, react-admin's own words and the settings page read in French, and choosing
// English stores it and reloads. The page's language is decided when modules load, so this file
// imports the screens afresh after choosing French and puts English back for the files after it
// (the components project shares one module registry between files).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALE_STORAGE_KEY, setCurrentLocale } from '../../src/shared/intl';

vi.setConfig({ testTimeout: 30_000 });

type Fresh = {
  renderPlugin: typeof import('./renderPlugin').renderPlugin;
  contacts: typeof import('../../src/plugins/contacts/module').default;
  SettingsPage: typeof import('../../src/kernel/shell/SettingsPage').SettingsPage;
  LanguageSetting: typeof import('../../src/kernel/shell/LanguageSetting').LanguageSetting;
  messages: typeof import('../../src/plugins/contacts/messages').messages;
};
let fresh: Fresh;

async function importFresh(): Promise<Fresh> {
  vi.resetModules();
  const [{ renderPlugin }, { default: contacts }, { SettingsPage }, { LanguageSetting }, { messages }] = await Promise.all([
    import('./renderPlugin'),
    import('../../src/plugins/contacts/module'),
    import('../../src/kernel/shell/SettingsPage'),
    import('../../src/kernel/shell/LanguageSetting'),
    import('../../src/plugins/contacts/messages'),
  ]);
  return { renderPlugin, contacts, SettingsPage, LanguageSetting, messages };
}

beforeAll(async () => {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
  setCurrentLocale(null);
  fresh = await importFresh();
}, 60_000);

afterAll(() => {
  window.localStorage.removeItem(LOCALE_STORAGE_KEY);
  setCurrentLocale(null);
  vi.resetModules();
});

describe('in French', () => {
  it("a plugin's screen and react-admin's words are French", async () => {
    const { renderPlugin, contacts, messages } = fresh;
    expect(messages.actions.create).toBe('Créer un contact');
    await renderPlugin(contacts, { persona: 'owner@acme.example', path: '/contacts' });
    expect(await screen.findByRole('button', { name: /Créer un contact/ })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Rechercher un nom, un téléphone ou un e-mail')).toBeInTheDocument();
    expect(screen.queryByText('Create contact')).toBeNull();
    // react-admin's own pagination, from raFrench.ts
    expect(await screen.findByText('Lignes par page :')).toBeInTheDocument();
  });

  it('the settings page is French, French is the chosen language, and English is stored then the page reloads', async () => {
    const { renderPlugin, contacts, SettingsPage, LanguageSetting } = fresh;
    const user = userEvent.setup();
    const reload = vi.fn();
    await renderPlugin(contacts, {
      persona: 'owner@acme.example',
      path: '/settings',
      ui: (
        <>
          <SettingsPage />
          <div data-testid="probe">
            <LanguageSetting reload={reload} />
          </div>
        </>
      ),
    });
    expect(await screen.findByRole('region', { name: 'Profil' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Apparence' })).toBeInTheDocument();
    const language = within(screen.getByTestId('probe')).getByRole('group', { name: 'Langue' });
    expect(within(language).getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(language).getByRole('button', { name: 'Français' }));
    expect(reload).not.toHaveBeenCalled();
    await user.click(within(language).getByRole('button', { name: 'English' }));
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
