// The home's widgets are the first plugin code a signed-in visitor sees. Rendered one after another,
// each would fetch its plugin's module.ts, then its own chunk, then its data's adapter, then the data:
// four round trips after react-admin's first render. Once the view is known (before that render),
// this starts the first three for the widgets the view will show, so the render finds them loaded.
import { collect } from './container';
import type { AccountView } from './loadAccountView';
import { parseAppPath } from './navigation';
import { isShown, manifest } from '../shared/manifest';
import { TOKENS } from './tokens';

/** The enabled plugins with a home widget this view shows (from the manifest: no plugin code runs). */
export function homeWidgetPlugins(view: Pick<AccountView, 'enabledPlugins' | 'permissions' | 'account' | 'user'>): string[] {
  const accounts = { account: view.account, user: view.user };
  return manifest.plugins
    .filter((p) => view.enabledPlugins.includes(p.id))
    .filter((p) => (p.dashboardWidgets ?? []).some((w) => isShown(w, view.permissions, accounts)))
    .map((p) => p.id);
}

/**
 * On the home page (the account prefix and nothing after it), starts loading what its widgets need;
 * resolves once their plugins' module.ts have loaded, when each widget's own chunks are on their way.
 */
export function preloadHome(view: AccountView, pathname: string = window.location.pathname): Promise<void> {
  if (parseAppPath(pathname).rest.length > 0) return Promise.resolve();
  const accounts = { account: view.account, user: view.user };
  return view.runtime.preload(homeWidgetPlugins(view), (container) =>
    Promise.all(
      collect(container, TOKENS.DashboardWidget)
        .filter((w) => !w.canAccess || w.canAccess(view.permissions, accounts))
        .map((w) => w.preload?.()),
    ),
  );
}
