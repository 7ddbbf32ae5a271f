// The logs page's view → GET /api/v2/logs' query (spec doc 2 "Logs", docs/api-contract.md): the
// filters as `field__operator` parameters (src/shared/calls' filter building: operator defaults by
// type, empty values and disallowed operators dropped), the window as the view's dateFilter (the
// server resolves a moving window when it answers, so the list and its export agree), and the chosen
// fields plus the five the row needs (uuid, callId, accountId, agentId, roomId), and `includeTest`
// when the toolbar's switch is on.
import { ALWAYS_LOG_FIELDS, buildFilterParams, resolveDateFilter, type DateRange } from '@kernel/sdk';
import { LOGS_DEFAULT_DATE_FILTER } from '../constants';
import { inferFieldType } from './fieldTypes';
import { filtersObject, type LogsView } from './logsUrl';

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

/** The window as the server reads it; an unreadable one is the default 30 days, not "no window". */
export function dateFilterParam(view: Pick<LogsView, 'dateFilter'>, nowMs: number): string {
  const readable = resolveDateFilter(view.dateFilter, nowMs).start !== null;
  if (!readable) return LOGS_DEFAULT_DATE_FILTER;
  return typeof view.dateFilter === 'string' ? view.dateFilter : JSON.stringify(view.dateFilter);
}

/**
 * What the list and the export send, paging aside (the adapter adds it). The org id of the URL
 * narrows the calls to that organization (a call's accountId is its organization); partner and
 * reseller ids are the target's business (targetAccountId), kept in the URL only.
 */
export function logsQuery(view: LogsView, nowMs: number): Record<string, string> {
  const filters = filtersObject(view.filters);
  if (view.orgId !== undefined) Object.assign(filters, { accountId: view.orgId, accountIdOp: 'eq' });
  const query: Record<string, string> = buildFilterParams(filters, (field) => inferFieldType(field));
  query.dateFilter = dateFilterParam(view, nowMs);
  query.fields = requestedFields(view.fields);
  // the server leaves test conversations out unless asked; the default view sends nothing more
  if (view.includeTest) query.includeTest = 'true';
  return query;
}
