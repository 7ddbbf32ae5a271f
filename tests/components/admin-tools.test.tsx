// The super-admin tools page against the real reference server (vitest globalSetup), signed in as
// the seeded super admin. The server is shared with other suites, so only calls that leave its
// accounts as they were (enabling an enabled org, disabling a super admin: refused, refunds), and
// those aimed at Harbor Dental, outside the Northwind subtree other suites look at.
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import 'reflect-metadata';
import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDataProvider } from '../../src/adapters/dataProvider';
import { createHttpClient } from '../../src/adapters/http';
import { storage, STORAGE_KEYS } from '../../src/adapters/storage';
import { ConfirmProvider } from '../../src/kernel/shell/ConfirmProvider';
import AdminToolsPage from '../../src/plugins/admin-tools/AdminToolsPage';
import adminToolsPlugin from '../../src/plugins/admin-tools/module';
import { buildContainer, collect } from '../../src/kernel/container';
import { manifestShellModule } from '../../src/kernel/manifestShell';
import { PluginRuntime } from '../../src/kernel/pluginRuntime';
import { manifest } from '../../src/shared/manifest';
import { TOKENS } from '../../src/kernel/tokens';
import type { PermissionSet } from '../../src/shared/permissionKeys';
import { NONE_ALLOWED } from '../../src/shared/permissionSet';
import { expectConsoleError } from './consoleGuard';
import { kernelValue, renderInConsole } from './kernelHarness';

afterEach(() => {
  vi.restoreAllMocks();
});

const TOKEN_KEY = `switchboard.${STORAGE_KEYS.superAdminToken}`;
const EXPIRY_KEY = 'switchboard.superAdminTokenExpiresAt';
const HINT = /Get a super-admin token first/;

function renderPage(page: ReactNode = <AdminToolsPage />) {
  // the session's own rule: the stored super-admin token is read at each call
  const token = inject('superToken');
  const context = () => ({ token, targetAccountId: null, adminToken: storage.get(STORAGE_KEYS.superAdminToken) });
  const http = createHttpClient(inject('apiUrl'), context);
  // the page's calls go through the plugin's own adapter, as in the console
  const dataProvider = createDataProvider(http, collect(buildContainer([adminToolsPlugin]), TOKENS.ResourceAdapter), inject('apiUrl'), context);
  // the page is a super admin's: the route's permission holds (the manifest shell asks it again)
  const permissions = { ...NONE_ALLOWED, canUseSuperAdminTools: true };
  return renderInConsole(<ConfirmProvider>{page}</ConfirmProvider>, { path: '/admin-tools', kernel: kernelValue({ http, permissions }), dataProvider });
}

const section = (name: string) => screen.getByRole('region', { name });

async function getToken() {
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Get a token' }));
  await waitFor(() => expect(screen.getByTestId('admin-token-status')).toHaveTextContent(/A token is stored\. It expires/));
  return user;
}

