// Field types on the logs page (spec 1 §3: inferred as integer, date or string). The log record's
// own fields are typed by src/shared/calls; a field the server adds beyond them is typed from a value.
import { isLogField, logFieldType, type LogFieldType } from '@kernel/sdk';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export function inferFieldType(field: string, sample?: unknown): LogFieldType {
  if (isLogField(field)) return logFieldType(field);
  if (typeof sample === 'number' && Number.isInteger(sample)) return 'integer';
  if (typeof sample === 'string' && ISO_DATE.test(sample) && !Number.isNaN(Date.parse(sample))) return 'date';
  return 'string';
}
