// Shared by the accounts component tests: a signed-in persona's kernel view (user, viewed account,
// permission set, http client) over the reference server started by globalSetup, react-admin over
// the plugin's own adapters, and a stand-in overlay host for the plugin's overlays.
import { type ComponentType, type ReactNode } from 'react';
import { inject } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AdminContext, combineDataProviders, memoryStore, Notification, type DataProvider } from 'react-admin';
import { signInByEmail } from '../../server/demoSignIn';
import { createHttpClient, type HttpClient } from '../../src/adapters/http';
import type { Account, AccountResponse } from '../../src/kernel/account';
import type { OverlayProps } from '../../src/kernel/contracts';
import type { KernelValue } from '../../src/kernel/KernelContext';
import { KernelContext } from '../../src/kernel/KernelContext';
import { permissionsFor } from '../../src/kernel/permissions';
import type { Session } from '../../src/kernel/session';
import { createOverlaySafeStore } from '../../src/overlays/overlayStore';
import { ACCOUNTS_ACCESS, type AccountsAccessName } from '../../src/plugins/accounts/accountsAccess';
import { agentAccountsAdapter, organizationsAdapter, resellersAdapter } from '../../src/plugins/accounts/api';
import { kernelValue, OverlayStandIn } from './kernelHarness';
import { i18nProvider } from '../../src/kernel/i18n';

const tokenCache = new Map<string, Promise<string>>();

/** A session token for `email`, signed in once per test file through the demo outbox. */
export function tokenFor(email: string): Promise<string> {
  const apiUrl = inject('apiUrl');
  if (!tokenCache.has(email)) tokenCache.set(email, signInByEmail(apiUrl, email));
  return tokenCache.get(email)!;
}

export interface Persona {
  http: HttpClient;
  user: Account;
  account: Account;
  kernel: KernelValue;
  dataProvider: DataProvider;
  /** every request the screens made, as `METHOD path?query` (the real client's URL, token removed) */
  requests: string[];
}

/** `email` signed in, viewing `targetAccountId` (default: their own account), as the kernel builds it. */
export async function persona(email: string, targetAccountId: number | null = null): Promise<Persona> {
  const apiUrl = inject('apiUrl');
  const token = await tokenFor(email);
  const real = createHttpClient(apiUrl, () => ({ token, targetAccountId, adminToken: null }));
  const requests: string[] = [];
  const http: HttpClient = {
    request(path, options = {}) {
      const url = new URL(real.url(path, options));
      url.searchParams.delete('token');
      requests.push(`${options.method ?? 'GET'} ${url.pathname}${url.search}`);
      return real.request(path, options);
    },
    url: real.url,
  };
  const response = await http.request<AccountResponse>('/api/v1/account');
  requests.length = 0;
  const account = response.account;
  const user = response.user ?? response.account;
  const permissions = permissionsFor(user, null, account.settings ?? {});
  const kernel: KernelValue = kernelValue({
    permissions,
    brand: { ownBrand: true, name: 'Switchboard', logo: '/logo.svg', supportUrl: null },
    session: {} as Session,
    http,
    account,
    user,
    enabledPlugins: ['accounts'],
  });
  const adapters: Record<string, Partial<DataProvider>> = {
    organizations: organizationsAdapter(http),
    resellers: resellersAdapter(http),
    agentAccounts: agentAccountsAdapter(http),
  };
  const dataProvider = combineDataProviders((resource) => adapters[resource] as DataProvider);
  return { http, user, account, kernel, dataProvider, requests };
}

export const location = { current: '' };
function LocationSpy() {
  const { pathname, search } = useLocation();
  location.current = `${pathname}${search}`;
  return null;
}

/** The kernel's overlay host, stood in for: `?name=value` renders the overlay when its access check passes. */
export function OverlayHost({ overlays, kernel }: { overlays: Partial<Record<AccountsAccessName, ComponentType<OverlayProps>>>; kernel: KernelValue }) {
  const view = { account: kernel.account, user: kernel.user };
  return (
    <OverlayStandIn
      overlays={overlays}
      canOpen={(name) => ACCOUNTS_ACCESS[name as AccountsAccessName](kernel.permissions, view)}
    />
  );
}

/** `ui` inside the kernel's context and react-admin's, at `path`, as the console sets them up. */
export function renderWith(who: Persona, ui: ReactNode, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <KernelContext.Provider value={who.kernel}>
        <AdminContext
          dataProvider={who.dataProvider}
          i18nProvider={i18nProvider}
          store={createOverlaySafeStore(memoryStore())}
          queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          {ui}
          <Notification />
        </AdminContext>
      </KernelContext.Provider>
      <LocationSpy />
    </MemoryRouter>,
  );
}
