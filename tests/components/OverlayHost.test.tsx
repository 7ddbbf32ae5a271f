import { describe, expect, it } from 'vitest';
import { lazy } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { I18nContextProvider } from 'react-admin';
import { OverlayHost } from '../../src/overlays/OverlayHost';
import { i18nProvider } from '../../src/kernel/i18n';
import type { OverlayContribution, OverlayProps } from '../../src/kernel/contracts';
import { permissionsFor } from '../../src/kernel/viewPermissions';

function Probe() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function Screen({ value, close }: OverlayProps) {
  return (
    <div role="dialog" aria-label="Create contact">
      value={value}
      <button onClick={() => close()}>Close</button>
      <button onClick={() => close(['page'])}>Close all</button>
    </div>
  );
}

const overlays: OverlayContribution[] = [
  { name: 'createContact', component: lazy(async () => ({ default: Screen })) },
  { name: 'debug', component: () => <div role="dialog" aria-label="Debug" />, canAccess: (p) => p.canInspectJSON },
  // registered under a name outside the catalogue: never opens
  { name: 'teleport', component: () => <div role="dialog" aria-label="Teleport" /> },
];

const renderAt = (url: string, superAdmin = false) =>
  render(
    <I18nContextProvider value={i18nProvider}>
      <MemoryRouter initialEntries={[url]}>
        <OverlayHost overlays={overlays} permissions={permissionsFor(superAdmin ? { id: 1, username: 'super', accountType: 'partner', partnerId: 1, superAdmin: true } : { id: 4, username: 'acme', accountType: 'organization', partnerId: 2, resellerId: 3, organizationId: 4 })} />
        <Probe />
      </MemoryRouter>
    </I18nContextProvider>,
  );

describe('OverlayHost', () => {
  it('opens a registered overlay named in the query string, with its value', async () => {
    renderAt('/app/contacts?createContact=42');
    expect(await screen.findByRole('dialog', { name: 'Create contact' })).toHaveTextContent('value=42');
  });

  it.each([
    ['no parameter', '/app/contacts'],
    ['an unknown name (left in the URL)', '/app/contacts?teleport=true'],
  ])('shows nothing for %s', async (_name, url) => {
    renderAt(url);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(url);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['a catalogue name nobody registered (its plugin does not exist or is off)', '/app/contacts?page=2&wallet=true', '/app/contacts?page=2'],
    ['a registered overlay the permission set refuses', '/app/contacts?debug=true', '/app/contacts'],
  ])('says "This screen is not available" for %s, until closed', async (_name, url, after) => {
    renderAt(url);
    const dialog = await screen.findByRole('dialog', { name: 'This screen is not available' });
    expect(dialog).toHaveTextContent('It does not exist for this account, or you may not open it here.');
    // the modal hides the page from the accessibility tree meanwhile
    expect(screen.getByRole('status', { name: 'location', hidden: true }).textContent).toBe(url);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location', hidden: true }).textContent).toBe(after));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens an overlay whose access check passes', () => {
    renderAt('/app?debug=true', true);
    expect(screen.getByRole('dialog', { name: 'Debug' })).toBeInTheDocument();
  });

  it('close removes its parameter and keeps the path and the other parameters', async () => {
    renderAt('/app/org/7/contacts?page=2&createContact=true');
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/app\/org\/7\/contacts\?page=2$/);
  });

  it('close can remove more parameters', async () => {
    renderAt('/app/contacts?page=2&createContact=true');
    await userEvent.click(await screen.findByRole('button', { name: 'Close all' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/app\/contacts$/));
  });
});
