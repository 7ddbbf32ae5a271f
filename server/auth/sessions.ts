import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { oneTimeTokens, sessions } from '../db/schema';
import type { Db } from '../db/store';
import { hashToken, newToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY_MS;
export const ONE_TIME_TTL_MS = DAY_MS;

export async function createSession(db: Db, accountId: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    accountId,
    kind: 'session',
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

/** An anonymous session: it identifies a visitor (e.g. for sign-up) but opens no account routes. */
export async function createTempSession(db: Db): Promise<{ id: string; token: string }> {
  const token = newToken();
  const id = randomUUID();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    tempId: id,
    kind: 'temp',
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return { id, token };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

export async function createOneTimeToken(db: Db, accountId: number, ttlMs = ONE_TIME_TTL_MS): Promise<string> {
  const token = newToken();
  await db
    .insert(oneTimeTokens)
    .values({ tokenHash: hashToken(token), accountId, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/** Marks the token used and returns its account; one UPDATE, so two processes cannot both redeem it. */
export async function redeemOneTimeToken(db: Db, token: string): Promise<number | undefined> {
  const now = new Date();
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ accountId: oneTimeTokens.accountId });
  return row?.accountId;
}
