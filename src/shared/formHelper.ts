// The form helper of spec 1 §5: field types string (the default), integer, float, boolean and date;
// a required field whose value is null or empty gives 'This field is required'; a field's own
// validator, when it has one, decides instead; validate-all fails when any field has an error. Pure.
export const REQUIRED_MESSAGE = 'This field is required';

export const FIELD_TYPES = ['string', 'integer', 'float', 'boolean', 'date'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export type FieldValue = string | number | boolean | null;

export interface FormField {
  name: string;
  type?: FieldType;
  required?: boolean;
  /** overrides the required and type checks: the error, or null/undefined when the value is fine */
  validate?: (value: FieldValue, values: Record<string, FieldValue>) => string | null | undefined;
}

/** The messages of the type checks (the spec names only the required one): i18n keys' English. */
export const TYPE_MESSAGES: Readonly<Record<'integer' | 'float' | 'date', string>> = {
  integer: 'Enter a whole number',
  float: 'Enter a number',
  date: 'Enter a date',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The typed value of a raw input: numbers parsed, booleans as booleans, empty text as null. */
export function parseFieldValue(type: FieldType = 'string', raw: unknown): FieldValue {
  if (type === 'boolean') return raw === true || raw === 'true';
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  const text = String(raw).trim();
  if (text === '') return null;
  if (type === 'integer') return /^[+-]?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : text;
  if (type === 'float') return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) && Number.isFinite(Number(text)) ? Number(text) : text;
  return String(raw);
}

function isEmpty(value: FieldValue): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '');
}

function validDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A field's error for a value (already parsed), or null. */
export function validateField(field: FormField, value: FieldValue, values: Record<string, FieldValue> = {}): string | null {
  if (field.validate) return field.validate(value, values) ?? null;
  if (isEmpty(value)) return field.required ? REQUIRED_MESSAGE : null;
  switch (field.type ?? 'string') {
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) ? null : TYPE_MESSAGES.integer;
    case 'float':
      return typeof value === 'number' && Number.isFinite(value) ? null : TYPE_MESSAGES.float;
    case 'date':
      return typeof value === 'string' && validDate(value) ? null : TYPE_MESSAGES.date;
    default:
      return null;
  }
}

/** Every field checked: `valid` is false when any has an error. */
export function validateAll(fields: readonly FormField[], raw: Record<string, unknown>): { valid: boolean; values: Record<string, FieldValue>; errors: Record<string, string> } {
  const values: Record<string, FieldValue> = {};
  for (const field of fields) values[field.name] = parseFieldValue(field.type, raw[field.name]);
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const error = validateField(field, values[field.name], values);
    if (error) errors[field.name] = error;
  }
  return { valid: Object.keys(errors).length === 0, values, errors };
}
