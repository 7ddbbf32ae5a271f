// The filter builder's rows ↔ the page's filters. A row holds what the inputs show (text); applying
// turns it into a URL filter: lists split on commas, integers as numbers, dates as unix seconds,
// boolean-style operators as `true`, empty rows dropped (spec 1 §5: empty values and lists dropped).
import { BOOLEAN_STYLE_OPERATORS, LIST_OPERATORS, defaultOperator, operatorsFor, type FilterOperator } from '@kernel/sdk';
import { inferFieldType } from './fieldTypes';
import type { FilterValue, LogFilter } from './logsUrl';

export interface FilterRow {
  field: string;
  op: string;
  /** the value input's text (a date: `YYYY-MM-DDTHH:mm`, local time) */
  text: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Unix seconds → a datetime-local input's value, in local time. */
export function toLocalInput(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export const isBooleanStyle = (op: string) => (BOOLEAN_STYLE_OPERATORS as readonly string[]).includes(op);
export const isListOp = (op: string) => (LIST_OPERATORS as readonly string[]).includes(op);

export function rowOf(filter: LogFilter): FilterRow {
  const type = inferFieldType(filter.field);
  const op = filter.op ?? defaultOperator(type);
  const { value } = filter;
  let text = '';
  if (Array.isArray(value)) text = value.join(', ');
  else if (typeof value === 'number' && type === 'date') text = toLocalInput(value);
  else if (typeof value !== 'boolean') text = String(value);
  return { field: filter.field, op, text };
}

export function newRow(field: string): FilterRow {
  return { field, op: defaultOperator(inferFieldType(field)), text: '' };
}

/** The operator a row keeps when its field changes: the same one when the new type allows it. */
export function withField(row: FilterRow, field: string): FilterRow {
  const allowed = operatorsFor(inferFieldType(field)) as readonly string[];
  return { field, op: allowed.includes(row.op) ? row.op : defaultOperator(inferFieldType(field)), text: row.text };
}

function scalar(text: string, type: string): string | number | undefined {
  const t = text.trim();
  if (!t) return undefined;
  if (type === 'integer' && /^-?\d+$/.test(t)) return Number(t);
  if (type === 'date') {
    const ms = Date.parse(t);
    return Number.isNaN(ms) ? t : Math.floor(ms / 1000);
  }
  return t;
}

/** The rows as URL filters; a row with nothing to filter on is left out, one filter per field (the last). */
export function filtersOf(rows: readonly FilterRow[]): LogFilter[] {
  const byField = new Map<string, LogFilter>();
  for (const row of rows) {
    const type = inferFieldType(row.field);
    if (!(operatorsFor(type) as readonly string[]).includes(row.op)) continue;
    let value: FilterValue | undefined;
    if (isBooleanStyle(row.op)) value = true;
    else if (isListOp(row.op)) {
      const items = row.text
        .split(',')
        .map((item) => scalar(item, type))
        .filter((v): v is string | number => v !== undefined);
      value = items.length ? items : undefined;
    } else value = scalar(row.text, type);
    if (value === undefined) continue;
    const op = row.op === defaultOperator(type) ? undefined : (row.op as FilterOperator);
    byField.set(row.field, op ? { field: row.field, op, value } : { field: row.field, value });
  }
  return [...byField.values()];
}
