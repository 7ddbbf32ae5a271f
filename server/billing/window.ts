// The window of a stats/usage request: explicit dates (a day, an ISO date-time or seconds since 1970,
// the spec's timestamps in seconds) or the current billing period, which runs from the start of the
// subscription's term to its end (one month before currentPeriodEnd for a monthly plan), or from the
// first of the month for an organization without one.
import { z } from 'zod';
import { BAD_DATE, DATE_RANGE } from './messages';
import { addDays, startOfDay } from './usage';
import type { SubscriptionRow } from './views';

const MIN = Date.UTC(2000, 0, 1);
const MAX = Date.UTC(2100, 11, 31);

export function parseWhen(value: string): Date | null {
  if (/^\d{1,12}$/.test(value)) return new Date(Number(value) * 1000);
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return null;
  const at = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** A query date: refused unless it parses and falls in 2000–2100. */
export const usageDate = z
  .string()
  .max(40, BAD_DATE)
  .refine((v) => parseWhen(v) !== null, BAD_DATE)
  .refine((v) => {
    const t = parseWhen(v)?.getTime() ?? NaN;
    return t >= MIN && t <= MAX;
  }, DATE_RANGE);

/** The current billing period [start, end) in whole UTC days. */
export function billingPeriod(sub: SubscriptionRow | null, now = new Date()): { from: Date; to: Date } {
  if (sub && sub.status !== 'canceled' && sub.currentPeriodEnd.getTime() > now.getTime()) {
    const end = sub.currentPeriodEnd;
    const start = new Date(end);
    if (sub.term === 'year') start.setUTCFullYear(start.getUTCFullYear() - 1);
    else start.setUTCMonth(start.getUTCMonth() - 1);
    return { from: startOfDay(start), to: addDays(startOfDay(end), 1) };
  }
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { from: first, to: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)) };
}
