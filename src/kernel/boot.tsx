// The kernel's root. Real paths: /app is the sign-in landing without a session, rendered without a
// router. With one, the lazily loaded AccountApp runs react-admin in a BrowserRouter whose basename
// is the account prefix of the path (/app/partner/1/org/7...) and the last account id is every
// call's targetAccountId. Another prefix remounts the router and Admin with a new container.
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { createHttpClient } from '../adapters/http';
import { onNativeMessage, postNativeAnswer } from '../adapters/nativeBridge';
import { storage, STORAGE_KEYS } from '../adapters/storage';
import { getAppPathname, navigateApp, subscribeAppLocation } from './appLocation';
import { API_URL, APP_LANDINGS, APP_ROOT } from './constants';
import { lookupDomainProfile } from './domain';
import { accountPrefix, parseAppPath, returnPathAfterSignIn, targetAccountId } from './navigation';
import { Session } from './session';
import { createSignInApi } from './signin/signInApi';
import { SignInPage } from './signin/SignInPage';
import { useOneTimeAuth } from './signin/useOneTimeAuth';
import { handleNativeMessage, signedInBridge } from './mobile/bridge';
import { bootPageFor, BootPage } from './mobile/bootPages';
import { LoadingScreen } from './shell/LoadingScreen';
import { darkTheme, lightTheme, storedThemeMode } from './shell/theme';
import { withMotionPreference } from './shell/motion';
import { brandFor, signupOpen, type Brand } from '../shared/whiteLabel';

// react-router, react-admin and the shell load after sign-in: the landing needs none of them. The
// download starts as soon as a code is sent, while the user reads their mail. The app renders once
// react-admin's messages are in the page's language (another language than English is a chunk of its own).
const loadAccountApp = () => import('./AccountApp').then(async (m) => (await m.i18nReady, m));
const AccountApp = lazy(() => loadAccountApp().then((m) => ({ default: m.AccountApp })));
const preloadAccountApp = () => void loadAccountApp().catch(() => undefined);

const session = new Session({
  storage,
  apiUrl: API_URL,
  onLoggedOut: (to) => (to.startsWith(APP_ROOT) ? navigateApp(to, { replace: true }) : window.location.assign(to)),
});
const publicHttp = createHttpClient(API_URL, () => ({ token: null, targetAccountId: null, adminToken: null }));
const signInApi = createSignInApi(publicHttp);
// Signed in already, or signing in from a link: fetch the app while the domain profile is looked up.
if (session.token || new URLSearchParams(window.location.search).has('oneTimeToken')) preloadAccountApp();
// ...and the caller's account, which the own account's view reads (session.fresh() takes this one)
if (session.token && targetAccountId(parseAppPath(window.location.pathname)) === null) void session.refresh();

/** ?mobile= and ?generic= set the flags that survive logout. */
function rememberFlags(search: string) {
  const params = new URLSearchParams(search);
  for (const key of [STORAGE_KEYS.mobile, STORAGE_KEYS.generic]) {
    const value = params.get(key);
    if (value !== null) storage.set(key, String(['', 'true', '1', 'yes'].includes(value.toLowerCase())));
  }
}

function useBrand(): Brand | null {
  const [brand, setBrand] = useState<Brand | null>(null);
  useEffect(() => {
    let cancelled = false;
    lookupDomainProfile(publicHttp, window.location.hostname).then((profile) => {
      // sign-up follows the profile the console booted with, generic branding or not
      if (!cancelled) setBrand({ ...brandFor(storage.get(STORAGE_KEYS.generic) === 'true' ? null : profile), signup: signupOpen(profile) });
    });
    return () => {
      cancelled = true;
    };
  }, []);
  useEffect(() => {
    if (brand) document.title = brand.name;
  }, [brand]);
  return brand;
}

function KernelRoot({ brand, prefix, target }: { brand: Brand; prefix: string; target: number | null }) {
  const { token } = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const oneTime = useOneTimeAuth(signInApi, session);
  if (oneTime.pending) return <LoadingScreen />;
  if (!token) {
    return <SignInPage api={signInApi} session={session} brand={brand} error={oneTime.error} onCodeSent={preloadAccountApp} />;
  }
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AccountApp key={prefix} session={session} brand={brand} prefix={prefix} targetAccountId={target} />
    </Suspense>
  );
}

export function Boot() {
  const pathname = useSyncExternalStore(subscribeAppLocation, getAppPathname);
  const { token } = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const brand = useBrand();
  // react-admin brings its own theme once signed in; this one dresses the landing
  const theme = useMemo(() => createTheme(withMotionPreference(storedThemeMode() === 'dark' ? darkTheme : lightTheme)), []);
  useMemo(() => rememberFlags(window.location.search), []);
  // the mobile app's messages, validated, answered (mobile/bridge.ts)
  useEffect(
    () =>
      onNativeMessage((message) => {
        void handleNativeMessage(message, {
          signedIn: () => (session.token ? signedInBridge() : null),
          logout: () => session.logout(),
          navigate: (to) => navigateApp(to),
          origin: window.location.origin,
          answer: postNativeAnswer,
        });
      }),
    [],
  );

  const path = parseAppPath(pathname);
  // pages of their own outside /app (spec 2.1): /mobile/start, /install
  const bootPage = bootPageFor(pathname);
  // outside /app, or signed out anywhere but the landing: go to the landing (keeping ?oneTimeToken)
  const misplaced = !bootPage && (!path.inApp || (!token && accountPrefix(path) !== APP_ROOT) || (!token && path.rest.length > 0));
  useEffect(() => {
    if (!misplaced) return;
    // spec 2.1's landings outside /app (/inbox?premium=true) are pages of the app
    const landing = APP_LANDINGS[window.location.pathname];
    if (landing) {
      navigateApp(`${APP_ROOT}${landing}${window.location.search}`, { replace: true });
      return;
    }
    const returnTo = token ? null : returnPathAfterSignIn(window.location.pathname, window.location.search);
    if (returnTo) storage.set(STORAGE_KEYS.returnTo, returnTo);
    navigateApp(`${APP_ROOT}${window.location.search}`, { replace: true });
  }, [misplaced, token]);
  // signed in: back to the deep link that sent the user to the landing
  useEffect(() => {
    const returnTo = token ? storage.get(STORAGE_KEYS.returnTo) : null;
    if (!returnTo) return;
    storage.remove(STORAGE_KEYS.returnTo);
    // stored values are input too: only a same-origin /app path goes through
    const url = new URL(returnTo, window.location.origin);
    const safe = url.origin === window.location.origin ? returnPathAfterSignIn(url.pathname, url.search) : null;
    if (safe) navigateApp(safe, { replace: true });
  }, [token]);

  const prefix = accountPrefix(path);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {!brand || misplaced ? (
        <LoadingScreen />
      ) : bootPage ? (
        <BootPage page={bootPage} brand={brand} signedIn={!!token} />
      ) : (
        <KernelRoot brand={brand} prefix={prefix} target={targetAccountId(path)} />
      )}
    </ThemeProvider>
  );
}
