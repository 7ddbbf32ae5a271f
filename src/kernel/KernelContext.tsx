// What the shell, overlays and plugins' screens read from the kernel for the current account view.
import { createContext, useContext } from 'react';
import type { PermissionSet } from '../shared/permissionKeys';
import type { Account } from './account';
import type { Container } from 'inversify';
import type { Session } from './session';
import type { Brand } from '../shared/whiteLabel';

export interface KernelValue {
  /** the view's container: kernel services and the enabled plugins' contributions */
  container: Container;
  permissions: PermissionSet;
  brand: Brand;
  session: Session;
  /** the account being viewed (targetAccountId), and the signed-in user */
  account: Account | null;
  user: Account | null;
  /** /app plus the account segments */
  prefix: string;
  enabledPlugins: string[];
  /** when `account` was read from the server (ms since epoch); null or absent: a cached copy */
  accountReadAt?: number | null;
  /** rebuilds permissions, plugins and contributions after settings changed under the view */
  reloadView: () => void;
}

export const KernelContext = createContext<KernelValue | null>(null);

export function useKernel(): KernelValue {
  const value = useContext(KernelContext);
  if (!value) throw new Error('useKernel must be used inside the kernel root');
  return value;
}
