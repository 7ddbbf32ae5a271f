// The plugin's access checks for the current view, for buttons (the overlay host asks the same).
import { useCallback } from 'react';
import { useAccessCheck } from '@kernel/sdk';
import { ACCOUNTS_ACCESS, type AccountsAccessName } from './accountsAccess';

export function useAccountsAccess(): (name: AccountsAccessName) => boolean {
  const allows = useAccessCheck();
  return useCallback((name) => allows(ACCOUNTS_ACCESS[name]), [allows]);
}
