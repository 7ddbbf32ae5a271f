// Issue 8's hostile corpus, part 2 (part 1: hostile-text.test.ts): every declared field of every
// route of the OpenAPI document gets values of the wrong type and out-of-range dates, one field at
// a time. Some are valid somewhere (a free setting value, an optional flag), so the rule is the
// contract's: no 5xx, every answer in the contract's shape, and nothing reached the database's own
// checks or failed.
import { describe, it, expect } from 'vitest';
import { corpusServer } from './hostileCorpus';

const { fields, send, logged } = await corpusServer();

const WRONG_TYPES: unknown[] = [42, -1, 1e308, true, null, [], {}, ['a', 'b'], '', ' ', 'x'.repeat(300), '1e999', '0000-01-01', '9999-12-31', '10000-01-01', '2026-02-30'];

describe('wrong types and out-of-range values on every declared field of every route', () => {
  it.each(fields)('$label', async ({ route, field }) => {
    // One after the other: an accepted value may change what the next one meets.
    for (const value of WRONG_TYPES) await send(route, field, value);
  });

  it('logged no database refusal and no failure', () => {
    expect(logged()).toEqual([]);
  });
});
