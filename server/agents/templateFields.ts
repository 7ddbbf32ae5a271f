// Template fields (spec 1 §3 Template field, §4.6): their schema, `disabledIf` written `key=value`,
// and the values an agent fills them with, checked against the options (a select takes one, a
// multi-select keeps only known ones).
import { z } from 'zod';

export const FIELD_TYPES = ['text', 'textarea', 'number', 'email', 'phone', 'url', 'boolean', 'select', 'multi-select'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
const KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

const fieldValue = z.union([z.string().max(10_000), z.array(z.string().max(500)).max(100), z.number(), z.boolean()]);
export type FieldValue = z.output<typeof fieldValue>;

export const templateField = z
  .object({
    key: z.string().regex(KEY, 'Expected a key such as businessName'),
    label: z.string().max(200).optional(),
    type: z.enum(FIELD_TYPES).optional(),
    inputType: z.enum(FIELD_TYPES).optional(),
    options: z.array(z.object({ value: z.string().max(500), label: z.string().max(200).optional() })).max(100).optional(),
    value: fieldValue.optional(),
    placeholder: z.string().max(500).optional(),
    disabledIf: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}=.{0,500}$/s, 'Expected key=value').optional(),
    autoPrefilled: z.boolean().optional(),
    required: z.boolean().optional(),
  })
  .refine((f) => !(f.type && f.inputType && f.type !== f.inputType), { message: 'type and inputType differ', path: ['inputType'] })
  .refine((f) => !isChoice(typeOf(f)) || (f.options?.length ?? 0) > 0, { message: 'A select needs options', path: ['options'] });
export type TemplateField = z.output<typeof templateField>;

export const templateFieldList = z.array(templateField).max(100, 'At most 100 fields').superRefine((fields, ctx) => {
  const seen = new Set<string>();
  fields.forEach((f, i) => {
    if (seen.has(f.key)) ctx.addIssue({ code: 'custom', message: 'Duplicate key', path: [i, 'key'] });
    seen.add(f.key);
  });
});

export const templateValues = z.record(z.string().regex(KEY, 'Invalid key'), fieldValue);
export type TemplateValues = z.output<typeof templateValues>;

/**
 * The template's fields as a client holds them while filling them in (spec 1 §3 Onboarding state:
 * templateFields, each with key and value): the values a spec client sends, since the spec never
 * names `templateValues`. Other keys of a field (label, type, ...) are ignored.
 */
export const filledFields = z.array(z.object({ key: z.string().regex(KEY, 'Expected a key such as businessName'), value: fieldValue.optional() })).max(100, 'At most 100 fields');

export function valuesOfFields(fields: z.output<typeof filledFields>): TemplateValues {
  return Object.fromEntries(fields.filter((f) => f.value !== undefined).map((f) => [f.key, f.value!]));
}

export function typeOf(field: { type?: FieldType; inputType?: FieldType }): FieldType {
  return field.type ?? field.inputType ?? 'text';
}
const isChoice = (type: FieldType) => type === 'select' || type === 'multi-select';

/** `disabledIf: "key=value"`: disabled when that field's value is (or, a list, contains) value. */
export function isFieldDisabled(field: TemplateField, values: TemplateValues): boolean {
  if (!field.disabledIf) return false;
  const at = field.disabledIf.indexOf('=');
  const other = values[field.disabledIf.slice(0, at)];
  const expected = field.disabledIf.slice(at + 1);
  return Array.isArray(other) ? other.includes(expected) : String(other ?? '') === expected;
}

const isEmpty = (v: FieldValue | undefined) => v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Each field's value: the agent's, else the field's default; choices checked against the options.
 * Returns the values, or the first problem as `<where>.<key>: message` (where the values came from).
 */
export function resolveValues(
  fields: readonly TemplateField[],
  given: TemplateValues,
  where: 'templateValues' | 'templateFields' = 'templateValues',
): { values: TemplateValues } | { problem: string } {
  const values: TemplateValues = {};
  for (const field of fields) {
    let value = given[field.key] ?? field.value ?? (typeOf(field) === 'multi-select' ? [] : '');
    const options = (field.options ?? []).map((o) => o.value);
    if (typeOf(field) === 'select' && !isEmpty(value) && !options.includes(String(value))) {
      return { problem: `${where}.${field.key}: Not one of the options` };
    }
    if (typeOf(field) === 'multi-select') value = (Array.isArray(value) ? value : [String(value)]).filter((v) => options.includes(v));
    values[field.key] = value;
  }
  for (const field of fields) {
    if (field.required && !field.autoPrefilled && !isFieldDisabled(field, values) && isEmpty(values[field.key])) {
      return { problem: `${where}.${field.key}: Required` };
    }
  }
  return { values };
}