describe('the admin-tools plugin, as the manifest shell declares it', () => {
  // the console's path: the shell from the manifest, the module loaded when the page is first shown
  const entries = manifest.plugins.filter((p) => p.id === 'admin-tools');
  const container = buildContainer([], undefined, [manifestShellModule(entries, new PluginRuntime(entries))]);
  const menus = collect(container, TOKENS.Menu);
  const routes = collect(container, TOKENS.Route);

  it('shows its menu entry only with canUseSuperAdminTools', () => {
    expect(menus.map((m) => [m.id, m.label, m.to])).toEqual([['adminTools', 'Admin tools', '/admin-tools']]);
    const view = { account: null, user: null };
    expect(menus[0].canAccess?.({ canUseSuperAdminTools: true } as PermissionSet, view)).toBe(true);
    expect(menus[0].canAccess?.({ canUseSuperAdminTools: false } as PermissionSet, view)).toBe(false);
  });

  it('routes /admin-tools to the lazy page', async () => {
    expect(routes.map((r) => r.path)).toEqual(['/admin-tools']);
    const Page = routes[0].component;
    renderPage(<Page />);
    expect(await screen.findByRole('region', { name: 'Super-admin token' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('the super-admin tools page', () => {
  it('without a token: a hint in every tool and their buttons disabled', () => {
    renderPage();
    expect(screen.getByTestId('admin-token-status')).toHaveTextContent('No token is stored in this browser.');
    expect(screen.getAllByText(HINT)).toHaveLength(3);
    for (const name of ['Enable', 'Disable', 'Issue refund', 'Refresh']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.getByRole('button', { name: 'Forget token' })).toBeDisabled();
  });

  it('gets a token, stores it with its expiry, loads the calls for review, and forgets it', async () => {
    const user = await getToken();
    const token = localStorage.getItem(TOKEN_KEY);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expiresAt = Number(localStorage.getItem(EXPIRY_KEY));
    expect(expiresAt * 1000 - Date.now()).toBeGreaterThan(11.9 * 3600 * 1000);
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Calls for review' }, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('Acme')).toBeInTheDocument();
    expect(within(rows[0]).getByText('15:05')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Unusually long call')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Globex')).toBeInTheDocument();
    expect(within(rows[1]).getByText('00:38')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('table', { name: 'Calls for review' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Forget token' }));
    await waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBeNull());
    expect(localStorage.getItem(EXPIRY_KEY)).toBeNull();
    // revoked on the server too: the forgotten token no longer opens internal calls
    const reuse = await fetch(`${inject('apiUrl')}/internal/fetchCallsForReview?token=${inject('superToken')}&adminToken=${token}`);
    expect(reuse.status).toBe(401);
    expect(screen.getAllByText(HINT)).toHaveLength(3);
    expect(screen.queryByRole('table', { name: 'Calls for review' })).not.toBeInTheDocument();
  });

  it('enables an account with the spec\'s alert', async () => {
    const user = await getToken();
    const tool = section('Enable or disable an account');
    await user.type(within(tool).getByRole('textbox', { name: /Username/ }), 'harbor-dental');
    await user.click(within(tool).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Account enabled!')).toBeInTheDocument();
  });

  it('disabling needs a reason, asks first, and reports a refusal instead of failing silently', async () => {
    // react-admin logs every refused data-provider call in development; this one is shown to the user
    expectConsoleError(/A super admin account cannot be disabled/);
    const user = await getToken();
    const tool = section('Enable or disable an account');
    await user.type(within(tool).getByRole('textbox', { name: /Username/ }), 'super');
    await user.click(within(tool).getByRole('button', { name: 'Disable' }));
    expect(within(tool).getByText('Required')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(within(tool).getByRole('textbox', { name: 'Reason' }), 'Testing');
    await user.click(within(tool).getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable super?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(tool).getByRole('button', { name: 'Disable' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Disable super?' })).getByRole('button', { name: 'Disable' }));
    expect(
      await screen.findByText('The account could not be updated. username: A super admin account cannot be disabled'),
    ).toBeInTheDocument();
    // the refusal names the username: it also shows under that field
    // (once the confirmation has gone: the page is hidden from assistive technology until then)
    expect(await within(tool).findByRole('textbox', { name: /Username/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(tool).getByText('A super admin account cannot be disabled')).toBeInTheDocument();
    expect(screen.queryByText('Organization disabled!')).not.toBeInTheDocument();
  });

  it('issues refunds in USD and sats with the spec\'s alerts', async () => {
    const user = await getToken();
    const tool = section('Issue a refund');
    const amount = within(tool).getByRole('textbox', { name: /Amount/ });
    await user.type(within(tool).getByRole('textbox', { name: /Username/ }), 'harbor-dental');
    await user.type(amount, '12.345');
    expect(within(tool).getByText('Enter an amount such as 12.50 (at most 2 decimals)')).toBeInTheDocument();
    await user.click(within(tool).getByRole('button', { name: 'Issue refund' }));
    expect(screen.queryByText('The refund for the issue has been processed.')).not.toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '12.50');
    await user.click(within(tool).getByRole('button', { name: 'Issue refund' }));
    expect(await screen.findByText('The refund for the issue has been processed.')).toBeInTheDocument();
    expect(amount).toHaveValue('');

    await user.click(within(tool).getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'sats' }));
    await user.type(amount, '2500');
    const username = within(tool).getByRole('textbox', { name: /Username/ });
    await user.clear(username);
    await user.type(username, 'nobody-here');
    await user.click(within(tool).getByRole('button', { name: 'Issue refund' }));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
  });

  it('a refused token is forgotten and the hint comes back', async () => {
    storage.set(STORAGE_KEYS.superAdminToken, 'not-a-real-token');
    storage.set('superAdminTokenExpiresAt', String(Math.floor(Date.now() / 1000) + 3600));
    renderPage();
    expect(screen.getByTestId('admin-token-status')).toHaveTextContent(/A token is stored/);
    expect(await screen.findByText(/The server refused the stored token/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.getAllByText(HINT)).toHaveLength(3);
    expect(screen.getByTestId('admin-token-status')).toHaveTextContent('No token is stored in this browser.');
  });

  it('an expired token counts as none', () => {
    storage.set(STORAGE_KEYS.superAdminToken, 'old');
    storage.set('superAdminTokenExpiresAt', String(Math.floor(Date.now() / 1000) - 60));
    renderPage();
    expect(screen.getByTestId('admin-token-status')).toHaveTextContent(/The stored token expired/);
    expect(screen.getAllByText(HINT)).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Issue refund' })).toBeDisabled();
  });
});
