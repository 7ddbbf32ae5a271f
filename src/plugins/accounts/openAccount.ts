// Going to an account found by the search (or in its history): remember it, report the takeover to
// the audit log, then view it (navigateApp remounts the console on the account's /app path, where
// every call carries its targetAccountId and the kernel shows the banner with the way back).
import { type Account, navigateApp, pathToAccount } from '@kernel/sdk';
import type { AccountActions } from './accountActions';
import { rememberRecentAccount } from './recentAccountsStore';
import type { AccountSummary } from './rules';

export async function openAccount(dataProvider: AccountActions, user: Account, target: AccountSummary, via: string): Promise<void> {
  rememberRecentAccount(user.id, target);
  const path = pathToAccount(user, target);
  // the user's own account (or own organization) is no takeover
  if (target.id !== user.id && path !== pathToAccount(user, user)) {
    await dataProvider.reportTakeover('organizations', { target, via });
  }
  navigateApp(path);
}
