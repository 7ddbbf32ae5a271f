// The rate-limit counters in the database (server/kit/limitStore.ts) on the suite's database, PGlite
// or PostgreSQL: counts per bucket and key, a window that starts over when it ends, parallel hits
// that each get a count of their own, and pruning. Limits across two processes: limits-processes.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../server/db/schema';
import { countHit, pruneEndedWindows, retryAfterSeconds } from '../../server/kit/limitStore';
import { serverWith } from './helpers';

const { server } = await serverWith();
const db = server.db.db;
const MINUTE = 60_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('rate-limit counters in the database', () => {
  it('counts hits per bucket and key within a window, with the time left in it', async () => {
    const counts = [];
    for (let i = 0; i < 3; i++) counts.push((await countHit(db, 'test-a', 'k1', MINUTE)).count);
    expect(counts).toEqual([1, 2, 3]);
    expect((await countHit(db, 'test-a', 'k2', MINUTE)).count).toBe(1);
    expect((await countHit(db, 'test-b', 'k1', MINUTE)).count).toBe(1);
    const hit = await countHit(db, 'test-a', 'k1', MINUTE);
    expect(hit.count).toBe(4);
    expect(hit.ttlMs).toBeGreaterThan(MINUTE - 5_000);
    expect(hit.ttlMs).toBeLessThanOrEqual(MINUTE);
    expect(retryAfterSeconds(hit)).toBe(60);
  });

  it('starts over when the window has ended, and keeps the window it started with until then', async () => {
    expect((await countHit(db, 'test-window', 'k', 300)).count).toBe(1);
    // a hit does not move the window's end
    await pause(150);
    expect((await countHit(db, 'test-window', 'k', 300)).ttlMs).toBeLessThan(200);
    await pause(200);
    const fresh = await countHit(db, 'test-window', 'k', 300);
    expect(fresh.count).toBe(1);
    expect(fresh.ttlMs).toBeGreaterThan(200);
  });

  it('gives parallel hits a count each: exactly one of them takes the last unit', async () => {
    const hits = await Promise.all(Array.from({ length: 20 }, () => countHit(db, 'test-parallel', 'k', MINUTE)));
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('prunes the rows whose window has ended and keeps the others', async () => {
    await countHit(db, 'test-prune', 'ended', 50);
    await countHit(db, 'test-prune', 'live', MINUTE);
    await pause(100);
    expect(await pruneEndedWindows(db)).toBeGreaterThanOrEqual(1);
    const left = await db.select({ key: rateLimits.key }).from(rateLimits).where(eq(rateLimits.bucket, 'test-prune'));
    expect(left).toEqual([{ key: 'live' }]);
  });
});
