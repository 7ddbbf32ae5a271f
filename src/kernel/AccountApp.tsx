// The signed-in app for one account prefix: react-router and react-admin, loaded after sign-in (the
// landing needs neither). The router's basename is the account prefix of the path
// (/app/partner/1/org/7...); boot remounts this with a new key when the prefix changes.
import { useEffect } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { notifyAppLocation } from './appLocation';
import { KernelAdmin, type KernelAdminProps } from './KernelAdmin';
import { accountPrefix, parseAppPath } from './navigation';

/** boot.tsx renders AccountApp once this resolves: react-admin's messages in the page's language. */
export { i18nReady } from './i18n';

/** Inside the router: a navigation that left the current account prefix goes back to the root. */
function PrefixWatcher({ prefix }: { prefix: string }) {
  const location = useLocation();
  useEffect(() => {
    if (accountPrefix(parseAppPath(window.location.pathname)) !== prefix) notifyAppLocation();
  }, [location, prefix]);
  return null;
}

export function AccountApp(props: KernelAdminProps) {
  return (
    <BrowserRouter basename={props.prefix}>
      <PrefixWatcher prefix={props.prefix} />
      <KernelAdmin {...props} />
    </BrowserRouter>
  );
}
