// Filter operators by field type, their labels and defaults (spec 2 §9), and filter building
// (spec 1 §5, spec 2 "Logs"): what the console sends and what the server accepts are this one table.

export const STRING_OPERATORS = [
  'eq', 'ne', 'in', 'nin', 'contains', 'icontains', 'ncontains', 'incontains', 'startswith', 'istartswith',
  'nstartswith', 'instartswith', 'endswith', 'iendswith', 'nendswith', 'inendswith', 'regex', 'iregex',
  'isnull', 'isset', 'isnotset', 'empty', 'notempty', 'present',
] as const;
export const NUMBER_OPERATORS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'nin', 'isnull', 'isset', 'isnotset', 'present'] as const;
export const BOOLEAN_OPERATORS = ['eq', 'ne', 'isnull', 'isset', 'isnotset', 'present'] as const;
/** An untyped field gets every comparison and string operator. */
export const ALL_OPERATORS = [...new Set<FilterOperator>([...NUMBER_OPERATORS, ...STRING_OPERATORS])];

export type FilterOperator = (typeof STRING_OPERATORS)[number] | (typeof NUMBER_OPERATORS)[number];
export type FieldType = 'string' | 'integer' | 'number' | 'float' | 'date' | 'datetime' | 'boolean';

/** Operators whose value is not read: the console sends `true` (spec 2 "Logs"). */
export const BOOLEAN_STYLE_OPERATORS: readonly FilterOperator[] = ['isnull', 'isset', 'isnotset', 'empty', 'notempty', 'present'];
/** Operators taking a list, sent comma-joined. */
export const LIST_OPERATORS: readonly FilterOperator[] = ['in', 'nin'];

const NUMERIC_TYPES = new Set<string>(['integer', 'number', 'float', 'date', 'datetime']);

export function operatorsFor(type: string | undefined): readonly FilterOperator[] {
  if (type === 'string') return STRING_OPERATORS;
  if (type === 'boolean') return BOOLEAN_OPERATORS;
  if (type && NUMERIC_TYPES.has(type)) return NUMBER_OPERATORS;
  return ALL_OPERATORS;
}

/** `contains` for strings, `eq` otherwise (spec 2 §9). */
export function defaultOperator(type: string | undefined): FilterOperator {
  return type === 'string' ? 'contains' : 'eq';
}

export function isFilterOperator(value: unknown): value is FilterOperator {
  return typeof value === 'string' && (ALL_OPERATORS as readonly string[]).includes(value);
}

// The spec names twelve labels (is, is not, is greater than, is less than, contains, starts with, ends
// with, matches regex, is null, is set, is empty, is present); the other operators are those twelve
// negated, case-insensitive or inclusive, worded the same way.
export const OPERATOR_LABELS: Record<FilterOperator, string> = {
  eq: 'is',
  ne: 'is not',
  gt: 'is greater than',
  gte: 'is greater than or equal to',
  lt: 'is less than',
  lte: 'is less than or equal to',
  in: 'is one of',
  nin: 'is not one of',
  contains: 'contains',
  icontains: 'contains (any case)',
  ncontains: 'does not contain',
  incontains: 'does not contain (any case)',
  startswith: 'starts with',
  istartswith: 'starts with (any case)',
  nstartswith: 'does not start with',
  instartswith: 'does not start with (any case)',
  endswith: 'ends with',
  iendswith: 'ends with (any case)',
  nendswith: 'does not end with',
  inendswith: 'does not end with (any case)',
  regex: 'matches regex',
  iregex: 'matches regex (any case)',
  isnull: 'is null',
  isset: 'is set',
  isnotset: 'is not set',
  empty: 'is empty',
  notempty: 'is not empty',
  present: 'is present',
};

export const FILTER_SEPARATOR = '__';
/** Suffix of a filters-object key holding the operator of its base key (spec 1 §2.5). */
export const OPERATOR_KEY_SUFFIX = 'Op';

function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmptyValue);
  return false;
}

function valueText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' ? value.trim() : String(value);
}

/**
 * The logs page's filters object ({ cnam: 'Ann', cnamOp: 'icontains' }) as request parameters
 * ({ cnam__icontains: 'Ann' }): the operator defaults by type, empty values and empty lists are
 * dropped, an operator the field's type does not allow is dropped, lists are comma-joined and
 * boolean-style operators send `true`.
 */
export function buildFilterParams(
  filters: Readonly<Record<string, unknown>>,
  typeOf: (field: string) => string | undefined,
): Record<string, string> {
  const params: Record<string, string> = {};
  const fields = new Set<string>();
  for (const key of Object.keys(filters)) {
    const isOpKey = key.endsWith(OPERATOR_KEY_SUFFIX) && key.length > OPERATOR_KEY_SUFFIX.length;
    fields.add(isOpKey ? key.slice(0, -OPERATOR_KEY_SUFFIX.length) : key);
  }
  for (const field of fields) {
    const type = typeOf(field);
    const op = filters[field + OPERATOR_KEY_SUFFIX] ?? defaultOperator(type);
    if (!isFilterOperator(op) || !operatorsFor(type).includes(op)) continue;
    const value = filters[field];
    if (BOOLEAN_STYLE_OPERATORS.includes(op)) {
      params[field + FILTER_SEPARATOR + op] = 'true';
    } else if (!isEmptyValue(value)) {
      const text = Array.isArray(value)
        ? value.filter((v) => !isEmptyValue(v)).map(valueText).join(',')
        : valueText(value);
      params[field + FILTER_SEPARATOR + op] = text;
    }
  }
  return params;
}

