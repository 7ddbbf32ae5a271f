// The edit-fields modal's rules (spec 1 §3 "Template field"): which types a field may have, the
// problems of each field as the builder shows them, and the list as the server stores it. The
// types and the key pattern are the server's (server/agents/templateFields.ts; a unit test keeps
// them equal), so a list this accepts is one the server accepts. Pure.
import { FIELD_BUILDER_MESSAGES as m } from '../modalMessages';
import { fieldKind, parseDisabledIf, type TemplateField } from './templateFields';

export const FIELD_TYPES = ['text', 'textarea', 'number', 'email', 'phone', 'url', 'boolean', 'select', 'multi-select'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
export const FIELD_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** The server's caps (templateField's zod schema); disabledIf is a key (64) and `=` and a value (500). */
export const FIELD_LIMITS = { fields: 100, options: 100, label: 200, placeholder: 500, optionValue: 500, optionLabel: 200, disabledIf: 565 } as const;

export const isChoice = (type: string) => type === 'select' || type === 'multi-select';

export type FieldProblems = Partial<Record<'key' | 'options' | 'value' | 'disabledIf', string>>;

const emptyValue = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Each field's problems (same order as `fields`); an empty object means the field is fine. */
export function fieldProblems(fields: readonly TemplateField[]): FieldProblems[] {
  const keys = fields.map((f) => f.key.trim());
  return fields.map((field, index) => {
    const problems: FieldProblems = {};
    const key = keys[index];
    if (!key) problems.key = m.keyRequired;
    else if (!FIELD_KEY_PATTERN.test(key)) problems.key = m.keyPattern;
    else if (keys.some((other, i) => i !== index && other === key)) problems.key = m.keyDuplicate;

    const kind = fieldKind(field);
    const options = field.options ?? [];
    if (isChoice(kind)) {
      const values = options.map((o) => o.value.trim());
      if (options.length === 0) problems.options = m.optionsRequired;
      else if (values.some((v) => !v)) problems.options = m.optionValueRequired;
      else if (new Set(values).size !== values.length) problems.options = m.optionDuplicate;
    }

    const value = field.value;
    if (!emptyValue(value)) {
      if (kind === 'number' && !Number.isFinite(Number(value))) problems.value = m.valueNumber;
      else if (kind === 'select' && !options.some((o) => o.value.trim() === String(value))) problems.value = m.valueOption;
      else if (kind === 'multi-select' && Array.isArray(value) && value.some((v) => !options.some((o) => o.value.trim() === v))) problems.value = m.valueOption;
    }

    if (field.disabledIf?.trim()) {
      const rule = parseDisabledIf(field.disabledIf);
      if (!rule || !FIELD_KEY_PATTERN.test(rule.key)) problems.disabledIf = m.disabledIfFormat;
      else if (rule.key === key || !keys.some((other, i) => i !== index && other === rule.key)) problems.disabledIf = m.disabledIfKey(rule.key);
    }
    return problems;
  });
}

export const hasProblems = (problems: readonly FieldProblems[]) => problems.some((p) => Object.keys(p).length > 0);

/** A field of type `type`, keeping whichever of `type` / `inputType` the field already used. */
export function withType(field: TemplateField, type: FieldType): TemplateField {
  const next: TemplateField = { ...field };
  if (field.inputType && !field.type) next.inputType = type;
  else {
    next.type = type;
    if (field.inputType) next.inputType = type;
  }
  // a default of the old type rarely fits the new one (a list for a multi-select, a flag for a switch)
  if (fieldKind(field) !== type) delete next.value;
  if (isChoice(type) && !next.options?.length) next.options = [{ value: '' }];
  return next;
}

/** A new field whose key no other field has. */
export function newField(fields: readonly TemplateField[]): TemplateField {
  let n = fields.length + 1;
  while (fields.some((f) => f.key === `field${n}`)) n += 1;
  return { key: `field${n}`, label: '', type: 'text' };
}

/** The list to save: keys and options trimmed, empty parts left out, a number's default a number. */
export function cleanFields(fields: readonly TemplateField[]): TemplateField[] {
  return fields.map((field) => {
    const kind = fieldKind(field);
    const out: TemplateField = { ...field, key: field.key.trim() };
    for (const part of ['label', 'placeholder', 'disabledIf'] as const) {
      const text = field[part]?.trim();
      if (text) out[part] = part === 'disabledIf' ? text : field[part];
      else delete out[part];
    }
    if (isChoice(kind)) out.options = (field.options ?? []).map((o) => (o.label?.trim() ? { value: o.value.trim(), label: o.label } : { value: o.value.trim() }));
    else delete out.options;
    if (emptyValue(field.value)) delete out.value;
    else if (kind === 'number') out.value = Number(field.value);
    if (!field.autoPrefilled) delete out.autoPrefilled;
    if (!field.required) delete out.required;
    return out;
  });
}

/** `fields` with the one at `from` moved to `to` (out-of-range moves change nothing). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/**
 * The fields as the live preview (and a default-value input) can show them while the builder is
 * mid-edit: fields without a usable key and repeated keys left out, options without a value or
 * repeated dropped, a select's default that is not an option cleared.
 */
export function previewFields(fields: readonly TemplateField[]): TemplateField[] {
  const seen = new Set<string>();
  const out: TemplateField[] = [];
  for (const field of cleanFields(fields)) {
    if (!FIELD_KEY_PATTERN.test(field.key) || seen.has(field.key)) continue;
    seen.add(field.key);
    out.push(usableField(field));
  }
  return out;
}

/** One field with options a select can render (distinct, non-empty) and a default among them. */
export function usableField(field: TemplateField): TemplateField {
  if (!isChoice(fieldKind(field))) return field;
  const values = new Set<string>();
  const options = (field.options ?? []).filter((o) => o.value.trim() && !values.has(o.value.trim()) && values.add(o.value.trim()));
  const next: TemplateField = { ...field, options };
  next.value = fitValue(next, field.value);
  if (next.value === undefined) delete next.value;
  return next;
}

/** A value the field's input can show: a select's among its options, a multi-select's a list of them. */
export function fitValue(field: TemplateField, value: unknown): unknown {
  const kind = fieldKind(field);
  const known = (field.options ?? []).map((o) => o.value);
  if (kind === 'select') return value != null && known.includes(String(value)) ? value : undefined;
  if (kind === 'multi-select') return Array.isArray(value) ? value.filter((v) => known.includes(String(v))) : undefined;
  return value;
}

/**
 * The field at `index` given the key `next`; the other fields' `disabledIf` naming its old key follow
 * it, unless another field also has that key (a duplicate passed through while typing keeps its rules).
 */
export function renameKey(fields: readonly TemplateField[], index: number, next: string): TemplateField[] {
  const trimmed = fields[index]?.key.trim();
  const old = trimmed && !fields.some((f, i) => i !== index && f.key.trim() === trimmed) ? trimmed : '';
  return fields.map((field, i) => {
    if (i === index) return { ...field, key: next };
    const rule = parseDisabledIf(field.disabledIf);
    return old && rule && rule.key === old && next.trim() ? { ...field, disabledIf: `${next.trim()}=${rule.value}` } : field;
  });
}
