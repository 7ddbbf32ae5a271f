// Reading call records for GET /api/v2/logs and the metrics: the scope a target reads, the date
// window, the requested fields, and a row as the API returns it.
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  ALWAYS_LOG_FIELDS,
  DEFAULT_LOG_FIELDS,
  DEFAULT_LOGS_WINDOW_SECONDS,
  isLogField,
  resolveDateFilter,
  type DateRange,
  type LogField,
} from '../../src/shared/calls';
import type { AccountRow } from '../auth/context';
import { targetScope } from '../auth/targetScope';
import { calls } from '../db/schema';
import type { Db } from '../db/store';
import { fail } from '../http';
import { CALL_COLUMNS, type ParsedFilter } from './callFilters';

/** The calls a target's view covers (server/auth/targetScope.ts). */
export function callScope(caller: AccountRow, target: AccountRow): SQL | undefined {
  const scope = targetScope(caller, target);
  return scope ? eq(calls[scope.column], scope.id) : undefined;
}

/** A `dateFilter` query value: the spec's strings, or a JSON object (spec 1 §5). */
export function parseDateFilterParam(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (!text.startsWith('{')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    fail(400, 'dateFilter: Invalid JSON');
  }
}

/** The window of a date filter; absent: the last 30 days; unreadable: no window (spec 1 §5). */
export function windowOf(dateFilter: unknown, nowMs = Date.now()): DateRange {
  if (dateFilter === undefined) {
    const end = Math.floor(nowMs / 1000);
    return { start: end - DEFAULT_LOGS_WINDOW_SECONDS, end };
  }
  return resolveDateFilter(dateFilter, nowMs);
}

/**
 * The window's seconds, the end second whole: `end` is a unix second and the calls keep their
 * milliseconds, so `<= end` would leave out a call written during the current second.
 */
export function windowCondition(range: DateRange): SQL | undefined {
  if (range.start === null || range.end === null) return undefined;
  return and(gte(calls.timestamp, new Date(range.start * 1000)), lt(calls.timestamp, new Date((range.end + 1) * 1000)));
}

/** The requested fields (comma list; default the first 10) plus the five the API always adds. */
export function requestedFields(value: string | undefined): LogField[] {
  const asked = value === undefined ? [...DEFAULT_LOG_FIELDS] : value.split(',').map((f) => f.trim()).filter(Boolean);
  for (const field of asked) if (!isLogField(field)) fail(400, `fields: Unknown field: ${field}`);
  return [...new Set<LogField>([...(asked as LogField[]), ...ALWAYS_LOG_FIELDS])];
}

/**
 * Newest first, spelt as the order indexes are built (drizzle-kit writes `DESC NULLS LAST`): a bare
 * `desc` means NULLS FIRST to PostgreSQL, which then cannot walk those indexes and sorts the whole
 * window instead (a seq scan and a top-N sort of ~175,000 rows per page over 1,000,000 calls).
 */
export const callOrder = [sql`${calls.timestamp} desc nulls last`, sql`${calls.uuid} desc nulls last`];

/** The same walk for counting: the timestamp alone, which every order index starts with after its scope. */
export const countOrder = sql`${calls.timestamp} desc nulls last`;

export function selection(fields: readonly LogField[]) {
  return Object.fromEntries(fields.map((f) => [f, CALL_COLUMNS[f]]));
}

/** A selected row as the API returns it: `timestamp` in unix seconds. */
export function logRecord(row: Record<string, unknown>): Record<string, unknown> {
  const ts = row.timestamp;
  return ts instanceof Date ? { ...row, timestamp: Math.floor(ts.getTime() / 1000) } : row;
}

export const MAX_REGEX_LENGTH = 500;

/**
 * Asks the database whether each regex filter's pattern compiles, so a bad one answers 400 naming
 * its parameter instead of failing the listing (PostgreSQL's regex dialect is not JavaScript's).
 */
export async function checkPatterns(db: Db, filters: readonly ParsedFilter[]): Promise<void> {
  for (const filter of filters) {
    if (filter.pattern === undefined) continue;
    if (filter.pattern.length > MAX_REGEX_LENGTH) fail(400, `${filter.param}: At most ${MAX_REGEX_LENGTH} characters`);
    try {
      await db.execute(sql`select '' ~ ${filter.pattern}`);
    } catch {
      fail(400, `${filter.param}: Invalid regular expression`);
    }
  }
}
