import { describe, expect, it } from 'vitest';
import {
  compileRowsFormula,
  evaluateFormula,
  evaluateOverRows,
  FORMULA_KEYWORDS,
  FORMULA_MESSAGES,
  FormulaSyntaxError,
  parseFormula,
  validateFormula,
} from '../../src/shared/calls';

const FIELDS = ['duration', 'direction', 'appointmentBooked', 'uuid', 'timestamp'];

describe('formula validation (spec 1 §5)', () => {
  it.each([
    ['', ['Formula cannot be empty']],
    ['   ', ['Formula cannot be empty']],
    ['=', ['Formula cannot be empty']],
    ['SUM(duration) $ 2', ['Invalid characters: $']],
    ['duration # 2 ; 3 #', ['Invalid characters: #;']],
    ['SUM(duration', ['Mismatched parentheses']],
    ['SUM(duration))', ['Mismatched parentheses']],
    [')duration(', ['Mismatched parentheses']],
    ['SUM(minutes)', ['Unknown field: minutes']],
    ['SUM(minutes) + AVG(seconds) + minutes', ['Unknown field: minutes', 'Unknown field: seconds']],
    ['SUM(minutes) $ (', ['Invalid characters: $', 'Mismatched parentheses', 'Unknown field: minutes']],
  ])('%j → %j', (formula, errors) => expect(validateFormula(formula, FIELDS)).toEqual(errors));

  it.each([
    ['=SUM(duration) * 0.0166667'],
    ['sum(DURATION) / count(uuid)'],
    ["SUM(direction == 'inbound $ (')"],
    ['SUM(direction == "any words here")'],
    ['IF(true, 1e5, false) + NULL'],
    ['a[1] + [2, 3]'.replace('a', 'duration')],
    ['duration > 1 && duration < 5 || !duration & 1 | 0 % 2 != 3 >= 4 <= 5'],
  ])('%j is valid', (formula) => expect(validateFormula(formula, FIELDS)).toEqual([]));

  it.each(FORMULA_KEYWORDS.map((k) => [k]))('keyword %s is known, in any case', (keyword) => {
    expect(validateFormula(`${keyword} + ${keyword.toUpperCase()}`, [])).toEqual([]);
  });

  it('uses the exact spec messages', () => {
    expect(FORMULA_MESSAGES).toEqual({
      empty: 'Formula cannot be empty',
      invalidCharacters: 'Invalid characters: ',
      mismatchedParentheses: 'Mismatched parentheses',
      unknownField: 'Unknown field: ',
      unknownFunction: 'Unknown function ',
    });
  });
});

