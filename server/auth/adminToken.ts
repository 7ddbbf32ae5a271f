// The super admin's second credential (spec 6: "a locally stored super-admin token is added to calls
// as adminToken"). It is a row of `sessions` with kind 'admin': random, stored as a hash, 12 hours,
// bound to the super admin who asked for it, and never accepted as a session token (the session
// lookup only reads kind 'session').
import type { FastifyRequest } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { sessions } from '../db/schema';
import type { Db } from '../db/store';
import { hashToken, newToken } from './tokens';

export const ADMIN_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
export { ADMIN_TOKEN_REQUIRED } from '../../src/shared/adminToken';

export async function issueAdminToken(db: Db, accountId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ADMIN_TOKEN_TTL_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), accountId, kind: 'admin', expiresAt });
  return { token, expiresAt };
}

/** The unrevoked admin-token row of `token`, if it belongs to `accountId`. */
const ownUnrevoked = (token: string, accountId: number) =>
  and(
    eq(sessions.tokenHash, hashToken(token)),
    eq(sessions.kind, 'admin'),
    eq(sessions.accountId, accountId),
    isNull(sessions.revokedAt),
  );

/** Revokes `token` if it is an admin token of `accountId` (idempotent: unknown or revoked tokens change nothing). */
export async function revokeAdminToken(db: Db, token: string, accountId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(ownUnrevoked(token, accountId));
}

/** True when `token` is a live (unrevoked, unexpired) admin token of `accountId`. */
export async function isLiveAdminToken(db: Db, token: string, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ accountId: sessions.accountId })
    .from(sessions)
    .where(and(ownUnrevoked(token, accountId), gt(sessions.expiresAt, new Date())));
  return row !== undefined;
}

export function adminTokenOf(request: FastifyRequest): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.adminToken;
  return typeof value === 'string' && value !== '' ? value : undefined;
}
