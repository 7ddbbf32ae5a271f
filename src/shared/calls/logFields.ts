// The log record (spec 1 §3) and the logs page's constants (spec 2 §9), shared by the logs screen
// and GET /api/v2/logs.

export const LOG_INTEGER_FIELDS = ['accountId', 'agentId', 'duration'] as const;
export const LOG_DATE_FIELDS = ['timestamp'] as const;
export const LOG_STRING_FIELDS = [
  'accountName', 'fromNumber', 'toNumber', 'cnam', 'roomId', 'direction', 'transfer', 'callId', 'uuid',
] as const;
/** Collected data the metrics read (1 or 0), beyond the spec's record. */
export const LOG_FLAG_FIELDS = ['appointmentBooked', 'transferMade'] as const;

export type LogField =
  | (typeof LOG_INTEGER_FIELDS)[number]
  | (typeof LOG_DATE_FIELDS)[number]
  | (typeof LOG_STRING_FIELDS)[number]
  | (typeof LOG_FLAG_FIELDS)[number];
export type LogFieldType = 'integer' | 'date' | 'string';

/** Every log field in the order the logs page lists them; the first 10 are selected by default. */
export const LOG_FIELDS: readonly LogField[] = [
  'timestamp', 'accountName', 'fromNumber', 'toNumber', 'cnam', 'direction', 'duration', 'transfer',
  'appointmentBooked', 'agentId', 'accountId', 'transferMade', 'roomId', 'callId', 'uuid',
];
export const DEFAULT_LOG_FIELD_COUNT = 10;
export const DEFAULT_LOG_FIELDS: readonly LogField[] = LOG_FIELDS.slice(0, DEFAULT_LOG_FIELD_COUNT);
/** GET /api/v2/logs always returns these, whatever `fields` asks (spec 2 "Logs"). */
export const ALWAYS_LOG_FIELDS: readonly LogField[] = ['uuid', 'callId', 'accountId', 'agentId', 'roomId'];

export function isLogField(name: string): name is LogField {
  return (LOG_FIELDS as readonly string[]).includes(name);
}

/** Field types are inferred as integer, date or string (spec 1 §3). */
export function logFieldType(name: string): LogFieldType {
  if ((LOG_INTEGER_FIELDS as readonly string[]).includes(name)) return 'integer';
  if ((LOG_FLAG_FIELDS as readonly string[]).includes(name)) return 'integer';
  if ((LOG_DATE_FIELDS as readonly string[]).includes(name)) return 'date';
  return 'string';
}

export const LOGS_DEFAULT_PAGE = 1;
export const LOGS_DEFAULT_PAGE_SIZE = 100;
export const LOGS_EXPORT_PAGE = 1;
export const LOGS_EXPORT_PAGE_SIZE = 10_000;
/** The largest page the server serves; the export's size. */
export const LOGS_MAX_PAGE_SIZE = LOGS_EXPORT_PAGE_SIZE;

export const LOGS_MESSAGES = {
  fetchFailed: 'Failed to fetch logs',
  conversationFailed: 'Failed to fetch conversation',
  convoFailed: 'Failed to fetch convo',
} as const;

/** `API Error: {status} - {text}` (spec 2 §8, logs fetch not ok). */
export function apiErrorMessage(status: number, text: string): string {
  return `API Error: ${status} - ${text}`;
}

/** A page or page size as the logs page reads it: a positive whole number, or undefined (ignored). */
export function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** Page and size with the spec's rules: invalid values ignored (defaults), page at least 1. */
export function logsPaging(page: unknown, pageSize: unknown): { page: number; pageSize: number } {
  return {
    page: Math.max(1, positiveInt(page) ?? LOGS_DEFAULT_PAGE),
    pageSize: Math.min(LOGS_MAX_PAGE_SIZE, positiveInt(pageSize) ?? LOGS_DEFAULT_PAGE_SIZE),
  };
}
