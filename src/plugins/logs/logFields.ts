// The log record's fields (spec 1 §3, "Log record") and how the logs page infers a field's type.
// The spec lists integer, date and string fields; a field it does not list (collected data a
// server adds) is typed from a sample value.

export type LogFieldType = 'integer' | 'date' | 'string';

export const INTEGER_FIELDS = ['accountId', 'agentId', 'duration'] as const;
export const DATE_FIELDS = ['timestamp'] as const;
export const STRING_FIELDS = [
  'accountName',
  'fromNumber',
  'toNumber',
  'cnam',
  'roomId',
  'direction',
  'transfer',
  'callId',
  'uuid',
] as const;

/** Every field of the log record in the spec's order; the first 10 are selected by default. */
export const LOG_FIELDS: readonly string[] = [...INTEGER_FIELDS, ...DATE_FIELDS, ...STRING_FIELDS];

/** Spec doc 2: GET /api/v2/logs always also requests these (the row's identity and its transcript's). */
export const ALWAYS_REQUESTED = ['uuid', 'callId', 'accountId', 'agentId', 'roomId'] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A field's type: the spec's lists first, then the sample (a number is an integer, an ISO date a date). */
export function fieldType(field: string, sample?: unknown): LogFieldType {
  if ((INTEGER_FIELDS as readonly string[]).includes(field)) return 'integer';
  if ((DATE_FIELDS as readonly string[]).includes(field)) return 'date';
  if ((STRING_FIELDS as readonly string[]).includes(field)) return 'string';
  if (typeof sample === 'number' && Number.isInteger(sample)) return 'integer';
  if (typeof sample === 'string' && ISO_DATE.test(sample) && !Number.isNaN(Date.parse(sample))) return 'date';
  return 'string';
}

/** A field name the page accepts from a URL: an identifier, nothing that could smuggle syntax. */
export const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
