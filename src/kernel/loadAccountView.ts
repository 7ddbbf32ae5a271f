// Everything one account view needs: the viewed account, the permission set, the enabled plugins
// and the container holding their contributions. Built again when the account prefix changes.
import type { HttpClient } from '../adapters/http';
import type { PermissionSet } from '../shared/permissionKeys';
import type { Account, AccountResponse } from './account';
import type { Container } from 'inversify';
import { buildContainer } from './container';
import { manifest, resolveEnablement } from '../shared/manifest';
import { permissionsFor } from './viewPermissions';
import { loadPluginModules } from './pluginLoader';
import type { Session } from './session';
import type { PluginModule } from './contracts';
import { kernelOverlayModule } from '../overlays/kernelOverlays';

export interface AccountView {
  account: Account | null;
  user: Account | null;
  permissions: PermissionSet;
  container: Container;
  enabledPlugins: string[];
}

export interface ViewParts {
  http: HttpClient;
  account: Account | null;
  user: Account | null;
  permissions: PermissionSet;
  session: Pick<Session, 'logout' | 'refresh'>;
  reloadView: () => void;
}

/** One view's container: the plugins' contributions, the kernel services bound by token, the kernel's overlays. */
export function viewContainer(modules: readonly PluginModule[], { http, account, user, permissions, session, reloadView }: ViewParts): Container {
  const services = {
    http,
    view: { account, user },
    permissions,
    session: { logout: () => session.logout(), refresh: () => session.refresh() },
    reloadView,
  };
  return buildContainer(modules, services, [kernelOverlayModule]);
}

export async function loadAccountView(
  session: Session,
  http: HttpClient,
  targetAccountId: number | null,
  reloadView: () => void = () => {},
): Promise<AccountView> {
  let account: Account | null;
  let user: Account | null;
  if (targetAccountId === null) {
    // the cached account showed first; plugin toggles must read the fresh settings
    user = (await session.fresh()) ?? session.user;
    account = user;
  } else {
    const response = await http.request<AccountResponse>('/api/v1/account');
    account = response.account;
    user = response.user ?? response.account;
  }
  const permissions = permissionsFor(user, session.storedViewingAs(), account?.settings);
  const { enabled } = resolveEnablement(manifest, { settings: account?.settings, permissions });
  const modules = await loadPluginModules(manifest.plugins.filter((p) => enabled.includes(p.id)));
  return {
    account,
    user,
    permissions,
    container: viewContainer(modules, { http, account, user, permissions, session, reloadView }),
    enabledPlugins: modules.map((m) => m.id),
  };
}
