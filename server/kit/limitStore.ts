// Rate-limit counters in the database (issue 16 point 9), so that several API processes behind a
// load balancer grant a budget once, not once each. A window starts at a key's first hit and lasts
// `windowMs` (as @fastify/rate-limit's memory store counted before); each hit is one atomic upsert,
// so two processes can never both take the last unit. The database's clock decides, so processes
// whose clocks differ still agree on when a window ends.
import { lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { rateLimits } from '../db/schema';
import type { Db } from '../db/store';

export interface Hit {
  /** Hits in the current window, this one included: over the limit when above its max. */
  count: number;
  /** Until the window ends, in ms. */
  ttlMs: number;
}

/** Seconds to wait before the window ends, as Retry-After says it. */
export const retryAfterSeconds = (hit: Hit) => Math.ceil(hit.ttlMs / 1000);

// A row whose window ended is reused by its key's next hit; rows of keys that do not come back are
// deleted, at most this often per process (one indexed DELETE).
const PRUNE_EVERY_MS = 60_000;
const lastPruned = new WeakMap<Db, number>();

/** Counts one hit for `key` in `bucket` and returns the window's count with it. */
export async function countHit(db: Db, bucket: string, key: string, windowMs: number): Promise<Hit> {
  const ended = sql`"rate_limits"."reset_at" <= now()`;
  const windowEnd = sql`now() + make_interval(secs => ${windowMs}::float8 / 1000)`;
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket, key, count: 1, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key],
      set: {
        count: sql`CASE WHEN ${ended} THEN 1 ELSE "rate_limits"."count" + 1 END`,
        resetAt: sql`CASE WHEN ${ended} THEN excluded."reset_at" ELSE "rate_limits"."reset_at" END`,
      },
    })
    .returning({
      count: rateLimits.count,
      ttlMs: sql<number>`greatest(0, ceil(extract(epoch from "rate_limits"."reset_at" - now()) * 1000))::float8`,
    });
  await pruneNowAndThen(db);
  return { count: row.count, ttlMs: Number(row.ttlMs) };
}

async function pruneNowAndThen(db: Db): Promise<void> {
  const now = Date.now();
  if (now - (lastPruned.get(db) ?? 0) < PRUNE_EVERY_MS) return;
  lastPruned.set(db, now);
  await pruneEndedWindows(db);
}

/** Deletes the rows whose window has ended; returns how many. */
export async function pruneEndedWindows(db: Db): Promise<number> {
  const gone = await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`)).returning({ key: rateLimits.key });
  return gone.length;
}

/**
 * A store for @fastify/rate-limit that counts in `bucket` of the table instead of one process's
 * memory; the plugin keeps its key (the client IP, IPv6 by /64), headers and error response.
 */
export function databaseRateLimitStore(db: Db, bucket: string): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      countHit(db, bucket, key, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child() {
      return this;
    }
  };
}
