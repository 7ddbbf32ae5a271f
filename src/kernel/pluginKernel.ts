// What a plugin's screens may read of the current account view: the http client, the viewed account
// and the signed-in user, the permission set, a view reload and the two session actions a screen
// needs (sign out, refresh the user). Never the whole Session or the contributions.
import { useMemo } from 'react';
import type { HttpClient } from '../adapters/http';
import type { PermissionSet } from './access';
import type { Account } from './account';
import { useKernel } from './KernelContext';

export interface SessionActions {
  logout(): Promise<void>;
  /** fetches the signed-in user again (after editing their own account) */
  refresh(): Promise<Account | null>;
}

export interface PluginKernel {
  http: HttpClient;
  /** the account being viewed (targetAccountId) */
  account: Account | null;
  /** the signed-in user */
  user: Account | null;
  permissions: PermissionSet;
  /** rebuilds permissions, plugins and contributions after settings changed under the view */
  reloadView: () => void;
  session: SessionActions;
}

export function usePluginKernel(): PluginKernel {
  const { http, account, user, permissions, reloadView, session } = useKernel();
  return useMemo(
    () => ({
      http,
      account,
      user,
      permissions,
      reloadView,
      session: { logout: () => session.logout(), refresh: () => session.refresh() },
    }),
    [http, account, user, permissions, reloadView, session],
  );
}
