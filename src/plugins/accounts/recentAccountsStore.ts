// The recently opened accounts of accountSearch's history menu, in local storage (namespaced by the
// storage adapter, one list per signed-in user). What comes back is validated (rules.ts): the
// browser's storage is outside input.
import { storage as defaultStorage, type Storage } from '../../adapters/storage';
import {
  addRecentAccount,
  parseRecentAccounts,
  recentAccountsKey,
  toRecentAccount,
  type AccountSummary,
  type RecentAccount,
} from './rules';

export function readRecentAccounts(userId: number, storage: Storage = defaultStorage): RecentAccount[] {
  return parseRecentAccounts(storage.getJson<unknown>(recentAccountsKey(userId)));
}

/** Puts `account` first in the user's history; returns the new list. */
export function rememberRecentAccount(
  userId: number,
  account: AccountSummary,
  storage: Storage = defaultStorage,
  now = Date.now(),
): RecentAccount[] {
  const entry = toRecentAccount(account, now);
  const list = readRecentAccounts(userId, storage);
  if (!entry) return list;
  const next = addRecentAccount(list, entry);
  storage.setJson(recentAccountsKey(userId), next);
  return next;
}

export function clearRecentAccounts(userId: number, storage: Storage = defaultStorage): void {
  storage.remove(recentAccountsKey(userId));
}
