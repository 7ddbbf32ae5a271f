// Issue 8's corpus, sent to every route of the OpenAPI document (so a new route is covered without
// editing this file): every declared field (path, query, body) gets hostile text (NUL and other
// controls, lone surrogates, fuzzed strings around them), deep nesting, out-of-range dates and
// values of the wrong type, one field at a time, as a super admin holding an admin token (the
// caller who gets furthest past the gate). No answer is a 5xx; every refusal has the contract's
// shape and echoes nothing hostile; hostile text is always refused, and refused calls leave every
// table of the database exactly as it was.
import { is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema';
import { call, serverWith } from './helpers';

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
type Part = 'path' | 'query' | 'body';
interface Field {
  part: Part;
  name: string;
}

const logLines: string[] = [];
const logger = { level: 'warn', stream: new Writable({ write: (chunk, _enc, done) => (logLines.push(String(chunk)), done()) }) };
const { server, t } = await serverWith(['superAdmin'], { logger });
const adminToken = (await call(server, 'POST', '/internal/adminToken', { token: t.superAdmin })).body.adminToken as string;
const spec = (await (await fetch(`${server.url}/docs/openapi.json`)).json()) as { paths: Record<string, Record<string, Operation>> };
const CREDENTIALS = new Set(['token', 'adminToken']);
const routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => {
    const params = (op.parameters ?? []).filter((p) => !CREDENTIALS.has(p.name));
    const body = Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {});
    const fields: Field[] = [
      ...params.map((p) => ({ part: (p.in === 'path' ? 'path' : 'query') as Part, name: p.name })),
      ...body.map((name) => ({ part: 'body' as Part, name })),
    ];
    return { method: method.toUpperCase(), path, fields, label: `${method.toUpperCase()} ${path}` };
  }),
);

const HOSTILE_CHARACTERS = ['\u0000', '\u0001', '\u001b', '\u007f', '\ud800', '\udfff'];
const fuzzed = fc.sample(
  fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...HOSTILE_CHARACTERS), fc.string({ maxLength: 8 })).map((p) => p.join('')),
  { numRuns: 4, seed: 8 },
);
const HOSTILE_TEXT = ['\u0000', 'a\u0000b', 'a\ud800b', '\udc00', '\u001b[31mred', 'x\u007f', ...fuzzed];
/** JSON text nested `levels` deep (as text: building it as an object would overflow the test's own stack). */
class RawJson {
  constructor(readonly text: string) {}
}
const deep = (levels: number) => new RawJson(`${'{"a":'.repeat(levels)}"x"${'}'.repeat(levels)}`);
const LONE_SURROGATE = /[\uD800-\uDFFF]/;
const WRONG_TYPES: unknown[] = [42, -1, 1e308, true, null, [], {}, ['a', 'b'], '', ' ', 'x'.repeat(300), '1e999', '0000-01-01', '9999-12-31', '10000-01-01', '2026-02-30'];

/**
 * Percent-encodes as WTF-8, so a lone surrogate reaches the server as its three bytes (%ED%A0%80)
 * instead of being replaced by U+FFFD the way URL and encodeURIComponent would (or throwing).
 */
function percentEncode(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0xd800 || cp > 0xdfff) out += encodeURIComponent(ch);
    else out += [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  }
  return out;
}

/** A request with one field set to `value` (path params otherwise 1, no other field). */
function request(route: (typeof routes)[number], field: Field, value: unknown) {
  const asText = (v: unknown) => (typeof v === 'string' ? v : v instanceof RawJson ? v.text : JSON.stringify(v));
  const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => percentEncode(field.part === 'path' && field.name === name ? asText(value) : '1'));
  const query = [`token=${t.superAdmin}`, `adminToken=${adminToken}`];
  if (field.part === 'query') {
    // A list in the query is the same parameter repeated.
    for (const item of Array.isArray(value) ? value : [value]) query.push(`${field.name}=${percentEncode(asText(item))}`);
  }
  const withBody = field.part === 'body' || ['POST', 'PUT', 'PATCH'].includes(route.method);
  const body = field.part !== 'body' ? '{}' : value instanceof RawJson ? `{"${field.name}":${value.text}}` : JSON.stringify({ [field.name]: value });
  return fetch(`${server.url}${path}?${query.join('&')}`, {
    method: route.method,
    headers: withBody ? { 'content-type': 'application/json' } : {},
    body: withBody ? body : undefined,
  });
}

