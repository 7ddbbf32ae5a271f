// An organization's usage per UTC day from the runtime's own records: voice minutes from the hourly
// call roll-ups (calls in and out; each day's seconds rounded up to minutes), messages and tokens from
// usage_counters, numbers from phone_numbers (one per number held on the day). Three indexed reads,
// whatever the window: a year of a busy org is some 9,000 roll-up rows (bench/usage.ts).
import { sql } from 'drizzle-orm';
import { USAGE_KEYS, type UsageKey } from '../../src/shared/billing/plans';
import { zeroCounts, type UsageCounts } from '../../src/shared/billing/usage';
import type { Db } from '../db/store';

export type DayUsage = UsageCounts & { date: string; timestamp: number };

const DAY_MS = 86_400_000;

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Days [from, to): both UTC midnights. */
export async function usageByDay(db: Db, accountId: number, from: Date, to: Date): Promise<DayUsage[]> {
  const days = new Map<string, DayUsage>();
  const at = (day: string) => {
    let row = days.get(day);
    if (!row) {
      const ms = Date.parse(`${day}T00:00:00Z`);
      row = { ...zeroCounts(), date: new Date(ms).toISOString(), timestamp: ms / 1000 };
      days.set(day, row);
    }
    return row;
  };
  const fromDay = from.toISOString().slice(0, 10);
  const toDay = to.toISOString().slice(0, 10);

  const counters = rowsOf<{ day: string; key: string; quantity: string }>(await db.execute(sql`
    SELECT day::text AS day, key, quantity::text AS quantity FROM usage_counters
    WHERE account_id = ${accountId} AND day >= ${fromDay}::date AND day < ${toDay}::date`));
  for (const r of counters) {
    if ((USAGE_KEYS as readonly string[]).includes(r.key)) at(r.day)[r.key as UsageKey] += Number(r.quantity);
  }

  const voice = rowsOf<{ day: string; seconds: string }>(await db.execute(sql`
    SELECT to_char(date_trunc('day', bucket, 'UTC') AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(duration)::text AS seconds
    FROM call_rollups
    WHERE account_id = ${accountId} AND bucket >= ${from.toISOString()}::timestamptz AND bucket < ${to.toISOString()}::timestamptz
      AND direction IN ('inbound', 'outbound')
    GROUP BY 1`));
  for (const r of voice) {
    const seconds = Number(r.seconds);
    if (seconds > 0) at(r.day).voice += Math.ceil(seconds / 60);
  }

  // a number counts on each day it was held for any part of (bought before the day ended, not
  // released before it began); pending numbers (an unproven byo) are not held yet
  const numbers = rowsOf<{ day: string; n: string }>(await db.execute(sql`
    SELECT to_char(d, 'YYYY-MM-DD') AS day, count(p.id)::text AS n
    FROM generate_series(${fromDay}::date, ${toDay}::date - 1, interval '1 day') AS d
    JOIN phone_numbers p ON p.account_id = ${accountId} AND p.status <> 'pending'
      AND p.created_at < (d + interval '1 day') AT TIME ZONE 'UTC'
      AND (p.released_at IS NULL OR p.released_at > d AT TIME ZONE 'UTC')
    GROUP BY 1`));
  for (const r of numbers) at(r.day).number += Number(r.n);

  return [...days.values()].sort((a, b) => a.timestamp - b.timestamp);
}

/** UTC midnight of `at`'s day. */
export const startOfDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
export const addDays = (at: Date, n: number) => new Date(at.getTime() + n * DAY_MS);
