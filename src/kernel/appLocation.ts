// The window's path as the kernel root sees it. react-admin lives in a BrowserRouter whose basename
// is the account prefix; a path with another prefix (switching account, back/forward across
// accounts, logout) is announced here so the root remounts the router with the new prefix.
const EVENT = 'switchboard:location';

export function subscribeAppLocation(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener(EVENT, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(EVENT, listener);
  };
}

export const getAppPathname = (): string => window.location.pathname;

/** Tells the root the path may have changed (react-router's own navigation does not). */
export function notifyAppLocation(): void {
  window.dispatchEvent(new Event(EVENT));
}

/** Goes to a full path (with its own account prefix), e.g. '/app/org/7/contacts' or '/app'. */
export function navigateApp(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  notifyAppLocation();
}
