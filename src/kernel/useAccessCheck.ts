// Asks a contribution's canAccess for the current view: no check means allowed. The one place that pairs the permission set with the accounts in view.
import { useCallback } from 'react';
import type { AccessCheck } from './contracts';
import { useKernel } from './KernelContext';

export function useAccessCheck(): (check?: AccessCheck) => boolean {
  const { permissions, account, user } = useKernel();
  return useCallback((check) => !check || check(permissions, { account, user }), [permissions, account, user]);
}
