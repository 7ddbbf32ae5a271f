// One page of GET /api/v2/logs: the rows, whether more follow, and the total. Counting every match
// exactly is what made the page slow (~175,000 matches of two filters among 1,000,000 calls: the
// page rows take ~2 ms, the exact count ~200–300 ms on PostgreSQL), so the total is counted exactly
// up to LOGS_COUNT_CAP and answered as "at least the cap" above it (`totalCountExact: false`).
import type { SQL } from 'drizzle-orm';
import type { LogField } from '../../src/shared/calls';
import { calls } from '../db/schema';
import type { Db } from '../db/store';
import { cappedCount, LIST_COUNT_CAP, type CappedCount } from '../kit/cappedCount';
import { callOrder, countOrder, logRecord, selection } from './logsQuery';

export const LOGS_COUNT_CAP = LIST_COUNT_CAP;

export interface LogsPage {
  logs: Record<string, unknown>[];
  /** exact when `totalCountExact`; otherwise LOGS_COUNT_CAP (there are more) */
  totalCount: number;
  totalCountExact: boolean;
  hasMore: boolean;
}

/**
 * Counts the matches up to `cap + 1`, walking the scope's order index newest first: without the
 * order the planner, which thinks the window's rows are spread over the whole table, may seq-scan
 * from the oldest calls to find the newest.
 */
export function cappedCallCount(db: Db, where: SQL | undefined, cap = LOGS_COUNT_CAP): Promise<CappedCount> {
  return cappedCount(db, calls, where, { cap, order: [countOrder] });
}

/** Rows `offset` … `offset + pageSize` newest first; one row more tells whether more follow. */
export async function logsPage(db: Db, fields: readonly LogField[], where: SQL | undefined, offset: number, pageSize: number): Promise<LogsPage> {
  const [rows, total] = await Promise.all([
    db.select(selection(fields)).from(calls).where(where).orderBy(...callOrder).limit(pageSize + 1).offset(offset),
    cappedCallCount(db, where),
  ]);
  const hasMore = rows.length > pageSize;
  return {
    logs: rows.slice(0, pageSize).map(logRecord),
    totalCount: total.n,
    totalCountExact: total.exact,
    hasMore,
  };
}
