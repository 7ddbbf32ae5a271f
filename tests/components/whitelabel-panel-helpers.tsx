// Shared by the White-label panel tests (whitelabel-panel*.test.tsx, split so that no file waits on
// all of them). Those tests switch the Contacts plugin off for everyone under Northwind, which other
// component tests (Acme's console) must not see: each file calls withOwnServer() to get, for itself,
// its own server (ownServer.ts: a fresh seeded in-memory PGlite) instead of the shared one. A call,
// not an import's side effect: modules stay loaded between a worker's files (isolate: false).
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { signInByEmail } from '../../server/demoSignIn';
import { startOwnServer, type OwnServer } from './ownServer';
import { accountView, httpClient } from './kernelHarness';
import { renderPlugin } from './renderPlugin';
import whitelabel from '../../src/plugins/whitelabel/module';
import WhiteLabelPanel from '../../src/plugins/whitelabel/WhiteLabelPanel';

let own: OwnServer;
export let apiUrl: string;
export let seeded: OwnServer['seeded'];
export let tokens: Record<'partner' | 'reseller' | 'acme', string>;

export function withOwnServer(): void {
  beforeAll(async () => {
    own = await startOwnServer();
    apiUrl = own.url;
    seeded = own.seeded;
    const [partner, reseller, acme] = await Promise.all(
      ['partner@example.com', 'reseller@example.com', 'owner@acme.example'].map((email) => signInByEmail(apiUrl, email)),
    );
    tokens = { partner, reseller, acme };
  }, 120_000);

  afterAll(() => own?.stop());
}

export const client = (token: string, targetAccountId: number | null = null) => httpClient(apiUrl, token, targetAccountId);
export const accountOf = (token: string) => accountView(client(token));

/** The profile's settings as the server has them (read back, not from the screen). */
export async function profileSettings(token: string, targetAccountId: number | null = null): Promise<Record<string, unknown>> {
  const { domainProfile } = await client(token, targetAccountId).request<{ domainProfile: { settings: Record<string, unknown> } }>(
    '/api/v2/domainProfile',
  );
  return domainProfile.settings;
}

export async function setProfile(token: string, key: string, value: unknown) {
  await client(token).request('/api/v2/domainProfile/setting', { method: 'POST', body: { key, value } });
}

/** The panel through the white-label plugin, at the settings page, with the kernel's overlay host. */
export async function renderPanel(token: string, target: number | null = null) {
  const reloadView = vi.fn();
  const ui = <WhiteLabelPanel />;
  await renderPlugin(whitelabel, { persona: { token }, apiUrl, target, path: '/settings', ui, overlays: true, onReloadView: reloadView });
  await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'White-label' })).not.toBeInTheDocument(), { timeout: 10_000 });
  return { reloadView };
}

export const preview = () => screen.getByRole('complementary', { name: 'What an org owner under you sees' });
export const previewMenu = () => within(within(preview()).getByRole('region', { name: 'Menu' }));
export const section = (name: string) => within(screen.getByRole('region', { name }));
export const chipsIn = (list: 'Allowed' | 'Not allowed' | 'Their plugins') =>
  Array.from(within(preview()).getByRole('list', { name: list }).querySelectorAll('[role="listitem"]'), (chip) => chip.textContent);
