// Template fields as the onboarding fills them (spec 1 §3 "Template field", §4.6): which are skipped
// (disabled by their condition, auto-prefilled, or named by the prefill), values checked against the
// options, and `{key}` placeholders inside other fields' values. Pure.

export interface FieldOption {
  value: string;
  label?: string;
}

export interface TemplateField {
  key: string;
  type?: string;
  inputType?: string;
  label?: string;
  options?: FieldOption[];
  value?: unknown;
  placeholder?: string;
  disabledIf?: string;
  autoPrefilled?: boolean;
  required?: boolean;
  /** set by the build-from-your-site prefill: where the value came from, and whether to confirm it */
  source?: 'site';
  confirm?: boolean;
}

export type FieldValues = Record<string, unknown>;

export const fieldKind = (field: TemplateField): string => (field.type || field.inputType || 'text').toLowerCase();
const asText = (value: unknown): string => (value == null ? '' : String(value));

export const valuesOf = (fields: readonly TemplateField[]): FieldValues => Object.fromEntries(fields.map((f) => [f.key, f.value]));

/** `disabledIf: "key=value"`: disabled while that field's value is (a list: contains) value. */
export function isDisabled(field: TemplateField, values: FieldValues): boolean {
  const rule = field.disabledIf;
  if (!rule) return false;
  const at = rule.indexOf('=');
  if (at <= 0) return false;
  const other = values[rule.slice(0, at).trim()];
  const expected = rule.slice(at + 1).trim();
  return Array.isArray(other) ? other.map(asText).includes(expected) : asText(other) === expected;
}

/** Spec 1 §4.6: fields disabled by a condition or auto-prefilled are skipped (and those the prefill names). */
export function isSkipped(field: TemplateField, fields: readonly TemplateField[], skip: readonly string[] = []): boolean {
  return Boolean(field.autoPrefilled) || skip.includes(field.key) || isDisabled(field, valuesOf(fields));
}

/** The first field at or after `from` that is not skipped, or -1 when none is left. */
export function nextFieldIndex(fields: readonly TemplateField[], from: number, skip: readonly string[] = []): number {
  for (let i = Math.max(0, from); i < fields.length; i += 1) if (!isSkipped(fields[i], fields, skip)) return i;
  return -1;
}

/** The last field before `from` that is not skipped, or -1. */
export function previousFieldIndex(fields: readonly TemplateField[], from: number, skip: readonly string[] = []): number {
  for (let i = Math.min(fields.length, from) - 1; i >= 0; i -= 1) if (!isSkipped(fields[i], fields, skip)) return i;
  return -1;
}

/**
 * A value for a field, checked against its options (spec 1 §4.6): a select takes one known option
 * (else undefined: the value is not taken); a multi-select keeps only known options; others as text.
 */
export function checkedValue(field: TemplateField, value: unknown): unknown {
  const kind = fieldKind(field);
  const known = (field.options ?? []).map((o) => o.value);
  if (kind === 'select') {
    const one = Array.isArray(value) ? value[0] : value;
    return known.includes(asText(one)) ? asText(one) : undefined;
  }
  if (kind === 'multi-select') {
    const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
    return [...new Set(list.map((v) => asText(v).trim()))].filter((v) => known.includes(v));
  }
  if (kind === 'number') return typeof value === 'number' ? value : asText(value).trim() === '' || Number.isNaN(Number(value)) ? undefined : Number(value);
  if (kind === 'boolean') return typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : undefined;
  return value == null ? undefined : asText(value);
}

/** `{key}` → that field's value (a list joined with ", "); unknown keys stay as written. One pass. */
export function substitute(text: string, values: FieldValues): string {
  return text.replace(/\{([A-Za-z][A-Za-z0-9_]*)\}/g, (whole, key: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, key)) return whole;
    const value = values[key];
    return Array.isArray(value) ? value.map(asText).join(', ') : asText(value);
  });
}

/** Spec 1 §4.6: placeholders inside other fields' text values are filled from the fields' values. */
export function substituteFields(fields: readonly TemplateField[]): TemplateField[] {
  const values = valuesOf(fields);
  return fields.map((f) => {
    if (typeof f.value !== 'string' || !f.value.includes('{')) return f;
    const { [f.key]: _self, ...others } = values; // a field never fills itself
    return { ...f, value: substitute(f.value, others) };
  });
}

/** Missing required values (not skipped): the keys the owner must still fill in. */
export function missingRequired(fields: readonly TemplateField[], skip: readonly string[] = []): string[] {
  return fields
    .filter((f) => f.required && !isSkipped(f, fields, skip))
    .filter((f) => f.value == null || f.value === '' || (Array.isArray(f.value) && f.value.length === 0))
    .map((f) => f.key);
}
