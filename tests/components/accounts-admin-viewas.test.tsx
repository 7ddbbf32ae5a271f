// viewAs and the takeover overlays against the real server: the held views with their
// explanations, switching through the session (stored, audited), a single view, the way to view
// another account; a takeover that reports itself and goes to the account's path, and a refusal;
// and viewAs once more inside the real kernel, opened through the plugin's registration.
import 'reflect-metadata';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router-dom';
import { signInByEmail } from '../../server/demoSignIn';
import { createStorage } from '../../src/adapters/storage';
import { readRecentAccounts } from '../../src/plugins/accounts/recentAccountsStore';
import { KernelAdmin } from '../../src/kernel/KernelAdmin';
import { Session } from '../../src/kernel/session';
import { brandFor } from '../../src/shared/whiteLabel';
import accounts from '../../src/plugins/accounts/module';
import { apiUrl, location, renderPlugin, signIn, type SignedInUser as SignedIn } from './renderPlugin';

const signedIn = (token: string, viewingAs?: string) => signIn({ token }, { viewingAs });
/** The overlays of `search` (e.g. '?members=true') for `signed`, viewing `target` (default: own). */
const renderOverlays = (signed: SignedIn, search: string, target?: number) =>
  renderPlugin(accounts, { persona: signed, path: `/${search}`, target, ui: null, overlays: true });

interface AuditEntry {
  action: string;
  actorId: number;
  targetAccountId: number;
  after: Record<string, unknown> | null;
}

let reseller: SignedIn;

beforeAll(async () => {
  reseller = await signedIn(await signInByEmail(apiUrl(), 'reseller@example.com'));
});

afterEach(() => {
  reseller.session.setViewingAs('reseller');
  window.history.replaceState(null, '', '/');
});

async function latest(action: string): Promise<AuditEntry | undefined> {
  const { entries } = await reseller.http().request<{ entries: AuditEntry[] }>('/api/v2/auditLog', {
    query: { action, actorId: reseller.user.id, pageSize: 1 },
  });
  return entries[0];
}

describe('viewAs', () => {
  it('lists the held views with what each shows, highest first, the current one checked', async () => {
    await renderOverlays(reseller, '?viewAs=true');
    const dialog = await screen.findByRole('dialog', { name: 'View as' });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['reseller', 'owner', 'admin']);
    expect(within(dialog).getByRole('radio', { name: /^Reseller \(current\)/ })).toBeChecked();
    expect(within(dialog).getByText("What the organization's owner sees under the reseller's settings.")).toBeInTheDocument();
    expect(within(dialog).getByText('What a member sees: no billing, no deleting or deactivating the organization.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: /^(Super admin|Partner)/ })).not.toBeInTheDocument();
  });

  it('Apply switches the view through the session, which stores and audits it', async () => {
    await renderOverlays(reseller, '?viewAs=true');
    const dialog = await screen.findByRole('dialog', { name: 'View as' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Admin/ }));
    expect(reseller.session.storedViewingAs()).not.toBe('admin'); // nothing happens before Apply
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Now viewing as Admin')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'View as' })).not.toBeInTheDocument());
    expect(reseller.session.storedViewingAs()).toBe('admin');
    await waitFor(async () => expect((await latest('viewAs.switched'))?.after).toEqual({ from: 'reseller', to: 'admin' }));
  });

  it('with a single view it says so and offers no Apply', async () => {
    const admin = await signedIn(await signInByEmail(apiUrl(), 'admin@acme.example'));
    await renderOverlays(admin, '?viewAs=true');
    const dialog = await screen.findByRole('dialog', { name: 'View as' });
    expect(within(dialog).getByText('You have a single view: Admin. There is nothing to switch.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    // accountSearch would not open for a member: no button leads there
    expect(within(dialog).queryByRole('button', { name: 'Search accounts' })).not.toBeInTheDocument();
  });

  it('"View another account" opens accountSearch in its place', async () => {
    await renderOverlays(reseller, '?viewAs=true');
    const dialog = await screen.findByRole('dialog', { name: 'View as' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search accounts' }));
    expect(location.current).toBe('/?accountSearch=true');
  });
});

describe('takeover', () => {
  it('names the organization, reports the takeover, keeps it in the recent accounts and goes to its path', async () => {
    window.history.replaceState(null, '', '/app/organizations');
    expect(readRecentAccounts(reseller.user.id)).toEqual([]);
    await renderOverlays(reseller, '?orgTakeover=4');
    const dialog = await screen.findByRole('dialog', { name: 'Take over organization' });
    expect(await within(dialog).findByText('Take over Acme?')).toBeInTheDocument();
    expect(within(dialog).getByText('Every call will act on Acme until you return.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take over' }));
    await waitFor(() => expect(window.location.pathname).toBe('/app/org/4'));
    const entry = await latest('takeover.started');
    expect(entry).toMatchObject({ targetAccountId: 4, after: { name: 'Acme', via: 'orgTakeover' } });
    expect(readRecentAccounts(reseller.user.id)).toMatchObject([
      { id: 4, accountType: 'organization', accountName: 'Acme', resellerId: 3, resellerName: 'Northwind Voice' },
    ]);
  });

  it('refuses an account of another type', async () => {
    await renderOverlays(reseller, '?orgTakeover=3');
    const dialog = await screen.findByRole('dialog', { name: 'Take over organization' });
    expect(await within(dialog).findByText('Northwind Voice is not an organization: it cannot be taken over here.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Take over' })).toBeDisabled();
  });
});

describe('inside the real kernel', () => {
  it('?viewAs=true opens the picker through the plugin registration; switching rebuilds the view', async () => {
    window.history.replaceState(null, '', '/app?viewAs=true');
    const storage = createStorage();
    storage.set('token', inject('acmeToken'));
    const session = new Session({ storage, apiUrl: apiUrl() });
    render(
      <BrowserRouter basename="/app">
        <KernelAdmin session={session} brand={brandFor(null)} prefix="/app" targetAccountId={null} />
      </BrowserRouter>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'View as' }, { timeout: 10_000 });
    expect(within(dialog).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['owner', 'admin']);
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Admin/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(session.storedViewingAs()).toBe('admin');
    expect(storage.get('viewingAs')).toBe('admin');
  });
});
