// API tokens (issue 21 point 1) as credentials: a value `sbt_<32 random bytes>` sent as the `token` of
// any call, like a session token. Only its hash is stored. The caller is the account that made it
// (its rights are re-checked on every call, so a demoted maker's tokens lose them too); the target
// is pinned to the one account it was made for; a read token may only GET.
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { accounts, apiTokens } from '../db/schema';
import type { Db } from '../db/store';
import { hashToken, newToken } from './tokens';

export const API_TOKEN_PREFIX = 'sbt_';
/** How much of the value lists show: the fixed prefix and 6 random characters (36 bits of 256). */
const SHOWN = API_TOKEN_PREFIX.length + 6;
/** lastUsedAt is written at most this often per token, so a busy token costs no write per call. */
export const LAST_USED_EVERY_MS = 60_000;

export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type ApiTokenType = ApiTokenRow['type'];

export function isApiTokenValue(value: string): boolean {
  return value.startsWith(API_TOKEN_PREFIX);
}

export function newApiToken(): { value: string; hash: string; prefix: string } {
  const value = API_TOKEN_PREFIX + newToken();
  return { value, hash: hashToken(value), prefix: value.slice(0, SHOWN) };
}

export interface ApiCredential {
  token: ApiTokenRow;
  maker: typeof accounts.$inferSelect;
}

/** The live (unexpired; revoked ones are deleted) token with this value and its maker, if any. */
export async function apiCredential(db: Db, value: string, now = new Date()): Promise<ApiCredential | undefined> {
  const [row] = await db
    .select({ token: apiTokens, maker: accounts })
    .from(apiTokens)
    .innerJoin(accounts, eq(accounts.id, apiTokens.createdBy))
    .where(and(eq(apiTokens.tokenHash, hashToken(value)), gt(apiTokens.expiresAt, now)));
  if (!row) return undefined;
  const last = row.token.lastUsedAt?.getTime() ?? 0;
  if (now.getTime() - last >= LAST_USED_EVERY_MS) {
    // conditional, so two processes serving the same token in one minute write once
    const stale = new Date(now.getTime() - LAST_USED_EVERY_MS);
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(apiTokens.id, row.token.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, stale))));
  }
  return row;
}

/** Methods a read token may call: those that change nothing. */
export function readOnlyMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}