const label = (value: unknown) => (value instanceof RawJson ? `(${value.text.length} characters of nesting)` : JSON.stringify(value)?.slice(0, 40));

// eslint-disable-next-line no-control-regex -- the characters the answer must not echo
const BAD_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDFFF]/;

/** Status and parsed body, after checking the answer has the contract's shape. */
async function answer(response: Response, sent: string): Promise<number> {
  const text = await response.text();
  expect(response.status, `${sent} → ${response.status} ${text.slice(0, 200)}`).toBeLessThan(500);
  if (!/^application\/json/.test(response.headers.get('content-type') ?? '')) {
    expect(response.status, `${sent}: a non-JSON answer`).toBe(200);
    return response.status;
  }
  const body = JSON.parse(text) as { success: unknown; message?: unknown };
  if (response.status >= 400) {
    expect(Object.keys(body).sort(), sent).toEqual(['message', 'success']);
    expect(body.success, sent).toBe(false);
    expect(body.message, sent).not.toMatch(BAD_TEXT);
    expect(String(body.message), sent).not.toContain(t.superAdmin);
  } else {
    // The contract's routes answer `success: true`; /dev/outbox (demo mode) is not one of them.
    if (!sent.includes('/dev/')) expect(body.success, `${sent} → ${text.slice(0, 200)}`).toBe(true);
  }
  return response.status;
}

/** A digest of every table, to show refused calls changed nothing. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));
  const rows = await Promise.all(
    tables.map((table) =>
      server.db.db
        .select({ digest: sql<string>`count(*) || ':' || md5(coalesce(string_agg(row_to_json(${table})::text, '|' order by row_to_json(${table})::text), ''))` })
        .from(table),
    ),
  );
  return Object.fromEntries(rows.map(([row], i) => [String(i), row.digest]));
}

const fields = routes.flatMap((route) => route.fields.map((field) => ({ route, field, label: `${route.label} ${field.part} ${field.name}` })));

describe('the hostile corpus on every declared field of every route', () => {
  let before: Record<string, string>;

  it('walks the document', async () => {
    expect(fields.length).toBeGreaterThan(100);
    before = await fingerprint();
  });

  it.each(fields)('$label: hostile text and deep nesting are refused', async ({ route, field }) => {
    const values: unknown[] = [...HOSTILE_TEXT, ...(field.part === 'body' ? [deep(40), deep(5000), { ['k\u0000']: 1 }] : [])];
    for (const value of values) {
      const sent = `${route.label} ${field.part}.${field.name}=${label(value)}`;
      const status = await answer(await request(route, field, value), sent);
      // In a URL a lone surrogate is three bytes that are not UTF-8: left undecoded, it is harmless text.
      if (field.part === 'body' || typeof value !== 'string' || !LONE_SURROGATE.test(value)) expect(status, sent).toBeGreaterThanOrEqual(400);
    }
  });

  it('left every table as it was', async () => {
    expect(await fingerprint()).toEqual(before);
  });

  it.each(fields)('$label: values of the wrong type or out of range never answer 5xx', async ({ route, field }) => {
    for (const value of WRONG_TYPES) {
      await answer(await request(route, field, value), `${route.label} ${field.part}.${field.name}=${label(value)}`);
    }
  });

  // Every refusal came from the input layer or a route's schema, naming the field: nothing reached
  // the database's own checks (kit/databaseErrors.ts logs those as warnings) or failed.
  it('logged no database refusal and no failure', () => {
    expect(logLines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([]);
  });
});
