// Everything one account view needs: the viewed account, the permission set, the enabled plugins
// and the container holding their contributions. Built again when the account prefix changes.
import type { HttpClient } from '../adapters/http';
import type { PermissionSet } from './access';
import type { Account, AccountResponse } from './account';
import { buildContainer, collectContributions, type Contributions } from './container';
import { manifest, resolveEnablement } from './manifest';
import { permissionsFor } from './permissions';
import { loadPluginModules } from './pluginLoader';
import type { Session } from './session';
import { kernelOverlayModule } from '../overlays/kernelOverlays';

export interface AccountView {
  account: Account | null;
  user: Account | null;
  permissions: PermissionSet;
  contributions: Contributions;
  enabledPlugins: string[];
}

export async function loadAccountView(session: Session, http: HttpClient, targetAccountId: number | null): Promise<AccountView> {
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
  const modules = await loadPluginModules(enabled);
  const container = buildContainer(modules, { http, session }, [kernelOverlayModule]);
  return {
    account,
    user,
    permissions,
    contributions: collectContributions(container),
    enabledPlugins: modules.map((m) => m.id),
  };
}
