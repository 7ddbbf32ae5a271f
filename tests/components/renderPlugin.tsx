// One harness for every plugin's component tests: renderPlugin(module, { persona, path }) signs the
// persona in against a real reference server (the components' globalSetup one, or a test file's own
// from ownServer.ts), builds the view's container as the kernel does (the plugin's module, the
// kernel's overlays and services), and mounts react-admin with the kernel's data and auth providers,
// the plugin's resources and routes, the real overlay host, the confirm dialog and toasts.
import 'reflect-metadata';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AdminContext, memoryStore, Notification, ResourceContextProvider } from 'react-admin';
import type { Container } from 'inversify';
import { createAuthProvider, resourceRuleName } from '../../src/adapters/authProvider';
import { createDataProvider } from '../../src/adapters/dataProvider';
import type { HttpClient } from '../../src/adapters/http';
import type { Account, AccountResponse } from '../../src/kernel/account';
import { collect } from '../../src/kernel/container';
import { viewContainer } from '../../src/kernel/loadAccountView';
import type { PluginModule } from '../../src/kernel/contracts';
import { i18nProvider, i18nReady } from '../../src/kernel/i18n';
import { KernelContext, type KernelValue } from '../../src/kernel/KernelContext';
import { permissionsFor } from '../../src/kernel/viewPermissions';
import type { Session } from '../../src/kernel/session';
import { ConfirmProvider } from '../../src/kernel/shell/ConfirmProvider';
import { ShellServices } from '../../src/kernel/shell/ShellServices';
import { TOKENS } from '../../src/kernel/tokens';
import { brandFor } from '../../src/shared/whiteLabel';
import { OverlayHost } from '../../src/overlays/OverlayHost';
import { createOverlaySafeStore } from '../../src/overlays/overlayStore';
import { ContainerRoutes, firstResource } from './pluginRoutes';
import { counting, signIn, type Persona, type SignedIn } from './signIn';

export { apiUrl, signIn, tokenFor, unique, type Persona, type SignedIn, type SignedInUser } from './signIn';

/** Where the router is now (pathname + search), kept up to date while a plugin is rendered. */
export const location = { current: '' };
function LocationSpy() {
  const { pathname, search } = useLocation();
  location.current = `${pathname}${search}`;
  return null;
}

export interface RenderPluginOptions {
  /** who is signed in: a seed user's email, a token, or a session signed in already */
  persona: Persona | SignedIn;
  /** the router's first entry, relative to the account prefix, e.g. '/contacts?createContact=true' */
  path?: string;
  /** the viewed account (targetAccountId); default: the persona's own */
  target?: number | null;
  viewingAs?: string;
  /** the reference server; default: the components' globalSetup one */
  apiUrl?: string;
  /** rendered instead of the plugin's routes (a screen with props of the test's own, routes, or null) */
  ui?: ReactNode;
  /** the kernel's overlay host: always with the plugin's routes; with `ui`, only when asked */
  overlays?: boolean;
  /** told each time a screen asks the kernel to rebuild the view (which it then does) */
  onReloadView?: () => void;
  /** react-admin's resource context around `ui`; default: the plugin's first resource */
  resource?: string;
}

export interface RenderedPlugin extends RenderResult {
  signedIn: SignedIn;
  session: Session;
  user: Account | null;
  /** the viewed account (null when nobody is signed in) */
  account: Account | null;
  /** the view's http client (what screens get) */
  http: HttpClient;
  /** every request the screens made, as `METHOD path?query` (the real client's URL, token removed) */
  requests: string[];
  /** every data-provider method the screens called, in order */
  calls: string[];
  /** the view's inversify container as last built */
  view: () => Container;
}

const isSignedIn = (persona: RenderPluginOptions['persona']): persona is SignedIn =>
  typeof persona === 'object' && persona !== null && 'session' in persona;

interface ViewProps {
  module: PluginModule;
  signed: SignedIn;
  http: HttpClient;
  first: Account | null;
  /** when `first` was read from the server, as the kernel's view says (null: a cached copy) */
  firstReadAt: number | null;
  target: number | null;
  calls: string[];
  overlays: boolean;
  /** the resources' canAccess through react-admin's auth provider (the kernel's route guard) */
  guardResources: boolean;
  onContainer: (container: Container) => void;
  onReloadView?: () => void;
  children: ReactNode;
}

