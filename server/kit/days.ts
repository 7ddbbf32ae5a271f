// Whole-day filters (organization search, the audit log and its export; issue 8 point 8). A date
// must exist and fall in years 1900-9999: JavaScript parses `0000-01-01`, PostgreSQL refuses year 0
// and anything past 9999 as the driver writes it (`+010000-...`), which answered 500 before.
import { and, gte, lt, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';

export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '9999-12-31';
const DAY_MS = 86_400_000;
const EXPECTED = 'Expected a date (YYYY-MM-DD)';

const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** A calendar date that exists (2026-02-30 does not). */
function isCalendarDay(value: string): boolean {
  const time = startOf(value).getTime();
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** A `YYYY-MM-DD` query value between FIRST_DAY and LAST_DAY. */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, EXPECTED)
  .refine(isCalendarDay, EXPECTED)
  .refine((day) => day >= FIRST_DAY && day <= LAST_DAY, `Expected a date from ${FIRST_DAY} to ${LAST_DAY}`);

/**
 * Inclusive whole UTC days on `column`. The day after LAST_DAY cannot be written to PostgreSQL, and
 * nothing is stored after it, so `to = LAST_DAY` sets no upper bound.
 */
export function dayRange(column: AnyColumn, from?: string, to?: string): SQL[] {
  const out: SQL[] = [];
  if (from) out.push(gte(column, startOf(from)));
  if (to && to < LAST_DAY) out.push(lt(column, new Date(startOf(to).getTime() + DAY_MS)));
  return out;
}

/** `dayRange` as one condition (undefined when neither end is set). */
export function dayCondition(column: AnyColumn, from?: string, to?: string): SQL | undefined {
  const parts = dayRange(column, from, to);
  return parts.length ? and(...parts) : undefined;
}
