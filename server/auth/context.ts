import type { FastifyRequest } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { canActOn } from './subtree';
import { accounts, sessions } from '../db/schema';
import type { Db } from '../db/store';
import { fail } from '../http';
import { hashToken } from './tokens';
import { apiCredential, isApiTokenValue, readOnlyMethod, type ApiTokenType } from './apiTokens';

export type AccountRow = typeof accounts.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account (from `token`). Set by `requireAccount`. */
    caller: AccountRow;
    /** The account acted on (`targetAccountId`, default the caller), already checked against the subtree rule. */
    target: AccountRow;
    /** Set when the call came with an API token (server/auth/apiTokens.ts) rather than a session. */
    apiToken?: { id: string; accountId: number; type: ApiTokenType };
  }
}

export async function accountById(db: Db, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

/** The account behind a live (unrevoked, unexpired, non-temp) session token, if any. */
export async function accountForToken(db: Db, token: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select({ account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.kind, 'session'),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  return row?.account;
}

function queryValue(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The one gate of every authenticated route: resolves the caller from `token` (401),
 * the target from `targetAccountId` (400 malformed, 403 outside the subtree or unknown; 404 unknown for a super admin).
 */
export async function resolveAccounts(db: Db, request: FastifyRequest): Promise<void> {
  const token = queryValue(request, 'token');
  if (token && isApiTokenValue(token) && (await resolveApiToken(db, request, token))) return;
  const caller = token ? await accountForToken(db, token) : undefined;
  if (!caller || !caller.enabled) fail(401, 'Not signed in');
  request.caller = caller;
  // Present but empty or repeated is a mistake to refuse, not "no target": treating it as absent
  // acted on the caller's own account (issue 8 point 12).
  const query = request.query as Record<string, unknown> | undefined;
  if (query && Object.hasOwn(query, 'targetAccountId') && queryValue(request, 'targetAccountId') === undefined) {
    fail(400, TARGET_EXPECTED);
  }
  const rawTarget = queryValue(request, 'targetAccountId');
  if (rawTarget === undefined) {
    request.target = caller;
    return;
  }
  if (!/^\d{1,9}$/.test(rawTarget)) fail(400, TARGET_EXPECTED);
  request.target = await actableAccount(db, caller, Number(rawTarget));
}

export const READ_ONLY_TOKEN = 'This API token is read-only';

/**
 * An API token as the credential: the caller is its maker, the target its one account (another
 * `targetAccountId` is refused), a read token refuses writes. False when no live token has this
 * value, so a session token that happens to begin like one is still tried as a session.
 */
async function resolveApiToken(db: Db, request: FastifyRequest, value: string): Promise<boolean> {
  const found = await apiCredential(db, value);
  if (!found) return false;
  const { token, maker } = found;
  if (!maker.enabled) fail(401, 'Not signed in');
  if (token.type === 'read' && !readOnlyMethod(request.method)) fail(403, READ_ONLY_TOKEN);
  const rawTarget = queryValue(request, 'targetAccountId');
  const query = request.query as Record<string, unknown> | undefined;
  if (query && Object.hasOwn(query, 'targetAccountId') && rawTarget === undefined) fail(400, TARGET_EXPECTED);
  if (rawTarget !== undefined && rawTarget !== String(token.accountId)) fail(403, FORBIDDEN);
  request.caller = maker;
  // the maker may have lost the account since (moved, demoted): checked again on every call
  request.target = await actableAccount(db, maker, token.accountId);
  request.apiToken = { id: token.id, accountId: token.accountId, type: token.type };
  return true;
}

export const FORBIDDEN = 'Forbidden';
export const TARGET_EXPECTED = 'targetAccountId: Expected an account id';
export const ACCOUNT_NOT_FOUND = 'Account not found';

/**
 * An account `caller` may act on (the subtree rule of server/auth/subtree.ts). Below super admin an unknown
 * id answers like a forbidden one (403), so ids cannot be probed; a super admin gets 404.
 */
export async function actableAccount(db: Db, caller: AccountRow, id: number): Promise<AccountRow> {
  const row = id === caller.id ? caller : await accountById(db, id);
  if (!row) fail(caller.superAdmin ? 404 : 403, caller.superAdmin ? ACCOUNT_NOT_FOUND : FORBIDDEN);
  if (!canActOn(caller, row)) fail(403, FORBIDDEN);
  return row;
}
