// The total of a list page, counted exactly up to a cap and answered as "at least the cap" above it
// (issue 17 point 3): an exact count of every match was work that grew with the tenant on every
// page (the logs' ~200–300 ms over 175,000 matches; the contacts list fell from 69 to 53 req/s as
// Acme grew to 11,000 contacts). Counting stops after `cap + 1` rows, so a page costs at most that.
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../db/store';

/** Totals above this answer the cap with `exact: false`: 400 pages of 25 is more than anyone pages through. */
export const LIST_COUNT_CAP = 10_000;

/** The list replies' flag beside their `total`. */
export const totalExactDoc = z.boolean().describe(`false: more than ${LIST_COUNT_CAP.toLocaleString('en-US')} match, and total is that cap`);

export interface CappedCount {
  /** exact when `exact`; otherwise the cap (there are more) */
  n: number;
  exact: boolean;
}

/**
 * Counts `table`'s rows matching `where`, up to `cap + 1`. `order`: walk an index in this order
 * (one whose scope columns lead), where the planner would otherwise scan the table to find them.
 */
export async function cappedCount(db: Db, table: PgTable, where: SQL | undefined, options: { cap?: number; order?: SQL[] } = {}): Promise<CappedCount> {
  const cap = options.cap ?? LIST_COUNT_CAP;
  const rows = db.select({ one: sql`1` }).from(table).where(where);
  const matches = (options.order ? rows.orderBy(...options.order) : rows).limit(cap + 1).as('matches');
  const [{ n }] = await db.select({ n: count() }).from(matches);
  const found = Number(n);
  return found > cap ? { n: cap, exact: false } : { n: found, exact: true };
}
