// The signed-in shell over the real reference server (vitest globalSetup): greeting, menu from the
// enabled plugin, theme toggle, embed mode, the kernel's help overlay and the route loading bar.
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router-dom';
import { KernelAdmin } from '../../src/kernel/KernelAdmin';
import { Session } from '../../src/kernel/session';
import { createStorage } from '../../src/adapters/storage';
import { brandFor } from '../../src/shared/whiteLabel';

function renderShell(url: string, brand = brandFor(null)) {
  window.history.replaceState(null, '', url);
  const storage = createStorage();
  storage.set('token', inject('acmeToken'));
  const session = new Session({ storage, apiUrl: inject('apiUrl') });
  return render(
    <BrowserRouter basename="/app">
      <KernelAdmin session={session} brand={brand} prefix="/app" targetAccountId={null} />
    </BrowserRouter>,
  );
}

describe('the signed-in shell', () => {
  it('greets the user and lists the enabled plugin', async () => {
    renderShell('/app');
    expect(await screen.findByText(/Welcome, Ada Owner/, {}, { timeout: 10_000 })).toBeInTheDocument();
    const areas = screen.getByRole('list', { name: 'Areas' });
    expect(within(areas).getByRole('link', { name: 'Contacts' })).toHaveAttribute('href', '/app/contacts');
    expect(screen.getByText('Agent Console')).toBeInTheDocument();
  });

  it('one name per place: the menu calls the home Home, never Dashboard', async () => {
    renderShell('/app');
    expect(await screen.findByRole('menuitem', { name: 'Home' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Dashboard' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/app/settings');
  });

  it('toggles the theme as a class on <html> and stores it', async () => {
    renderShell('/app');
    const toggle = await screen.findByRole('button', { name: 'Toggle theme' }, { timeout: 10_000 });
    const before = document.documentElement.classList.contains('dark') ? 'dark' : 'light';
    const after = before === 'dark' ? 'light' : 'dark';
    await userEvent.click(toggle);
    await waitFor(() => expect(document.documentElement).toHaveClass(after));
    expect(document.documentElement).not.toHaveClass(before);
    expect(localStorage.getItem('switchboard.theme')).toBe(after);
  });

  it('embed mode shows neither app bar nor sidebar', async () => {
    renderShell('/app?appEmbed=true');
    expect(await screen.findByText(/Welcome, Ada Owner/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Toggle theme' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Contacts' })).not.toBeInTheDocument();
  });

  it('the help button opens the help overlay in generic mode, with the docs link', async () => {
    renderShell('/app');
    await userEvent.click(await screen.findByRole('button', { name: 'Help' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    expect(within(dialog).getByRole('link', { name: 'documentation' })).toHaveAttribute('href', '/docs');
    expect(window.location.search).toBe('?help=true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/app');
  });

  it('shows the loading bar from a route change until the page has loaded', async () => {
    renderShell('/app');
    const link = await screen.findByRole('menuitem', { name: 'Contacts' }, { timeout: 10_000 });
    expect(screen.queryByTestId('route-loading-bar')).not.toBeInTheDocument();
    await userEvent.click(link);
    expect(await screen.findByTestId('route-loading-bar')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/app/contacts');
    await waitFor(() => expect(screen.queryByTestId('route-loading-bar')).not.toBeInTheDocument(), { timeout: 10_000 });
  });

  it("an unknown path shows react-admin's not-found page in the shell, /login included (no login page)", async () => {
    renderShell('/app/login');
    expect(await screen.findByText(/^Either you typed a wrong URL, or you followed a bad link/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toBeInTheDocument();
  });

  it("react-admin's own labels read through the console translator, %{tokens} filled in", async () => {
    renderShell('/app/contacts');
    // ra.navigation.page_range_info is '%{offsetBegin}-%{offsetEnd} of %{total}'
    expect(await screen.findByText(/^1-\d+ of \d+$/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Rows per page:')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/%\{|ra\.(navigation|action|page)\./);
  });
});

