import type { FastifyRequest } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { canActOn } from './subtree';
import { accounts, sessions } from '../db/schema';
import type { Db } from '../db/store';
import { fail } from '../http';
import { hashToken } from './tokens';

export type AccountRow = typeof accounts.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account (from `token`). Set by `requireAccount`. */
    caller: AccountRow;
    /** The account acted on (`targetAccountId`, default the caller), already checked against the subtree rule. */
    target: AccountRow;
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
