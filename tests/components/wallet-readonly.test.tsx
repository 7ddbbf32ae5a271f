// Who may change money (spec §6: canViewBilling reads the wallet, canManageBilling moves money;
// admins never manage billing): the manifest shell shows the Wallet entry and routes only with
// canViewBilling, and a viewer without canManageBilling sees the balances and lists but no top-up,
// withdraw, claim nor invoice, and ?addFunds=true is refused; a super admin viewing an organization's
// wallet gets the super-admin section with the payout queue. Against this file's own server.
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { signInByEmail } from '../../server/demoSignIn';
import { createDataProvider } from '../../src/adapters/dataProvider';
import { buildContainer, collect } from '../../src/kernel/container';
import { manifestShellModule } from '../../src/kernel/manifestShell';
import { PluginRuntime } from '../../src/kernel/pluginRuntime';
import { ConfirmProvider } from '../../src/kernel/shell/ConfirmProvider';
import { TOKENS } from '../../src/kernel/tokens';
import { permissionsFor } from '../../src/kernel/viewPermissions';
import { OverlayHost } from '../../src/overlays/OverlayHost';
import { manifest } from '../../src/shared/manifest';
import { NONE_ALLOWED } from '../../src/shared/permissionSet';
import wallet from '../../src/plugins/wallet/module';
import { messages } from '../../src/plugins/wallet/messages';
import WalletPage from '../../src/plugins/wallet/WalletPage';
import { payoutMessages } from '../../src/plugins/wallet/payouts/messages';
import { accountView, httpClient, kernelValue, renderInConsole } from './kernelHarness';
import { renderPlugin } from './renderPlugin';
import { startOwnServer, type OwnServer } from './ownServer';

vi.setConfig({ testTimeout: 120_000 });

let own: OwnServer;
let harbor: string;
beforeAll(async () => {
  own = await startOwnServer();
  harbor = await signInByEmail(own.url, 'owner@harbordental.example');
}, 120_000);
afterAll(() => own?.stop());

describe('the wallet plugin, as the manifest shell declares it', () => {
  const entries = manifest.plugins.filter((p) => p.id === 'wallet');
  const container = buildContainer([], undefined, [manifestShellModule(entries, new PluginRuntime(entries))]);
  const org = { account: { id: 9, accountType: 'organization', organizationId: 9 } as never, user: null };

  it('shows the Wallet entry and the five routes only with canViewBilling, in an organization', () => {
    const menus = collect(container, TOKENS.Menu);
    expect(menus.map((m) => [m.label, m.to])).toEqual([['Wallet', '/wallet']]);
    expect(menus[0].canAccess?.({ ...NONE_ALLOWED, canViewBilling: true }, org)).toBe(true);
    expect(menus[0].canAccess?.({ ...NONE_ALLOWED, canViewBilling: false }, org)).toBe(false);
    const routes = collect(container, TOKENS.Route);
    expect(routes.map((r) => r.path)).toEqual(['/wallet', '/paymentSuccess', '/paymentCancel', '/stripePayoutConnectSuccess', '/stripePayoutConnectFailure']);
    for (const route of routes) expect(route.canAccess?.({ ...NONE_ALLOWED, canViewBilling: false }, org)).toBe(false);
  });
});

describe('a viewer without canManageBilling', () => {
  it('sees the balances and the lists, no control that moves money, and addFunds refused', async () => {
    const http = httpClient(own.url, harbor);
    const { account, user } = await accountView(http);
    const full = permissionsFor(user, null, account.settings);
    expect([full.canViewBilling, full.canManageBilling]).toEqual([true, true]);
    const permissions = { ...full, canManageBilling: false };
    const plugin = buildContainer([wallet]);
    const context = () => ({ token: harbor, targetAccountId: null, adminToken: null });
    const dataProvider = createDataProvider(http, collect(plugin, TOKENS.ResourceAdapter), own.url, context);
    renderInConsole(
      <ConfirmProvider>
        <WalletPage />
        <OverlayHost overlays={collect(plugin, TOKENS.Overlay)} permissions={permissions} view={{ account, user }} />
      </ConfirmProvider>,
      { path: '/wallet?addFunds=true', kernel: kernelValue({ http, permissions, account, user }), dataProvider },
    );
    expect(await screen.findByTestId('wallet-balance', {}, { timeout: 15_000 })).toHaveTextContent(/^\$[\d,]+\.\d{2}$/);
    expect(screen.getByText(messages.readOnly)).toBeInTheDocument();
    expect((await screen.findAllByText(/not available/i, {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog', { name: messages.addFunds.title })).toBeNull();
    expect(await screen.findByText(messages.noRewards, {}, { timeout: 10_000 })).toBeInTheDocument();
    for (const name of [messages.actions.addFunds, messages.actions.withdraw, messages.actions.claim, messages.actions.requestInvoice]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});

describe('a super admin viewing an organization\'s wallet', () => {
  it('gets the super-admin section: the provider, the way to refunds and the payout queue (which needs the admin token)', async () => {
    const token = await signInByEmail(own.url, 'super@example.com');
    await renderPlugin(wallet, { persona: { token }, apiUrl: own.url, path: '/wallet', target: own.seeded.harborDental });
    const section = await screen.findByRole('region', { name: messages.cards.superAdmin }, { timeout: 15_000 });
    expect(section).toHaveTextContent(messages.superAdmin.provider('demo', 'Demo payments'));
    expect(screen.getByRole('link', { name: messages.actions.adminTools })).toHaveAttribute('href', '/admin-tools');
    expect(await screen.findByText(payoutMessages.queue.tokenNeeded, {}, { timeout: 15_000 })).toBeInTheDocument();
    // a super admin manages billing: the money controls are there
    expect(screen.getByRole('button', { name: messages.actions.addFunds })).toBeInTheDocument();
  });
});
