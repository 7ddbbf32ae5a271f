// The logs page's view → GET /api/v2/logs' query (spec doc 2 "Logs"): the filters as
// `field__operator` parameters (src/kernel/calls' filter building: operator defaults by type, empty
// values and disallowed operators dropped), the window as timestamp bounds in unix seconds, and the
// chosen fields plus the five the row needs (uuid, callId, accountId, agentId, roomId).
import { ALWAYS_LOG_FIELDS, buildFilterParams, resolveDateFilter, type DateRange } from '@kernel/sdk';
import { LOGS_DEFAULT_DATE_FILTER } from './constants';
import { inferFieldType } from './fieldTypes';
import { filtersObject, ID_PARAMS, type LogsView } from './logsUrl';

/** The view's window; an unreadable date filter falls back to the default 30 days. */
export function logsWindow(view: Pick<LogsView, 'dateFilter'>, nowMs: number): { start: number; end: number } {
  const range: DateRange = resolveDateFilter(view.dateFilter, nowMs);
  if (range.start !== null && range.end !== null) return { start: range.start, end: range.end };
  const fallback = resolveDateFilter(LOGS_DEFAULT_DATE_FILTER, nowMs);
  return { start: fallback.start!, end: fallback.end! };
}

export function requestedFields(fields: readonly string[]): string {
  return [...new Set([...fields, ...ALWAYS_LOG_FIELDS])].join(',');
}

/** What the list and the export send, paging aside (the adapter adds it). */
export function logsQuery(view: LogsView, nowMs: number): Record<string, string> {
  const query: Record<string, string> = buildFilterParams(filtersObject(view.filters), (field) => inferFieldType(field));
  const { start, end } = logsWindow(view, nowMs);
  query.timestamp__gte = String(start);
  query.timestamp__lte = String(end);
  query.fields = requestedFields(view.fields);
  for (const key of ID_PARAMS) if (view[key] !== undefined) query[key] = String(view[key]);
  return query;
}
