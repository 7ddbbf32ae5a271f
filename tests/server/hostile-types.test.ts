// Issue 8's hostile corpus, part 2 (part 1: hostile-text.test.ts): every declared field of every
// route of the OpenAPI document gets values of the wrong type and out-of-range dates, one field at
// a time: six of them per field, drawn by fast-check with a fixed seed per field, so every value
// meets many fields while the file stays a few seconds long. Some are valid somewhere (a free setting value, an optional flag), so the rule is the
// contract's: no 5xx, every answer in the contract's shape, and nothing reached the database's own
// checks or failed.
import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import { corpusServer } from './hostileCorpus';

const { fields, send, logged } = await corpusServer();

const OUT_OF_RANGE_DATES = ['0000-01-01', '9999-12-31', '10000-01-01', '2026-02-30'];
const WRONG_TYPES: unknown[] = [42, -1, 1e308, true, null, [], {}, ['a', 'b'], '', ' ', 'x'.repeat(300), '1e999', ...OUT_OF_RANGE_DATES];
/** Date filters (from, to, createdFrom, canceledTo...) get every out-of-range date besides their draw. */
const isDateField = (name: string) => /^(from|to)$|[a-z](From|To)$|date/i.test(name);

const PER_FIELD = 6;
const drawn = fields.map((entry, i) => ({
  ...entry,
  values: [
    ...fc.sample(fc.shuffledSubarray(WRONG_TYPES, { minLength: PER_FIELD, maxLength: PER_FIELD }), { numRuns: 1, seed: i })[0],
    ...(isDateField(entry.field.name) ? OUT_OF_RANGE_DATES : []),
  ],
}));

describe('wrong types and out-of-range values on every declared field of every route', () => {
  it('draws every value for some field, and finds the date filters', () => {
    expect(new Set(drawn.flatMap((d) => d.values)).size).toBe(WRONG_TYPES.length);
    expect(drawn.filter((d) => isDateField(d.field.name)).length).toBeGreaterThanOrEqual(8);
  });

  it.each(drawn)('$label', async ({ route, field, values }) => {
    // One after the other: an accepted value may change what the next one meets.
    for (const value of values) await send(route, field, value);
  });

  it('logged no database refusal and no failure', () => {
    expect(logged()).toEqual([]);
  });
});
