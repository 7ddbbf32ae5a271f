// Text substitution. Template placeholders are `{key}` (spec 1 §4.6: "placeholders of the form {key}
// inside other fields' values are substituted"); agent variables are `{{name}}` (spec 1 §6: the
// default agent is fetched with or without variable replacement). The two never match each other.
import { isFieldDisabled, type TemplateField, type TemplateValues } from './templateFields';

const PLACEHOLDER = /(?<!\{)\{([A-Za-z][A-Za-z0-9_]{0,63})\}(?!\})/g;
const VARIABLE = /\{\{\s*([A-Za-z_][A-Za-z0-9_]{0,63})\s*\}\}/g;

const asText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value ?? ''));

/** `{key}` → its value where `values` has the key; unknown keys stay as written. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, unknown>>): string {
  return text.replace(PLACEHOLDER, (whole, key: string) => (Object.hasOwn(values, key) ? asText(values[key]) : whole));
}

/** `{{name}}` → the variable's value; unknown names stay as written. */
export function fillVariables(text: string, variables: Readonly<Record<string, string>>): string {
  return text.replace(VARIABLE, (whole, name: string) => (Object.hasOwn(variables, name) ? variables[name] : whole));
}

/** The `{{name}}` variables a text uses, each once. */
export function variablesIn(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(VARIABLE), (m) => m[1]))];
}

/** Every string of a JSON tree passed through `fill` (keys untouched). */
export function mapStrings<T>(value: T, fill: (text: string) => string): T {
  if (typeof value === 'string') return fill(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fill)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fill)])) as T;
  }
  return value;
}

/**
 * The values a template renders with: a disabled field renders "", and `{key}` inside a field's
 * text value is replaced by the other fields' values (one pass, so two fields naming each other
 * cannot loop).
 */
export function renderedValues(fields: readonly TemplateField[], values: TemplateValues): Record<string, string | string[]> {
  const plain: Record<string, string | string[]> = {};
  for (const field of fields) {
    const value = values[field.key];
    plain[field.key] = isFieldDisabled(field, values) ? '' : Array.isArray(value) ? value : asText(value);
  }
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(plain)) {
    const others = Object.fromEntries(Object.entries(plain).filter(([k]) => k !== key));
    out[key] = typeof value === 'string' ? fillPlaceholders(value, others) : value;
  }
  return out;
}
