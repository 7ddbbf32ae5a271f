// The logs page's state lives in its URL (spec 1 §2.5): dateFilter, fields (comma list), filters
// (JSON, possibly URL-encoded; a key ending in `Op` is the operator of its base key), page, pageSize,
// wrap, includeTest and the partner, reseller and org ids. A copied link reopens the same view, so parsing and
// formatting are exact inverses for every state the page can produce.
import { DEFAULT_LOG_FIELDS, isLogField, LOGS_DEFAULT_PAGE, LOGS_DEFAULT_PAGE_SIZE, logsPaging, positiveInt } from '@kernel/sdk';
import { LOGS_DEFAULT_DATE_FILTER } from '../constants';

/** A date filter as spec 1 §5 reads it: a string (`last 7 days`) or an object (moving, range, days). */
export type DateFilterValue = string | Record<string, unknown>;
export type FilterValue = string | number | boolean | (string | number)[];

export interface LogFilter {
  field: string;
  /** absent: the type's default operator (decided when the filter is built) */
  op?: string;
  value: FilterValue;
}

export interface LogsView {
  dateFilter: DateFilterValue;
  fields: string[];
  filters: LogFilter[];
  page: number;
  pageSize: number;
  /** long cells wrap instead of being cut (the page's line-wrap toggle) */
  wrap: boolean;
  /** the agents' test conversations are listed too (left out by default: issue 16 point 8) */
  includeTest: boolean;
  partnerId?: number;
  resellerId?: number;
  orgId?: number;
}

export const ID_PARAMS = ['partnerId', 'resellerId', 'orgId'] as const;
export const DEFAULT_FIELDS: readonly string[] = DEFAULT_LOG_FIELDS;
export const DEFAULT_VIEW: LogsView = {
  dateFilter: LOGS_DEFAULT_DATE_FILTER,
  fields: [...DEFAULT_FIELDS],
  filters: [],
  page: LOGS_DEFAULT_PAGE,
  pageSize: LOGS_DEFAULT_PAGE_SIZE,
  wrap: false,
  includeTest: false,
};

function parseJsonObject(raw: string): Record<string, unknown> | undefined {
  // The value may arrive encoded once more than URLSearchParams decodes (spec: "possibly URL-encoded").
  let text = raw.trim();
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const value: unknown = JSON.parse(text);
      return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
    } catch {
      let decoded: string;
      try {
        decoded = decodeURIComponent(text);
      } catch {
        return undefined;
      }
      if (decoded === text) return undefined;
      text = decoded;
    }
  }
  return undefined;
}

function filterValue(value: unknown): FilterValue | undefined {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    const items = value.filter((v): v is string | number => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)));
    return items;
  }
  return undefined;
}

/** `{"direction":"inbound","directionOp":"eq"}` → one filter per base key, its operator from `<key>Op`. */
export function parseFilters(raw: string | null): LogFilter[] {
  if (!raw) return [];
  const object = parseJsonObject(raw);
  if (!object) return [];
  const filters: LogFilter[] = [];
  for (const [key, value] of Object.entries(object)) {
    // `<key>Op` is an operator, never a field; one without its base key says nothing
    if (key.endsWith('Op') && key.length > 2) continue;
    if (!isLogField(key)) continue;
    const parsed = filterValue(value);
    if (parsed === undefined) continue;
    const op = object[`${key}Op`];
    filters.push(typeof op === 'string' && op ? { field: key, op, value: parsed } : { field: key, value: parsed });
  }
  return filters;
}

/** The filters as the spec's object: `{ field: value, fieldOp: op }`. */
export function filtersObject(filters: readonly LogFilter[]): Record<string, FilterValue> {
  const object: Record<string, FilterValue> = {};
  for (const { field, op, value } of filters) {
    object[field] = value;
    if (op) object[`${field}Op`] = op;
  }
  return object;
}

export function formatFilters(filters: readonly LogFilter[]): string | undefined {
  return filters.length === 0 ? undefined : JSON.stringify(filtersObject(filters));
}

function parseFields(raw: string | null): string[] {
  const fields = (raw ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter((f) => isLogField(f));
  return fields.length ? [...new Set(fields)] : [...DEFAULT_FIELDS];
}

function parseDateFilter(raw: string | null): DateFilterValue {
  const text = raw?.trim();
  if (!text) return LOGS_DEFAULT_DATE_FILTER;
  if (text.startsWith('{') || text.startsWith('%7B')) return parseJsonObject(text) ?? LOGS_DEFAULT_DATE_FILTER;
  return text;
}

export function parseLogsUrl(search: string | URLSearchParams): LogsView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const view: LogsView = {
    dateFilter: parseDateFilter(params.get('dateFilter')),
    fields: parseFields(params.get('fields')),
    filters: parseFilters(params.get('filters')),
    ...logsPaging(params.get('page'), params.get('pageSize')),
    wrap: params.get('wrap') === 'true',
    includeTest: params.get('includeTest') === 'true',
  };
  for (const key of ID_PARAMS) {
    const id = positiveInt(params.get(key));
    if (id !== undefined) view[key] = id;
  }
  return view;
}

const sameFields = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((f, i) => f === b[i]);

/**
 * The view as query parameters, defaults left out (a short link), over `base`'s other parameters
 * (an open overlay stays open). Parsing the result gives the view back.
 */
export function formatLogsUrl(view: LogsView, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string | undefined) => (value === undefined ? params.delete(key) : params.set(key, value));
  const dateFilter = typeof view.dateFilter === 'string' ? view.dateFilter : JSON.stringify(view.dateFilter);
  set('dateFilter', dateFilter === LOGS_DEFAULT_DATE_FILTER ? undefined : dateFilter);
  set('fields', sameFields(view.fields, DEFAULT_FIELDS) || view.fields.length === 0 ? undefined : view.fields.join(','));
  set('filters', formatFilters(view.filters));
  set('page', view.page === LOGS_DEFAULT_PAGE ? undefined : String(view.page));
  set('pageSize', view.pageSize === LOGS_DEFAULT_PAGE_SIZE ? undefined : String(view.pageSize));
  set('wrap', view.wrap ? 'true' : undefined);
  set('includeTest', view.includeTest ? 'true' : undefined);
  for (const key of ID_PARAMS) set(key, view[key] === undefined ? undefined : String(view[key]));
  return params;
}
