// react-admin for one account view, inside the router whose basename is the account prefix:
// resources and routes from the container, the kernel's layout, store, themes, data and auth providers.
// <Admin> is AdminContext + AdminUI put together; AdminUI's default login page (a react-hook-form
// form of TextInputs, ~22 kB gzip) stays in the bundle even with loginPage={false}, and <Admin>'s
// module builds a polyglot translator we do not use: so the two halves are assembled here, with
// AdminUI's other pages passed explicitly (the rare ones loaded on demand, rarePages.tsx).
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Route } from 'react-router-dom';
import { AdminContext, CoreAdminUI, CustomRoutes, Error as ErrorPage, Resource } from 'react-admin';
import { Alert, Box, Button, CssBaseline, Stack } from '@mui/material';
import { ApiError } from '../adapters/http';
import { createAuthProvider, resourceRuleName } from '../adapters/authProvider';
import { createDataProvider } from '../adapters/dataProvider';
import { createOverlaySafeStore } from '../overlays/overlayStore';
import { API_URL, APP_ROOT } from './constants';
import { collect } from './container';
import { TOKENS } from './tokens';
import { navigateApp } from './appLocation';
import { KernelContext, type KernelValue } from './KernelContext';
import { loadAccountView, type AccountView } from './loadAccountView';
import { preloadHome } from './homePreload';
import type { AccessCheck, ResourceContribution } from './contracts';
import type { Session } from './session';
import type { Brand } from '../shared/whiteLabel';
import { Dashboard } from './shell/Dashboard';
import { LoadingScreen } from './shell/LoadingScreen';
import { SHELL_MESSAGES } from './shell/shellMessages';
import { ShellLayout } from './shell/ShellLayout';
import { ShellNotification } from './shell/ShellNotification';
import { NativeBridgeHost } from './mobile/NativeBridgeHost';
import { darkTheme, lightTheme, storedThemeMode } from './shell/theme';
import { withMotionPreference } from './shell/motion';
import { i18nProvider } from './i18n';
import { AccessDeniedPage, AuthenticationErrorPage, NotFoundPage, SettingsRoutePage } from './rarePages';

const store = createOverlaySafeStore();
// read once: a changed motion preference takes effect on the next load
const THEMES = { light: withMotionPreference(lightTheme), dark: withMotionPreference(darkTheme) };
const noSubscription = () => () => {};
const noVersion = () => 0;


/**
 * The resources as react-admin takes them: the manifest's (names, lazy screens, labels) with what
 * their plugin registered once it has loaded (record representations, access checks). A plugin's
 * screens load it before they render, so react-admin has them by the time a page asks.
 */
function resourcesOf(view: AccountView): ResourceContribution[] {
  const loaded = view.runtime.loaded().flatMap((c) => collect(c, TOKENS.Resource));
  return collect(view.container, TOKENS.Resource).map((r) => {
    const real = loaded.find((x) => x.name === r.name);
    return real ? { ...r, recordRepresentation: real.recordRepresentation, canAccess: real.canAccess } : r;
  });
}

/** Each resource's own canAccess, as react-admin's canAccess reads them (asked again as plugins load). */
function accessRulesOf(view: AccountView) {
  return () => resourcesOf(view).flatMap((r) => (r.canAccess ? [{ name: resourceRuleName(r.name), check: r.canAccess }] : []));
}

export interface KernelAdminProps {
  session: Session;
  brand: Brand;
  prefix: string;
  targetAccountId: number | null;
}