describe('formula evaluation (spec 2 §9)', () => {
  it.each([
    ['SUM(1, 2, 3)', 6],
    ['SUM([1, 2], 3)', 6],
    ['AVG(1, 2, 3, 6)', 3],
    ['MIN(4, -2, 9)', -2],
    ['MAX(4, -2, 9)', 9],
    ['COUNT(4, 0, 9)', 3],
    ['COUNT(1, null, 2)', 2],
    ['D_COUNT(1, 1, 2, 2, 3)', 3],
    ["D_COUNT('a', 'a', 'b')", 2],
    ['MED(5, 1, 3)', 3],
    ['MED(4, 1, 3, 2)', 2.5],
    ['VARIANCE(2, 4, 4, 4, 5, 5, 7, 9)', 4],
    ['STD_DEV(2, 4, 4, 4, 5, 5, 7, 9)', 2],
    ['SUM()', 0],
    ['AVG()', 0],
    ['MIN()', 0],
    ['MED()', 0],
    ['ABS(-3.5)', 3.5],
    ['IF(1, 10, 20)', 10],
    ['IF(0, 10, 20)', 20],
    ['IF(0, 10)', 0],
    ['IF(-1, 10, 20)', 10],
    ['1 / 0', 0],
    ['7 % 0', 0],
    ['7 % 4', 3],
    ['2 + 3 * 4', 14],
    ['(2 + 3) * 4', 20],
    ['-2 * -3', 6],
    ['10 / 4', 2.5],
    ['3 > 2', 1],
    ['3 < 2', 0],
    ['2 = 2', 1],
    ['2 == 3', 0],
    ['2 != 3', 1],
    ['2 <> 2', 0],
    ['1 and 0', 0],
    ['1 or 0', 1],
    ['not 0', 1],
    ['!5', 0],
    ['1 && 1', 1],
    ['0 || 0', 0],
    ['true + true', 2],
    ['false', 0],
    ["'abc' == 'abc'", 1],
    ["'abc' == 'ABC'", 0],
    ['BETWEEN(5, 1, 10)', 1],
    ['IN(2, [1, 2, 3])', 1],
    ["LIKE('Anna Smith', 'Ann%')", 1],
    ["REGEX('Anna', '^A.n')", 1],
    ["REGEX('Anna', '(')", 0],
    ['=1 + 1', 2],
    ['TIMESTAMP_DIFF(1000, 61000)', 60],
    ["TIMESTAMP_DIFF('2026-01-01T00:00:00Z', '2026-01-01T01:00:00Z')", 3600],
  ])('%s = %d', (formula, value) => expect(evaluateFormula(formula)).toBeCloseTo(value, 10));

  it('reads variables case-insensitively; missing ones are 0, booleans 1 or 0', () => {
    expect(evaluateFormula('Duration * 2 + missing', { duration: 30 })).toBe(60);
    expect(evaluateFormula('booked + booked + lost', { booked: true, lost: false })).toBe(2);
    expect(evaluateFormula('SUM(xs) / COUNT(xs)', { xs: [2, 4, 9] })).toBe(5);
    expect(evaluateFormula("name == 'Ann'", { name: 'Ann' })).toBe(1);
    expect(evaluateFormula("name == 'Ann'", { name: null })).toBe(0);
    expect(evaluateFormula("name == ''", { name: null })).toBe(1);
    expect(evaluateFormula("name != 'Ann'", { name: null })).toBe(1);
  });

  it('NOW is the clock in ms', () => {
    expect(evaluateFormula('NOW()', {}, { now: () => 1_700_000_000_000 })).toBe(1_700_000_000_000);
    expect(evaluateFormula('TIMESTAMP_DIFF(t, NOW())', { t: 1_700_000_000_000 }, { now: () => 1_700_000_090_000 })).toBe(90);
  });

  it.each([['FOO(1)', 'Unknown function FOO'], ['sum(1) + bar(2)', 'Unknown function BAR']])(
    '%s throws %s',
    (formula, message) => expect(() => evaluateFormula(formula)).toThrow(message),
  );

  it.each(['1 +', '(1', 'SUM(1,', '1 2', "'open", '@'])('%s is a syntax error', (formula) => {
    expect(() => parseFormula(formula)).toThrow(FormulaSyntaxError);
  });

  it('refuses a formula nested past its depth limit instead of overflowing the stack', () => {
    expect(() => parseFormula('('.repeat(5000) + '1' + ')'.repeat(5000))).toThrow(FormulaSyntaxError);
    expect(() => parseFormula('-'.repeat(5000) + '1')).toThrow(FormulaSyntaxError);
  });

  it('never executes the formula as code', () => {
    expect(() => evaluateFormula('constructor("return 1")()')).toThrow();
    expect(evaluateFormula('constructor + __proto__ + toString')).toBe(0);
  });
});

describe('formulas over call rows', () => {
  const rows = [
    { duration: 60, direction: 'inbound', appointmentBooked: 1, uuid: 'a' },
    { duration: 120, direction: 'outbound', appointmentBooked: 0, uuid: 'b' },
    { duration: 30, direction: 'inbound', appointmentBooked: true, uuid: 'c' },
    { duration: null, direction: 'inbound', appointmentBooked: false, uuid: 'd' },
  ];
  it.each([
    ['SUM(duration)', 210],
    ['AVG(duration)', 70],
    ['COUNT(uuid)', 4],
    ['COUNT(duration)', 3],
    ['MAX(duration) - MIN(duration)', 90],
    ['MED(duration)', 60],
    ['D_COUNT(direction)', 2],
    ['SUM(appointmentBooked) / COUNT(uuid) * 100', 50],
    ["SUM(direction == 'inbound')", 3],
    ["SUM(IF(direction == 'inbound', duration, 0))", 90],
    ['1', 4],
    ['duration', 210],
    ['duration * 2', 420],
    ['SUM(duration) / 0', 0],
    ['duration / COUNT(uuid)', 52.5],
    ['SUM(missing)', 0],
  ])('%s = %d', (formula, value) => expect(evaluateOverRows(formula, rows)).toBeCloseTo(value, 10));

  it('is empty-safe', () => {
    expect(evaluateOverRows('AVG(duration) + SUM(duration) + COUNT(uuid) + 1', [])).toBe(1);
    expect(evaluateOverRows('1', [])).toBe(0);
  });

  it('compiles once and runs over many row sets', () => {
    const run = compileRowsFormula('SUM(duration) * 0.0166667');
    expect(run(rows)).toBeCloseTo(3.500007, 6);
    expect(run([{ duration: 600 }])).toBeCloseTo(10.00002, 6);
  });
});