/** The kernel root's part: the view (permissions follow viewingAs), its container and providers. */
function PluginView(props: ViewProps) {
  const { module, signed, http, first, firstReadAt, target, calls, overlays, guardResources, onContainer, onReloadView, children } = props;
  const { session } = signed;
  const { user: liveUser, viewingAs } = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const [{ account, readAt }, setRead] = useState({ account: first, readAt: firstReadAt });
  const user = liveUser ?? signed.user;
  // as the kernel root does: the viewed account (its settings, so its permissions) read again
  const reloadView = useCallback(() => {
    onReloadView?.();
    void http.request<AccountResponse>('/api/v1/account').then((r) => setRead({ account: r.account, readAt: Date.now() }));
  }, [http, onReloadView]);
  const permissions = useMemo(() => permissionsFor(user, viewingAs, account?.settings), [user, viewingAs, account?.settings]);
  const container = useMemo(() => {
    return viewContainer([module], { http, account, user, permissions, session, reloadView });
  }, [module, http, account, user, permissions, session, reloadView]);
  useEffect(() => onContainer(container), [container, onContainer]);

  const providers = useMemo(() => {
    const context = () => ({ token: session.token, targetAccountId: target, adminToken: session.adminToken });
    const guarded = guardResources ? collect(container, TOKENS.Resource) : [];
    const rules = guarded.flatMap((r) => (r.canAccess ? [{ name: resourceRuleName(r.name), check: r.canAccess }] : []));
    return {
      dataProvider: counting(createDataProvider(http, collect(container, TOKENS.ResourceAdapter), signed.apiUrl, context), calls),
      // nobody signed in: no auth provider, as no signed-out user ever reaches a plugin's screen
      authProvider: user ? createAuthProvider(session, () => permissions, rules, () => ({ account, user })) : undefined,
    };
  }, [container, http, session, target, signed.apiUrl, calls, permissions, account, user, guardResources]);
  const queryClient = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }), []);
  const store = useMemo(() => createOverlaySafeStore(memoryStore()), []);

  const value: KernelValue = {
    container,
    permissions,
    brand: brandFor(null),
    session,
    account,
    user,
    prefix: '/app',
    enabledPlugins: [module.id],
    reloadView,
    accountReadAt: readAt,
  };
  return (
    <KernelContext.Provider value={value}>
      <AdminContext
        dataProvider={providers.dataProvider}
        authProvider={providers.authProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={queryClient}
      >
        <ConfirmProvider>
          {children}
          {overlays && <OverlayHost overlays={collect(container, TOKENS.Overlay)} permissions={permissions} view={{ account, user }} />}
          <ShellServices />
        </ConfirmProvider>
        <Notification />
      </AdminContext>
    </KernelContext.Provider>
  );
}

/** `module` as the console mounts it for `persona`, at `path`. */
export async function renderPlugin(module: PluginModule, options: RenderPluginOptions): Promise<RenderedPlugin> {
  const { persona, path = '/', target = null, ui } = options;
  await i18nReady; // as boot.tsx does: react-admin's messages in the page's language before the first render
  const signed = isSignedIn(persona) ? persona : await signIn(persona, { viewingAs: options.viewingAs, apiUrl: options.apiUrl });
  if (isSignedIn(persona) && options.viewingAs) signed.session.setViewingAs(options.viewingAs);
  const viewed = target === signed.user?.id ? null : target;
  const calls: string[] = [];
  const http = signed.http(viewed);
  const account = viewed === null ? signed.user : (await http.request<AccountResponse>('/api/v1/account')).account;
  const accountReadAt = viewed === null ? signed.session.accountReadAt() : Date.now();
  if (viewed !== null) signed.requests.pop(); // the view's own GET /api/v1/account is the kernel's, not the screens'

  let current: Container | null = null;
  const onContainer = (c: Container) => void (current = c);
  const resource = options.resource ?? firstResource(module);
  const withRoutes = ui === undefined;
  const content = resource ? <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider> : ui;
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <PluginView
        module={module}
        signed={signed}
        http={http}
        first={account}
        firstReadAt={accountReadAt}
        target={viewed}
        calls={calls}
        overlays={withRoutes || !!options.overlays}
        // a screen rendered directly meets the server's refusal, not the kernel's route guard
        guardResources={withRoutes}
        onContainer={onContainer}
        onReloadView={options.onReloadView}
      >
        {withRoutes ? <ContainerRoutes /> : content}
      </PluginView>
      <LocationSpy />
    </MemoryRouter>,
  );
  return {
    ...utils,
    signedIn: signed,
    session: signed.session,
    user: signed.user,
    account,
    http,
    requests: signed.requests,
    calls,
    view: () => {
      if (!current) throw new Error('renderPlugin: the view has not rendered yet');
      return current;
    },
  };
}
