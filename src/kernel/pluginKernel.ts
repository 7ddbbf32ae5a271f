// What a plugin's screens may read of the current account view: the viewed account and the
// signed-in user, the permission set, a view reload and the two session actions a screen
// needs (sign out, refresh the user). The services come from the view's container (tokens.ts);
// never the whole Session or the contributions.
import { useMemo } from 'react';
import type { PermissionSet } from '../shared/permissionKeys';
import type { Account } from './account';
import type { Brand } from '../shared/whiteLabel';
import { useKernel } from './KernelContext';
import type { SessionActions } from './services';
import { TOKENS } from './tokens';
import { useService } from './useContributions';

export interface PluginKernel {
  /** the account being viewed (targetAccountId) */
  account: Account | null;
  /** the signed-in user, as last refreshed */
  user: Account | null;
  permissions: PermissionSet;
  /** rebuilds permissions, plugins and contributions after settings changed under the view */
  reloadView: () => void;
  session: SessionActions;
  /** the brand the console shows (own brand or generic white-label name and logo): reports carry it */
  brand: Brand;
  /** when `account` was read from the server (ms since epoch), null for a cached copy: data taken
   * from it (its settings) is that fresh, so a screen need not ask for the account again */
  accountReadAt: number | null;
}

export function usePluginKernel(): PluginKernel {
  // the live user (the session's, after a refresh) is the kernel value's, not the view's first copy
  const { account, user, permissions, brand, accountReadAt = null } = useKernel();
  const session = useService(TOKENS.SessionActions);
  const reloadView = useService(TOKENS.ReloadView);
  return useMemo(
    () => ({ account, user, permissions, reloadView, session, brand, accountReadAt }),
    [account, user, permissions, reloadView, session, brand, accountReadAt],
  );
}
