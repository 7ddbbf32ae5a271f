// Going to an account found by the search (or in its history): remember it, report the takeover to
// the audit log, then view it (navigateApp remounts the console on the account's /app path, where
// every call carries its targetAccountId and the kernel shows the banner with the way back).
import type { HttpClient } from '../../adapters/http';
import { type Account, navigateApp, pathToAccount, reportAuditEvent } from '@kernel/sdk';
import { rememberRecentAccount } from './recentAccountsStore';
import type { AccountSummary } from './rules';
import { accountTitle } from './summaryFormat';

export async function openAccount(http: HttpClient, user: Account, target: AccountSummary, via: string): Promise<void> {
  rememberRecentAccount(user.id, target);
  const path = pathToAccount(user, target);
  // the user's own account (or own organization) is no takeover
  if (target.id !== user.id && path !== pathToAccount(user, user)) {
    await reportAuditEvent(http, 'takeover.started', { name: accountTitle(target), via }, target.id);
  }
  navigateApp(path);
}
