// Date filters (spec 1 §5): 'last N day/week/month/year' strings (plural accepted) and objects —
// moving (lastN and unit), fixed (start and end) or a value in days — resolve to a start and an end
// in unix seconds. Anything else resolves to null and null: "no window".

export type DateUnit = 'day' | 'week' | 'month' | 'year';
export type DateFilter =
  | string
  | { type?: 'moving'; lastN: number; unit: DateUnit | `${DateUnit}s` }
  | { start: number | string; end: number | string }
  | { value: number };
export interface DateRange {
  start: number | null;
  end: number | null;
}

export const DAY_SECONDS = 86_400;
/** Logs' default window: 30 days (spec 2 §9: 2592000 s). */
export const DEFAULT_LOGS_WINDOW_SECONDS = 30 * DAY_SECONDS;
/** The dashboards' default window: moving, the last 30 days (spec 2 §9). */
export const DEFAULT_DATE_FILTER = { type: 'moving', lastN: 30, unit: 'day' } as const satisfies DateFilter;

const NO_RANGE: DateRange = { start: null, end: null };
const LAST_N = /^last\s+(\d+)\s+(day|week|month|year)s?$/i;
// beyond this a window means nothing and the date maths overflows
const MAX_N = 100_000;

function unitOf(value: unknown): DateUnit | null {
  if (typeof value !== 'string') return null;
  const unit = value.toLowerCase().replace(/s$/, '');
  return unit === 'day' || unit === 'week' || unit === 'month' || unit === 'year' ? unit : null;
}

/** `n` units before `endMs`: days and weeks as fixed seconds, months and years by the calendar (UTC). */
function startOf(n: number, unit: DateUnit, endMs: number): number {
  if (unit === 'day' || unit === 'week') return Math.floor(endMs / 1000) - n * (unit === 'week' ? 7 : 1) * DAY_SECONDS;
  const d = new Date(endMs);
  const months = d.getUTCFullYear() * 12 + d.getUTCMonth() - (unit === 'month' ? n : 12 * n);
  const year = Math.floor(months / 12);
  const month = months - year * 12;
  // 31 March − 1 month is 28 (or 29) February, not 3 March
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  d.setUTCFullYear(year, month, Math.min(d.getUTCDate(), lastDay));
  return Math.floor(d.getTime() / 1000);
}

function moving(n: unknown, unit: DateUnit | null, nowMs: number): DateRange {
  const count = typeof n === 'string' && /^\d+$/.test(n.trim()) ? Number(n) : n;
  if (!unit || typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > MAX_N) return NO_RANGE;
  return { start: startOf(count, unit, nowMs), end: Math.floor(nowMs / 1000) };
}

/** Unix seconds from unix seconds, ms (beyond year 5138 in seconds), an ISO string or a Date. */
export function toUnixSeconds(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : Math.floor(value.getTime() / 1000);
  if (typeof value === 'number') return Number.isFinite(value) ? Math.floor(value > 1e11 ? value / 1000 : value) : null;
  if (typeof value === 'string' && value.trim()) {
    if (/^\d+(\.\d+)?$/.test(value.trim())) return toUnixSeconds(Number(value));
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
  }
  return null;
}

/** A date filter's window in unix seconds, relative to `nowMs`; null and null when unreadable. */
export function resolveDateFilter(filter: unknown, nowMs: number = Date.now()): DateRange {
  if (typeof filter === 'string') {
    const m = LAST_N.exec(filter.trim());
    return m ? moving(Number(m[1]), unitOf(m[2]), nowMs) : NO_RANGE;
  }
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) return NO_RANGE;
  const f = filter as Record<string, unknown>;
  if ('lastN' in f || 'unit' in f) return moving(f.lastN, unitOf(f.unit), nowMs);
  if ('start' in f || 'end' in f) {
    const start = toUnixSeconds(f.start);
    const end = toUnixSeconds(f.end);
    return start === null || end === null || start > end ? NO_RANGE : { start, end };
  }
  if ('value' in f) return moving(f.value, 'day', nowMs);
  return NO_RANGE;
}
