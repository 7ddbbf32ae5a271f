// Issue 8's hostile corpus, part 1 (part 2: hostile-types.test.ts), sent to every route of the
// OpenAPI document (a new route is covered without editing this file): every declared field (path,
// query, body) gets hostile text (NUL and other controls, lone surrogates, fast-check fuzzed
// strings around them, a noncharacter), deep nesting, keys that reach a prototype and numbers JSON
// cannot hold (beyond 2^53, overflowing, underflowing),
// one field at a time (in a URL a lone surrogate is sent as its three bytes, %ED%A0%80, which are
// not UTF-8: refused like %ff). Every answer is a 4xx in the
// contract's shape that echoes nothing hostile, the refused calls leave every table exactly as it
// was, and nothing reached the database's own checks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { corpusServer, deep, label, RawJson } from './hostileCorpus';

const { fields, send, fingerprint, logged } = await corpusServer();

const HOSTILE_CHARACTERS = ['\u0000', '\u0001', '\u001b', '\u007f', '\ud800', '\udfff'];
const fuzzed = fc.sample(
  fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...HOSTILE_CHARACTERS), fc.string({ maxLength: 8 })).map((p) => p.join('')),
  { numRuns: 4, seed: 8 },
);
const HOSTILE_TEXT = ['\u0000', 'a\u0000b', 'a\ud800b', '\udc00', '\u001b[31mred', 'x\u007f', 'a\uffffb', ...fuzzed];
/** In a body only: JSON that would reach a prototype, and numbers JSON.parse cannot hold as written. */
const HOSTILE_JSON = [
  new RawJson('{"__proto__":{"polluted":true}}'),
  new RawJson('{"constructor":{"prototype":{}}}'),
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('1e-400'),
  new RawJson('12345678901234567890'),
];

describe('hostile text and nesting on every declared field of every route', () => {
  let before: string[];

  it('walks the document', async () => {
    expect(fields.length).toBeGreaterThan(100);
    before = await fingerprint();
  });

  it.each(fields)('$label', async ({ route, field }) => {
    const values: unknown[] = [...HOSTILE_TEXT, ...(field.part === 'body' ? [deep(40), deep(5000), { ['k\u0000']: 1 }, ...HOSTILE_JSON] : [])];
    const statuses = await Promise.all(values.map((value) => send(route, field, value)));
    values.forEach((value, i) => {
      expect(statuses[i], `${route.label} ${field.part}.${field.name}=${label(value)}`).toBeGreaterThanOrEqual(400);
    });
  });

  it('left every table as it was', async () => {
    expect(await fingerprint()).toEqual(before);
  });

  // Every refusal came from the input layer or a route's schema, naming the field.
  it('logged no database refusal and no failure', () => {
    expect(logged()).toEqual([]);
  });
});
