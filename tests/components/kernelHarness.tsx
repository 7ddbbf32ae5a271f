// Shared by the component tests that render a plugin's screens as the console mounts them: a real
// http client of a reference server, the kernel's context, react-admin's context and a stand-in for
// the kernel's overlay host.
import { Suspense, useCallback, type ComponentType, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation, useSearchParams } from 'react-router-dom';
import {
  AdminContext,
  memoryStore,
  Notification,
  ResourceContextProvider,
  type DataProvider,
} from 'react-admin';
import { createHttpClient, type HttpClient } from '../../src/adapters/http';
import { i18nProvider } from '../../src/kernel/i18n';
import type { Account, AccountResponse } from '../../src/kernel/account';
import { buildContainer } from '../../src/kernel/container';
import type { OverlayProps } from '../../src/kernel/contracts';
import { KernelContext, type KernelValue } from '../../src/kernel/KernelContext';
import { permissionsFor } from '../../src/kernel/viewPermissions';
import type { Session } from '../../src/kernel/session';
import { brandFor } from '../../src/shared/whiteLabel';
import { createOverlaySafeStore } from '../../src/overlays/overlayStore';

/** A real http client of the server at `apiUrl`: `token` signed in, viewing `targetAccountId`. */
export function httpClient(apiUrl: string, token: string | null, targetAccountId: number | null = null): HttpClient {
  return createHttpClient(apiUrl, () => ({ token, targetAccountId, adminToken: null }));
}

/** The viewed account and the signed-in user, as the server describes them to `http`'s caller. */
export async function accountView(http: HttpClient): Promise<{ account: Account; user: Account }> {
  const { account, user } = await http.request<AccountResponse>('/api/v1/account');
  return { account, user: user ?? account };
}

/**
 * The kernel's value for a screen: the given fields over empty defaults (no contributions, the
 * generic brand, /app, no plugins); permissions computed for `user` on `account` unless given.
 */
export function kernelValue({ http, ...fields }: Partial<KernelValue> & { http: HttpClient }): KernelValue {
  const account = fields.account ?? null;
  const user = fields.user ?? null;
  const permissions = fields.permissions ?? permissionsFor(user, null, account?.settings);
  const session = fields.session ?? ({} as Session);
  const reloadView = fields.reloadView ?? (() => {});
  return {
    container: buildContainer([], {
      http,
      view: { account, user },
      permissions,
      session: { logout: () => session.logout(), refresh: () => session.refresh() },
      reloadView,
    }),
    permissions,
    brand: brandFor(null),
    session: {} as Session,
    prefix: '/app',
    enabledPlugins: [],
    reloadView: () => {},
    ...fields,
    account,
    user,
  };
}

/** Where the router is now (pathname + search), kept up to date by every render below. */
export const location = { current: '' };
export function LocationSpy() {
  const { pathname, search } = useLocation();
  location.current = `${pathname}${search}`;
  return null;
}

export interface ConsoleOptions {
  /** the router's first entry */
  path?: string;
  dataProvider?: DataProvider;
  /** react-admin's ResourceContext for list and form screens */
  resource?: string;
  /** the kernel's context, for screens that call useKernel() */
  kernel?: KernelValue;
}

/**
 * `ui` inside react-admin's context (and the kernel's, when given) at `path`, as the console sets
 * them up: the overlay-safe store, toasts shown, no query retries, lazy screens awaited.
 */
export function renderInConsole(ui: ReactNode, { path = '/', dataProvider, resource, kernel }: ConsoleOptions = {}) {
  let content = <Suspense fallback={null}>{ui}</Suspense>;
  if (resource) content = <ResourceContextProvider value={resource}>{content}</ResourceContextProvider>;
  if (kernel) content = <KernelContext.Provider value={kernel}>{content}</KernelContext.Provider>;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        // the console's store: overlay parameters never come back from saved list params
        store={createOverlaySafeStore(memoryStore())}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        {content}
        <Notification />
      </AdminContext>
      <LocationSpy />
    </MemoryRouter>,
  );
}

/**
 * A stand-in for the kernel's overlay host: `?name=value` renders overlay `name` (when `canAccess`, if
 * given, allows it); closing removes the parameter.
 */
export function OverlayStandIn({
  overlays,
  canAccess = () => true,
}: {
  overlays: Partial<Record<string, ComponentType<OverlayProps>>>;
  canAccess?: (name: string) => boolean;
}) {
  const [params, setParams] = useSearchParams();
  const close = useCallback(
    (name: string) =>
      (alsoRemove: string[] = []) =>
        setParams((previous) => {
          const next = new URLSearchParams(previous);
          [name, ...alsoRemove].forEach((n) => next.delete(n));
          return next;
        }),
    [setParams],
  );
  return (
    <>
      {Object.entries(overlays).map(([name, Overlay]) => {
        const value = params.get(name);
        return value && Overlay && canAccess(name) ? <Overlay key={name} value={value} close={close(name)} /> : null;
      })}
    </>
  );
}
