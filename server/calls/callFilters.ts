// The logs' `field__operator` filters (spec 2 "Logs", operator tables of spec 2 §9) as SQL. Which
// operator a field takes is the shared table (src/shared/calls); values are checked against the
// field's type, and a bad one answers 400 naming the parameter, before any query runs.
import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, not, notInArray, or, Param, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  BOOLEAN_STYLE_OPERATORS,
  FILTER_SEPARATOR,
  isFilterOperator,
  isLogField,
  logFieldType,
  operatorsFor,
  toUnixSeconds,
  type FilterOperator,
  type LogField,
} from '../../src/shared/calls';
import { calls } from '../db/schema';
import { fail } from '../http';

export const CALL_COLUMNS: Record<LogField, AnyPgColumn> = {
  accountId: calls.accountId,
  agentId: calls.agentId,
  duration: calls.duration,
  timestamp: calls.timestamp,
  accountName: calls.accountName,
  fromNumber: calls.fromNumber,
  toNumber: calls.toNumber,
  cnam: calls.cnam,
  roomId: calls.roomId,
  direction: calls.direction,
  transfer: calls.transfer,
  callId: calls.callId,
  uuid: calls.uuid,
  appointmentBooked: calls.appointmentBooked,
  transferMade: calls.transferMade,
};

export const MAX_FILTER_TEXT = 500;
export const MAX_LIST_ITEMS = 500;
const INT_MAX = 2_147_483_647;
// years 1900 to 9999, as the route kit's dates
const MIN_DATE_S = Date.UTC(1900, 0, 1) / 1000;
const MAX_DATE_S = Date.UTC(10000, 0, 1) / 1000 - 1;

export interface ParsedFilter {
  param: string;
  field: LogField;
  op: FilterOperator;
  condition: SQL;
  /** regex and iregex: the pattern, checked by the database before the query (see checkPatterns) */
  pattern?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function typedValue(param: string, field: LogField, text: string): string | number | Date {
  const type = logFieldType(field);
  if (type === 'integer') {
    const n = /^-?\d{1,10}$/.test(text.trim()) ? Number(text) : NaN;
    if (!Number.isSafeInteger(n) || Math.abs(n) > INT_MAX) fail(400, `${param}: Expected an integer`);
    return n;
  }
  if (type === 'date') {
    const s = toUnixSeconds(text);
    if (s === null || s < MIN_DATE_S || s > MAX_DATE_S) fail(400, `${param}: Expected a date (unix seconds or ISO 8601)`);
    return new Date(s * 1000);
  }
  if (text.length > MAX_FILTER_TEXT) fail(400, `${param}: At most ${MAX_FILTER_TEXT} characters`);
  return text;
}

function listValue(param: string, field: LogField, text: string): (string | number | Date)[] {
  const items = text.split(',').map((s) => s.trim()).filter(Boolean);
  if (!items.length) fail(400, `${param}: Expected a comma-separated list`);
  if (items.length > MAX_LIST_ITEMS) fail(400, `${param}: At most ${MAX_LIST_ITEMS} values`);
  return items.map((item) => typedValue(param, field, item));
}

function flagCondition(param: string, col: AnyPgColumn, op: FilterOperator, text: string, isString: boolean): SQL {
  const value = text.trim().toLowerCase();
  if (value !== '' && value !== 'true' && value !== 'false') fail(400, `${param}: Expected true or false`);
  const blank = isString ? or(isNull(col), eq(col, ''))! : isNull(col);
  let condition: SQL;
  switch (op) {
    case 'isnull': condition = isNull(col); break;
    case 'present': condition = isNotNull(col); break;
    case 'isset': case 'notempty': condition = not(blank); break;
    default: condition = blank; // isnotset, empty
  }
  return value === 'false' ? not(condition) : condition;
}

// contains, startswith, endswith; `i` before: any case; `n` before: negated (nulls count as not matching)
const TEXT_OPERATOR = /^(i?)(n?)(contains|startswith|endswith)$/;

function textCondition(col: AnyPgColumn, op: FilterOperator, text: string): SQL {
  const [, insensitive, negated, kind] = TEXT_OPERATOR.exec(op)!;
  const escaped = escapeLike(text);
  const pattern = kind === 'contains' ? `%${escaped}%` : kind === 'startswith' ? `${escaped}%` : `%${escaped}`;
  const match = insensitive ? sql`${col} ilike ${pattern}` : sql`${col} like ${pattern}`;
  return negated ? or(isNull(col), not(match))! : match;
}

/** One filter parameter as SQL; 400 naming the parameter for an unknown field, operator or value. */
export function parseFilter(param: string, text: string): ParsedFilter {
  const at = param.lastIndexOf(FILTER_SEPARATOR);
  const field = param.slice(0, at);
  const op = param.slice(at + FILTER_SEPARATOR.length);
  if (!isLogField(field)) fail(400, `${param}: Unknown field ${field}`);
  if (!isFilterOperator(op)) fail(400, `${param}: Unknown operator ${op}`);
  const type = logFieldType(field);
  if (!operatorsFor(type).includes(op)) fail(400, `${param}: Operator ${op} is not allowed for a${type === 'integer' ? 'n' : ''} ${type} field`);
  const col = CALL_COLUMNS[field];
  if (BOOLEAN_STYLE_OPERATORS.includes(op)) return { param, field, op, condition: flagCondition(param, col, op, text, type === 'string') };
  if (op === 'in' || op === 'nin') {
    const list = listValue(param, field, text);
    return { param, field, op, condition: op === 'in' ? inArray(col, list) : or(isNull(col), notInArray(col, list))! };
  }
  if (text.trim() === '') fail(400, `${param}: Expected a value`);
  const value = typedValue(param, field, type === 'string' ? text : text.trim());
  switch (op) {
    case 'eq': return { param, field, op, condition: eq(col, value) };
    // a call without the value "is not" it: nulls stay in
    case 'ne': return { param, field, op, condition: sql`${col} is distinct from ${new Param(value, col)}` };
    case 'gt': return { param, field, op, condition: gt(col, value) };
    case 'gte': return { param, field, op, condition: gte(col, value) };
    case 'lt': return { param, field, op, condition: lt(col, value) };
    case 'lte': return { param, field, op, condition: lte(col, value) };
    case 'regex': return { param, field, op, pattern: value as string, condition: sql`${col} ~ ${value}` };
    case 'iregex': return { param, field, op, pattern: value as string, condition: sql`${col} ~* ${value}` };
    default: return { param, field, op, condition: textCondition(col, op, value as string) };
  }
}

/** The filter parameters of a query: every key holding the `__` separator. */
export function parseFilters(query: Readonly<Record<string, unknown>>): ParsedFilter[] {
  const filters: ParsedFilter[] = [];
  for (const [param, value] of Object.entries(query)) {
    if (!param.includes(FILTER_SEPARATOR)) continue;
    if (typeof value !== 'string') fail(400, `${param}: Expected one value`);
    filters.push(parseFilter(param, value));
  }
  return filters;
}

export function filtersCondition(filters: readonly ParsedFilter[]): SQL | undefined {
  return filters.length ? and(...filters.map((f) => f.condition)) : undefined;
}
