// Retry-safe writes (issue 17 point 4). A route declared `idempotent` accepts an `Idempotency-Key`
// header; with one, the kit runs its handler in a transaction that first claims the key and, before
// it commits, stores the answer in the same row (server/db/tables/idempotency.ts). The answer is
// committed exactly when the work is, so a client that lost the answer (a dropped connection, a
// killed process) gets the first answer again by retrying with the same key, from any API process.
//
// A second request with the key while the first still runs waits for it (PostgreSQL makes the
// claiming INSERT wait on the first transaction's row), at most IN_PROGRESS_WAIT_MS, and then gets
// the first answer, or a 409 when the first has not finished by then. A failed first request leaves
// nothing (its transaction is rolled back): its retry does the work.
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { fail } from '../http';
import { sqlState } from './databaseErrors';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The header the replay of a stored answer carries (as Stripe's API does). */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const KEY_HOURS = 24;
export const IN_PROGRESS_WAIT_MS = 3000;
/** NODE_ENV=test only: the process kills itself right after committing the work of this key (tests of a lost answer). */
export const EXIT_AFTER_COMMIT_ENV = 'SWITCHBOARD_TEST_EXIT_AFTER_COMMIT';

export const IDEMPOTENCY_ERRORS = {
  invalid: `${IDEMPOTENCY_HEADER}: 1 to 255 printable ASCII characters`,
  reused: `${IDEMPOTENCY_HEADER}: this key was already used for a different request (method, path, target account or body); send a new key`,
  inProgress: `${IDEMPOTENCY_HEADER}: a request with this key is still running; retry in a moment`,
} as const;

const PRINTABLE = /^[\x20-\x7e]{1,255}$/;

/** The request's Idempotency-Key, undefined when it sent none; 400 naming the header when malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !PRINTABLE.test(value) || !value.trim()) fail(400, IDEMPOTENCY_ERRORS.invalid);
  return value;
}

// Keys and values sorted, so the same JSON written in another order is the same request.
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
}

// Session credentials are not part of the request: a retry after signing in again is the same request.
const CREDENTIALS = new Set(['token', 'adminToken', 'targetAccountId']);

/** What makes two requests "the same": method, path, target account, own query parameters and body. */
export function fingerprintOf(request: FastifyRequest, targetAccountId: number | null): string {
  const query = Object.entries((request.query ?? {}) as Record<string, unknown>).filter(([k]) => !CREDENTIALS.has(k));
  const path = request.url.split('?')[0];
  const parts = [request.method, path, targetAccountId, canonical(Object.fromEntries(query)), canonical(request.body ?? null)];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

export interface Answer {
  status: number;
  body: unknown;
  /** what the table keeps for replays instead of `body` (a secret shown once is left out); default the body */
  stored?: unknown;
}

export interface Claim {
  /** whose key: `account:<caller id>`, or what a public route names (`signin-email:<address>`) */
  scope: string;
  key: string;
  fingerprint: string;
}

const expired = lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEY_HOURS})`);

/** Claims the key in `tx`; false when a live row holds it (after waiting for its transaction to end). */
async function claim(tx: Db, { scope, key, fingerprint }: Claim): Promise<boolean> {
  // Only this statement may wait for another transaction (one holding the same key): bound the wait,
  // then put back whatever lock_timeout the server had.
  const set = await tx.execute(
    sql`SELECT current_setting('lock_timeout') AS previous, set_config('lock_timeout', ${`${IN_PROGRESS_WAIT_MS}ms`}, true)`,
  );
  // both drivers answer `{ rows }`
  const [{ previous }] = (set as unknown as { rows: { previous: string }[] }).rows;
  try {
    const rows = await tx
      .insert(idempotencyKeys)
      .values({ scope, key, fingerprint })
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: { fingerprint, status: null, body: null, createdAt: sql`now()` },
        where: expired,
      })
      .returning({ key: idempotencyKeys.key });
    return rows.length > 0;
  } catch (error) {
    if (sqlState(error) === '55P03') fail(409, IDEMPOTENCY_ERRORS.inProgress);
    throw error;
  } finally {
    await tx.execute(sql`SELECT set_config('lock_timeout', ${previous}, true)`).catch(() => undefined);
  }
}

/**
 * Runs `work` once per key: in a transaction that claims the key and stores its answer before
 * committing; or, when the key's work was already committed, the stored answer (`replayed`).
 */
export async function answerOnce(db: Db, claimed: Claim, work: (tx: Db) => Promise<Answer>): Promise<Answer & { replayed: boolean }> {
  const outcome = await inTransaction(db, async (tx) => {
    if (!(await claim(tx, claimed))) {
      const [row] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, claimed.scope), eq(idempotencyKeys.key, claimed.key)));
      if (!row || row.status === null) fail(409, IDEMPOTENCY_ERRORS.inProgress);
      if (row.fingerprint !== claimed.fingerprint) fail(409, IDEMPOTENCY_ERRORS.reused);
      return { status: row.status, body: row.body, replayed: true };
    }
    const answer = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ status: answer.status, body: (answer.stored === undefined ? answer.body : answer.stored) ?? null })
      .where(and(eq(idempotencyKeys.scope, claimed.scope), eq(idempotencyKeys.key, claimed.key)));
    return { status: answer.status, body: answer.body, replayed: false };
  });
  if (!outcome.replayed && process.env.NODE_ENV === 'test' && process.env[EXIT_AFTER_COMMIT_ENV] === claimed.key) {
    process.kill(process.pid, 'SIGKILL');
  }
  pruneNowAndThen(db);
  return outcome;
}

// Expired rows are ignored by the claim above; they are deleted at most this often per process.
const PRUNE_EVERY_MS = 10 * 60_000;
const lastPruned = new WeakMap<Db, number>();

function pruneNowAndThen(db: Db): void {
  const now = Date.now();
  if (now - (lastPruned.get(db) ?? 0) < PRUNE_EVERY_MS) return;
  lastPruned.set(db, now);
  void pruneExpiredKeys(db).catch(() => lastPruned.delete(db));
}

/** Deletes the answers older than KEY_HOURS; returns how many. */
export async function pruneExpiredKeys(db: Db): Promise<number> {
  const gone = await db.delete(idempotencyKeys).where(expired).returning({ key: idempotencyKeys.key });
  return gone.length;
}

/**
 * The route-kit side: with no key, `run` on the app's database as any route; with one, `run` once in
 * the key's transaction and its status and body as the answer, or the stored first answer again.
 */
export async function runIdempotent(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  { scope, targetAccountId, redact }: { scope: string; targetAccountId: number | null; redact?: (body: unknown) => unknown },
  run: (db: Db) => Promise<unknown>,
): Promise<unknown> {
  const key = idempotencyKeyOf(request);
  if (key === undefined) return run(db);
  const fingerprint = fingerprintOf(request, targetAccountId);
  const answer = await answerOnce(db, { scope, key, fingerprint }, async (tx) => {
    const body = await run(tx);
    return { status: reply.statusCode, body, ...(redact ? { stored: redact(body) } : {}) };
  });
  if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
  reply.code(answer.status);
  return answer.body;
}