export function KernelAdmin({ session, brand, prefix, targetAccountId }: KernelAdminProps) {
  const { user: liveUser, viewingAs } = useSyncExternalStore(session.subscribe, session.getSnapshot);
  // bumped by reloadView(): settings changed under the view (a plugin toggle), rebuild it
  const [generation, setGeneration] = useState(0);
  const reloadView = useCallback(() => setGeneration((g) => g + 1), []);
  const http = useMemo(() => session.http(() => targetAccountId), [session, targetAccountId]);
  const [view, setView] = useState<AccountView | null>(null);
  const [error, setError] = useState<string | null>(null);
  // a plugin that loads brings its resources' record representations: render them
  useSyncExternalStore(view?.runtime.subscribe ?? noSubscription, view?.runtime.getSnapshot ?? noVersion);

  // A new viewingAs or generation rebuilds the view in place: the old one stays on screen meanwhile.
  useEffect(() => {
    let cancelled = false;
    loadAccountView(session, http, targetAccountId, reloadView).then(
      async (v) => {
        // The home's widgets: their plugins' module.ts first (a small chunk each), so that their own
        // chunks and adapters download while react-admin renders for the first time, which keeps
        // the main thread too busy to start them.
        await preloadHome(v);
        if (!cancelled) setView(v);
      },
      (e: unknown) => {
        if (cancelled) return;
        if (e instanceof ApiError && e.status === 401) void session.logout();
        else setError(e instanceof Error ? e.message : String(e));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [session, http, targetAccountId, viewingAs, generation, reloadView]);

  const providers = useMemo(() => {
    if (!view) return null;
    const context = () => ({ token: session.token, targetAccountId, adminToken: session.adminToken });
    return {
      dataProvider: createDataProvider(http, collect(view.container, TOKENS.ResourceAdapter), API_URL, context),
      authProvider: createAuthProvider(session, () => view.permissions, accessRulesOf(view), () => ({
        account: view.account,
        user: session.user ?? view.user,
      })),
    };
  }, [view, http, session, targetAccountId]);

  if (error) {
    return (
      <Box sx={{ p: 4, display: 'grid', placeItems: 'center' }}>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <Alert severity="error">{error}</Alert>
          <Button onClick={() => navigateApp(APP_ROOT)}>{SHELL_MESSAGES.backToAccount}</Button>
          <Button onClick={() => void session.logout()}>{SHELL_MESSAGES.signOut}</Button>
        </Stack>
      </Box>
    );
  }
  if (!view || !providers) return <LoadingScreen />;

  const value: KernelValue = {
    ...view,
    user: liveUser ?? view.user,
    brand,
    session,
    prefix,
    reloadView,
  };
  const allows = (check?: AccessCheck) => !check || check(view.permissions, { account: view.account, user: value.user });
  const resources = resourcesOf(view);
  const routes = collect(view.container, TOKENS.Route).filter((r) => allows(r.canAccess));
  return (
    <KernelContext.Provider value={value}>
      <AdminContext
        store={store}
        theme={THEMES.light}
        darkTheme={THEMES.dark}
        defaultTheme={storedThemeMode()}
        dataProvider={providers.dataProvider}
        authProvider={providers.authProvider}
        i18nProvider={i18nProvider}
      >
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            disableTelemetry
            title={brand.name}
            layout={ShellLayout}
            dashboard={Dashboard}
            catchAll={NotFoundPage}
            error={ErrorPage}
            loading={LoadingScreen}
            accessDenied={AccessDeniedPage}
            authenticationError={AuthenticationErrorPage}
            loginPage={false}
          >
            {resources.map(({ canAccess: _check, ...r }) => (
              <Resource key={r.name} {...r} />
            ))}
            <CustomRoutes>
              <Route path="/settings" element={<SettingsRoutePage />} />
              {routes.filter((r) => !r.noLayout).map((r) => (
                <Route key={r.id} path={r.path} element={<r.component />} />
              ))}
            </CustomRoutes>
            <CustomRoutes noLayout>
              {routes.filter((r) => r.noLayout).map((r) => (
                <Route key={r.id} path={r.path} element={<r.component />} />
              ))}
            </CustomRoutes>
          </CoreAdminUI>
          <ShellNotification />
          <NativeBridgeHost />
        </CssBaseline>
      </AdminContext>
    </KernelContext.Provider>
  );
}
