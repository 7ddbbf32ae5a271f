// Template fields (spec 1 §3 "Template field"): `disabledIf` written `key=value`, and `{key}`
// placeholders in one field's value filled from the others'. Pure.

export interface TemplateFieldOption {
  value: string;
  label?: string;
}

export interface TemplateField {
  key: string;
  /** select, multi-select, text, textarea, number, boolean... (`type` or `inputType`) */
  type?: string;
  inputType?: string;
  label?: string;
  options?: TemplateFieldOption[];
  value?: unknown;
  placeholder?: string;
  disabledIf?: string;
  autoPrefilled?: boolean;
  /** the server refuses an agent whose value is empty (unless disabled or auto-prefilled) */
  required?: boolean;
}

export type FieldValues = Record<string, unknown>;

/** The field's kind: `type`, else `inputType`, else text. */
export const fieldKind = (field: TemplateField): string => (field.type || field.inputType || 'text').toLowerCase();

/** `key=value` → its two halves (trimmed); anything without an `=` or a key → null. */
export function parseDisabledIf(rule: string | undefined | null): { key: string; value: string } | null {
  if (!rule) return null;
  const at = rule.indexOf('=');
  if (at <= 0) return null;
  const key = rule.slice(0, at).trim();
  if (!key) return null;
  return { key, value: rule.slice(at + 1).trim() };
}

const asText = (value: unknown): string => (value == null ? '' : String(value));

/** Disabled when the named field currently holds the value (a multi-select: includes it). */
export function isFieldDisabled(field: TemplateField, values: FieldValues): boolean {
  const rule = parseDisabledIf(field.disabledIf);
  if (!rule) return false;
  const current = values[rule.key];
  if (Array.isArray(current)) return current.map(asText).includes(rule.value);
  return asText(current) === rule.value;
}

/** `{key}` → that field's value; unknown keys stay as written so the user sees what is missing. */
export function substitutePlaceholders(text: string, values: FieldValues): string {
  return text.replace(/\{([A-Za-z_][A-Za-z0-9_.-]*)\}/g, (whole, key: string) => {
    if (!(key in values)) return whole;
    const value = values[key];
    return Array.isArray(value) ? value.map(asText).join(', ') : asText(value);
  });
}

/** The starting values of a form: each field's value (or a multi-select's empty list). */
export function initialValues(fields: readonly TemplateField[], saved: FieldValues = {}): FieldValues {
  const values: FieldValues = {};
  for (const field of fields) {
    if (field.key in saved) values[field.key] = saved[field.key];
    else if (field.value !== undefined) values[field.key] = field.value;
    else values[field.key] = fieldKind(field) === 'multi-select' ? [] : '';
  }
  return values;
}

/** Each field's value with `{key}` placeholders resolved against the others (one pass). */
export function resolvedValues(values: FieldValues): FieldValues {
  const result: FieldValues = {};
  for (const [key, value] of Object.entries(values)) {
    result[key] = typeof value === 'string' ? substitutePlaceholders(value, values) : value;
  }
  return result;
}

/** The create-template form's fields text → a list of fields each with a key, or null. */
export function parseFieldsJson(text: string): TemplateField[] | null {
  try {
    const value: unknown = JSON.parse(text || '[]');
    if (!Array.isArray(value)) return null;
    const ok = value.every((f) => f && typeof f === 'object' && typeof (f as TemplateField).key === 'string' && (f as TemplateField).key.trim());
    return ok ? (value as TemplateField[]) : null;
  } catch {
    return null;
  }
}

const isEmpty = (value: unknown) => value == null || value === '' || (Array.isArray(value) && value.length === 0);

/** Fields the server would refuse as empty: required, not auto-prefilled, not disabled (its resolveValues rule). */
export function missingRequired(fields: readonly TemplateField[], values: FieldValues): TemplateField[] {
  return fields.filter((f) => f.required && !f.autoPrefilled && !isFieldDisabled(f, values) && isEmpty(values[f.key]));
}
