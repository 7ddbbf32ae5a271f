// The plugin's access checks for the current view, for buttons (the overlay host asks the same).
import { useCallback } from 'react';
import { useKernel } from '../../kernel/KernelContext';
import { ACCOUNTS_ACCESS, type AccountsAccessName } from './accountsAccess';

export function useAccountsAccess(): (name: AccountsAccessName) => boolean {
  const { permissions, account, user } = useKernel();
  return useCallback((name) => ACCOUNTS_ACCESS[name](permissions, { account, user }), [permissions, account, user]);
}
