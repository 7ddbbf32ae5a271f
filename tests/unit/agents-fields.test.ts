// The edit-fields and prompt modals' rules: per-field problems, the list as saved, the preview's fields; the
// builder's types and key pattern are the server's, and what the builder accepts the server's
// schema accepts; a variable inserted at the cursor.
import { describe, expect, it } from 'vitest';
import { FIELD_TYPES as SERVER_TYPES, templateFieldList } from '../../server/agents/templateFields';
import { FIELD_BUILDER_MESSAGES as m } from '../../src/plugins/agents/modalMessages';
import {
  cleanFields,
  FIELD_KEY_PATTERN,
  FIELD_LIMITS,
  FIELD_TYPES,
  fieldProblems,
  hasProblems,
  moveItem,
  newField,
  previewFields,
  renameKey,
  withType,
} from '../../src/plugins/agents/rules/fieldBuilder';
import { insertAtCursor, unknownVariables, variableToken } from '../../src/plugins/agents/rules/promptEditor';
import type { TemplateField } from '../../src/plugins/agents/rules/templateFields';

const select = (extra: Partial<TemplateField> = {}): TemplateField => ({ key: 'plan', type: 'select', options: [{ value: 'a' }, { value: 'b', label: 'B' }], ...extra });

describe('field builder rules', () => {
  it('offers the server’s types and key pattern', () => {
    expect([...FIELD_TYPES]).toEqual([...SERVER_TYPES]);
    for (const key of ['businessName', 'a', 'x_1']) expect(FIELD_KEY_PATTERN.test(key)).toBe(true);
    for (const key of ['1a', '_a', 'a-b', 'a b', 'a'.repeat(65)]) expect(FIELD_KEY_PATTERN.test(key)).toBe(false);
  });

  it('caps inputs where the server does (a list at the caps passes its schema, one more does not)', () => {
    const at = (n: number) => 'x'.repeat(n);
    const options = (n: number, value = 'v', label = 'l') => Array.from({ length: n }, (_, i) => ({ value: `${value}${i}`, label }));
    const ok = [{ key: 'a', label: at(FIELD_LIMITS.label), placeholder: at(FIELD_LIMITS.placeholder) }, { key: 'b', type: 'select', options: [{ value: at(FIELD_LIMITS.optionValue), label: at(FIELD_LIMITS.optionLabel) }, ...options(FIELD_LIMITS.options - 1)] }];
    expect(templateFieldList.safeParse(ok).success).toBe(true);
    expect(templateFieldList.safeParse([{ key: 'a', label: at(FIELD_LIMITS.label + 1) }]).success).toBe(false);
    expect(templateFieldList.safeParse([{ key: 'a', placeholder: at(FIELD_LIMITS.placeholder + 1) }]).success).toBe(false);
    expect(templateFieldList.safeParse([{ key: 'b', type: 'select', options: [{ value: at(FIELD_LIMITS.optionValue + 1) }] }]).success).toBe(false);
    expect(templateFieldList.safeParse([{ key: 'b', type: 'select', options: [{ value: 'v', label: at(FIELD_LIMITS.optionLabel + 1) }] }]).success).toBe(false);
    expect(templateFieldList.safeParse([{ key: 'b', type: 'select', options: options(FIELD_LIMITS.options + 1) }]).success).toBe(false);
    expect(templateFieldList.safeParse([{ key: 'a' }, { key: 'b', disabledIf: `${'a'.repeat(64)}=${at(FIELD_LIMITS.disabledIf - 65)}` }]).success).toBe(true);
    expect(templateFieldList.safeParse([{ key: 'b', disabledIf: `a=${at(FIELD_LIMITS.disabledIf)}` }]).success).toBe(false);
    expect(templateFieldList.safeParse(Array.from({ length: FIELD_LIMITS.fields + 1 }, (_, i) => ({ key: `f${i}` }))).success).toBe(false);
  });

  it('names each problem on its field: key, options, default, disabledIf', () => {
    const problems = fieldProblems([
      { key: '' },
      { key: 'bad key' },
      { key: 'dup' },
      { key: 'dup' },
      { key: 'choice', type: 'select', options: [] },
      { key: 'choice2', inputType: 'multi-select', options: [{ value: 'x' }, { value: ' ' }] },
      { key: 'choice3', type: 'select', options: [{ value: 'x' }, { value: 'x' }] },
      select({ key: 'plan1', value: 'zzz' }),
      { key: 'count', type: 'number', value: 'twelve' },
      { key: 'rule1', disabledIf: 'nonsense' },
      { key: 'rule2', disabledIf: 'rule2=x' },
      { key: 'rule3', disabledIf: 'missing=x' },
      { key: 'rule4', disabledIf: 'plan1=a' },
    ]);
    expect(problems.map((p) => Object.values(p)[0] ?? null)).toEqual([
      m.keyRequired,
      m.keyPattern,
      m.keyDuplicate,
      m.keyDuplicate,
      m.optionsRequired,
      m.optionValueRequired,
      m.optionDuplicate,
      m.valueOption,
      m.valueNumber,
      m.disabledIfFormat,
      m.disabledIfKey('rule2'),
      m.disabledIfKey('missing'),
      null,
    ]);
    expect(hasProblems(problems)).toBe(true);
    expect(hasProblems(fieldProblems([select(), { key: 'other', disabledIf: 'plan=a' }]))).toBe(false);
  });

  it('saves a clean list the server schema accepts (trimmed, empty parts dropped, numbers as numbers)', () => {
    const cleaned = cleanFields([
      { key: ' clinic ', label: '', type: 'text', placeholder: '  ', disabledIf: '', options: [{ value: 'stray' }], autoPrefilled: false },
      { key: 'hours', label: 'Hours', type: 'number', value: '12', required: true },
      select({ value: 'b', options: [{ value: ' a ', label: ' ' }, { value: 'b', label: 'B' }], disabledIf: ' clinic=x ' }),
    ]);
    expect(cleaned).toEqual([
      { key: 'clinic', type: 'text' },
      { key: 'hours', label: 'Hours', type: 'number', value: 12, required: true },
      { key: 'plan', type: 'select', options: [{ value: 'a' }, { value: 'b', label: 'B' }], value: 'b', disabledIf: 'clinic=x' },
    ]);
    expect(templateFieldList.safeParse(cleaned).success).toBe(true);
    expect(hasProblems(fieldProblems(cleaned))).toBe(false);
  });

  it('a change of type keeps type or inputType as the field had it, and starts a select with one option', () => {
    expect(withType({ key: 'a', inputType: 'text', value: 'x' }, 'select')).toEqual({ key: 'a', inputType: 'select', options: [{ value: '' }] });
    expect(withType({ key: 'a', type: 'text', inputType: 'text' }, 'number')).toEqual({ key: 'a', type: 'number', inputType: 'number' });
    expect(withType({ key: 'a', value: 'x' }, 'textarea')).toEqual({ key: 'a', type: 'textarea' });
    expect(withType({ key: 'a', type: 'text', value: 'x' }, 'text')).toEqual({ key: 'a', type: 'text', value: 'x' });
  });

  it('the preview leaves out what it cannot render yet', () => {
    const shown = previewFields([
      { key: '' },
      { key: 'a' },
      { key: 'a', label: 'again' },
      { key: 'plan', type: 'select', options: [{ value: '' }, { value: 'x' }, { value: 'x' }], value: 'gone' },
    ]);
    expect(shown).toEqual([{ key: 'a' }, { key: 'plan', type: 'select', options: [{ value: 'x' }] }]);
  });

  it('new fields get a free key; moves reorder and ignore out-of-range', () => {
    expect(newField([{ key: 'field2' }]).key).toBe('field3');
    expect(newField([{ key: 'a' }, { key: 'field3' }]).key).toBe('field4');
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});

describe('prompt modal rules', () => {
  it('inserts a variable at the cursor, replacing a selection, caret after it', () => {
    expect(variableToken('clinic')).toBe('{{clinic}}');
    expect(insertAtCursor('Hello world', 6, 6, '{{x}}')).toEqual({ text: 'Hello {{x}}world', caret: 11 });
    expect(insertAtCursor('Hello world', 6, 11, '{{x}}')).toEqual({ text: 'Hello {{x}}', caret: 11 });
    expect(insertAtCursor('Hi', 99, 120, '!')).toEqual({ text: 'Hi!', caret: 3 });
    expect(insertAtCursor('Hi', 2, 0, '!')).toEqual({ text: 'Hi!', caret: 3 });
  });

  it('names the variables the prompt uses but the agent does not define ({key} placeholders are not variables)', () => {
    expect(unknownVariables('Hi {{ a }} {{b}} {{a}} {c}', { a: '1' })).toEqual(['b']);
  });
});

describe('renaming a field', () => {
  it('carries the disabledIf rules that named its old key', () => {
    const fields: TemplateField[] = [{ key: 'mode' }, { key: 'number', disabledIf: 'mode=off' }, { key: 'other', disabledIf: 'number=1' }];
    expect(renameKey(fields, 0, 'urgent')).toEqual([{ key: 'urgent' }, { key: 'number', disabledIf: 'urgent=off' }, { key: 'other', disabledIf: 'number=1' }]);
    // an emptied key leaves the rules as they were (they show their problem until fixed)
    expect(renameKey(fields, 0, '')[1].disabledIf).toBe('mode=off');
    // a field that only passed through another's key while being typed does not take that field's rules
    const typing: TemplateField[] = [...fields, { key: 'mode' }];
    expect(renameKey(typing, 3, 'model')[1].disabledIf).toBe('mode=off');
  });
});
