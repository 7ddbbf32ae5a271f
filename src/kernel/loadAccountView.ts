// Everything one account view needs: the viewed account, the permission set, the enabled plugins
// and the container holding the shell the manifest declares for them. No plugin code loads here: each
// plugin's module.ts loads the first time one of its parts is shown (pluginRuntime.ts). Built again
// when the account prefix changes.
import type { HttpClient } from '../adapters/http';
import type { PermissionSet } from '../shared/permissionKeys';
import type { Account, AccountResponse } from './account';
import type { Container, ContainerModule } from 'inversify';
import { buildContainer } from './container';
import { manifest, resolveEnablement } from '../shared/manifest';
import { permissionsFor } from './viewPermissions';
import type { Session } from './session';
import type { PluginModule } from './contracts';
import { kernelOverlayModule } from '../overlays/kernelOverlays';
import { manifestShellModule } from './manifestShell';
import { PluginRuntime } from './pluginRuntime';

export interface AccountView {
  account: Account | null;
  user: Account | null;
  permissions: PermissionSet;
  container: Container;
  enabledPlugins: string[];
  /** loads the enabled plugins' code on first use */
  runtime: PluginRuntime;
  /** when `account` was read from the server (ms since epoch); null when it is the cached copy */
  accountReadAt: number | null;
}

export interface ViewParts {
  http: HttpClient;
  account: Account | null;
  user: Account | null;
  permissions: PermissionSet;
  session: Pick<Session, 'logout' | 'refresh'>;
  reloadView: () => void;
}

/**
 * One view's container: the kernel services bound by token, the kernel's overlays and the shell
 * (`shell`, the manifest's for the console); tests pass plugin modules to bind them directly.
 */
export function viewContainer(
  modules: readonly PluginModule[],
  { http, account, user, permissions, session, reloadView }: ViewParts,
  shell: readonly ContainerModule[] = [],
): Container {
  const services = {
    http,
    view: { account, user },
    permissions,
    session: { logout: () => session.logout(), refresh: () => session.refresh() },
    reloadView,
  };
  return buildContainer(modules, services, [kernelOverlayModule, ...shell]);
}

export async function loadAccountView(
  session: Session,
  http: HttpClient,
  targetAccountId: number | null,
  reloadView: () => void = () => {},
): Promise<AccountView> {
  let account: Account | null;
  let user: Account | null;
  let accountReadAt: number | null;
  if (targetAccountId === null) {
    // the cached account showed first; plugin toggles must read the fresh settings
    user = (await session.fresh()) ?? session.user;
    account = user;
    accountReadAt = session.accountReadAt();
  } else {
    const response = await http.request<AccountResponse>('/api/v1/account');
    account = response.account;
    user = response.user ?? response.account;
    accountReadAt = Date.now();
  }
  const permissions = permissionsFor(user, session.storedViewingAs(), account?.settings);
  const { enabled } = resolveEnablement(manifest, { settings: account?.settings, permissions });
  const entries = manifest.plugins.filter((p) => enabled.includes(p.id));
  const runtime = new PluginRuntime(entries);
  const parts = { http, account, user, permissions, session, reloadView };
  return {
    account,
    user,
    permissions,
    container: viewContainer([], parts, [manifestShellModule(entries, runtime)]),
    enabledPlugins: entries.map((p) => p.id),
    runtime,
    accountReadAt,
  };
}
