// Switching viewingAs in the app bar rebuilds what the user sees (menu, overlays) in place: no reload,
// no remount of the router. The view is the reseller's; the server is the real one (globalSetup).
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

function renderShell(token: string, url = '/app') {
  window.history.replaceState(null, '', url);
  localStorage.clear();
  const storage = createStorage();
  storage.set('token', token);
  const session = new Session({ storage, apiUrl: inject('apiUrl') });
  render(
    <BrowserRouter basename="/app">
      <KernelAdmin session={session} brand={brandFor(null)} prefix="/app" targetAccountId={null} />
    </BrowserRouter>,
  );
  return session;
}

const menu = () => screen.queryAllByRole('menuitem').map((item) => item.textContent?.trim());

describe('viewingAs', () => {
  it('a reseller switches to the owner view and back; menus follow without a reload', async () => {
    const session = renderShell(inject('resellerToken'));
    const switcher = await screen.findByRole('button', { name: /Viewing as: Reseller/ }, { timeout: 15_000 });
    await waitFor(() => expect(menu()).toEqual(expect.arrayContaining(['Organizations', 'Audit log'])));
    const marker = document.body.firstElementChild;

    await userEvent.click(switcher);
    const options = within(await screen.findByRole('menu'));
    expect(options.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Reseller', 'Owner', 'Admin', 'What each view shows…']);
    await userEvent.click(options.getByRole('menuitem', { name: 'Owner' }));

    await screen.findByRole('button', { name: /Viewing as: Owner/ }, { timeout: 15_000 });
    await waitFor(() => expect(menu()).not.toContain('Organizations'));
    expect(menu()).not.toContain('Audit log');
    expect(session.storedViewingAs()).toBe('owner');
    expect(document.body.firstElementChild).toBe(marker);

    await userEvent.click(screen.getByRole('button', { name: /Viewing as: Owner/ }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Reseller' }));
    await waitFor(() => expect(menu()).toContain('Organizations'), { timeout: 15_000 });
  });

  it('a member holds one view: no switcher, no account search', async () => {
    renderShell(inject('memberToken'));
    expect(await screen.findByRole('button', { name: 'Toggle theme' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Viewing as/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search accounts' })).not.toBeInTheDocument();
  });

  it('the app bar opens account search, by click and by Ctrl+K', async () => {
    renderShell(inject('resellerToken'));
    await userEvent.click(await screen.findByRole('button', { name: 'Search accounts' }, { timeout: 15_000 }));
    await waitFor(() => expect(window.location.search).toBe('?accountSearch=true'));
    window.history.replaceState(null, '', '/app');
    await userEvent.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(window.location.search).toBe('?accountSearch=true'));
  });

  it('the switcher links to the viewAs overlay that explains each view', async () => {
    renderShell(inject('resellerToken'));
    await userEvent.click(await screen.findByRole('button', { name: /Viewing as:/ }, { timeout: 15_000 }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'What each view shows…' }));
    await waitFor(() => expect(window.location.search).toBe('?viewAs=true'));
  });
});
