// The shared half of the hostile corpus (hostile-text.test.ts, hostile-types.test.ts): a server
// with its log captured, every declared field of every route of its OpenAPI document, one request
// per field and value, the contract's checks on each answer, and a digest of every table.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, expect } from 'vitest';
import * as schema from '../../server/db/schema';
import { call, serverWith } from './helpers';

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
type Part = 'path' | 'query' | 'body';
export interface Field {
  part: Part;
  name: string;
}
export interface Route {
  method: string;
  path: string;
  fields: Field[];
  label: string;
}

/** JSON text sent as is (nesting 5,000 deep: building it as an object would overflow the test's own stack). */
export class RawJson {
  constructor(readonly text: string) {}
}
export const deep = (levels: number) => new RawJson(`${'{"a":'.repeat(levels)}"x"${'}'.repeat(levels)}`);
export const label = (value: unknown) => (value instanceof RawJson ? `(${value.text.length} characters of nesting)` : JSON.stringify(value)?.slice(0, 40));

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

// eslint-disable-next-line no-control-regex -- the characters an answer must not echo
const BAD_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDFFF]/;
const CREDENTIALS = new Set(['token', 'adminToken']);

/**
 * A fresh server for the calling test file, a super admin's session and admin token (the caller who
 * gets furthest past the gate), and the fields of every documented route.
 */
/**
 * Calendly's API for the corpus: every request refused as an unknown token (401), so a hostile
 * `userPAT` meets the route's own refusal (400 on userPAT) instead of an unreachable api.calendly.com
 * (502). The calendar providers read CALENDLY_API_BASE on each use; it is given back after the file.
 */
async function refusingCalendly(): Promise<void> {
  const stub = createServer((_req, res) => {
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ title: 'Unauthenticated', message: 'The access token is invalid' }));
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const before = process.env.CALENDLY_API_BASE;
  process.env.CALENDLY_API_BASE = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  afterAll(async () => {
    if (before === undefined) delete process.env.CALENDLY_API_BASE;
    else process.env.CALENDLY_API_BASE = before;
    await new Promise((resolve) => stub.close(resolve));
  });
}

/** Routes that answer HTML pages, errors included (the profile's public page). */
export const HTML_PAGES = new Set(['GET /{slug}']);

/** Routes that refuse `token` in the URL (tokenInUrl: false): the corpus sends it as Authorization: Bearer. */
const TOKEN_IN_HEADER = new Set(['GET /api/v2/events/stream']);

export async function corpusServer() {
  await refusingCalendly();
  const logLines: string[] = [];
  const logger = { level: 'warn', stream: new Writable({ write: (chunk, _enc, done) => (logLines.push(String(chunk)), done()) }) };
  const { server, t } = await serverWith(['superAdmin'], { logger });
  const adminToken = (await call(server, 'POST', '/internal/adminToken', { token: t.superAdmin })).body.adminToken as string;
  const spec = (await (await fetch(`${server.url}/docs/openapi.json`)).json()) as { paths: Record<string, Record<string, Operation>> };
  const routes: Route[] = Object.entries(spec.paths).flatMap(([path, methods]) =>
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
  const fields = routes.flatMap((route) => route.fields.map((field) => ({ route, field, label: `${route.label} ${field.part} ${field.name}` })));

  /** A request with one field set to `value` (path params otherwise 1, no other field). */
  function request(route: Route, field: Field, value: unknown) {
    const asText = (v: unknown) => (typeof v === 'string' ? v : v instanceof RawJson ? v.text : JSON.stringify(v));
    const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => percentEncode(field.part === 'path' && field.name === name ? asText(value) : '1'));
    // the events stream refuses the token in its URL (the console opens it with a ticket): the header there
    const inHeader = TOKEN_IN_HEADER.has(route.label);
    const query = [...(inHeader ? [] : [`token=${t.superAdmin}`]), `adminToken=${adminToken}`];
    if (field.part === 'query') {
      // A list in the query is the same parameter repeated.
      for (const item of Array.isArray(value) ? value : [value]) query.push(`${field.name}=${percentEncode(asText(item))}`);
    }
    const withBody = field.part === 'body' || ['POST', 'PUT', 'PATCH'].includes(route.method);
    const body = field.part !== 'body' ? '{}' : value instanceof RawJson ? `{"${field.name}":${value.text}}` : JSON.stringify({ [field.name]: value });
    return fetch(`${server.url}${path}?${query.join('&')}`, {
      method: route.method,
      headers: { ...(withBody ? { 'content-type': 'application/json' } : {}), ...(inHeader ? { authorization: `Bearer ${t.superAdmin}` } : {}) },
      body: withBody ? body : undefined,
    });
  }

  /** Sends one value and checks the answer has the contract's shape; its status. */
  async function send(route: Route, field: Field, value: unknown): Promise<number> {
    const sent = `${route.label} ${field.part}.${field.name}=${label(value)}`;
    // an empty path segment addresses another route (`/{slug}` with '' is `/`, the console's page)
    if (field.part === 'path' && value === '') return 0;
    const response = await request(route, field, value);
    // an accepted value may open a stream (the events stream): its headers are the answer
    if (response.status === 200 && /^text\/event-stream/.test(response.headers.get('content-type') ?? '')) {
      await response.body?.cancel();
      return response.status;
    }
    const text = await response.text();
    expect(response.status, `${sent} → ${response.status} ${text.slice(0, 200)}`).toBeLessThan(500);
    // the public link page answers HTML, its unknown addresses an HTML 404 page
    const htmlPage = HTML_PAGES.has(route.label) && /^text\/html/.test(response.headers.get('content-type') ?? '');
    if (htmlPage) return response.status;
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
    } else if (!sent.includes('/dev/')) {
      // The contract's routes answer `success: true`; /dev/outbox (demo mode) is not one of them.
      expect(body.success, `${sent} → ${text.slice(0, 200)}`).toBe(true);
    }
    return response.status;
  }

  /** A digest of every table, to show refused calls changed nothing (the rate-limit counters count
   * requests, refused ones too, before any input is read: they are not data a call changes). */
  async function fingerprint(): Promise<string[]> {
    const tables = Object.values(schema as Record<string, unknown>).filter(
      (value): value is PgTable => is(value, PgTable) && value !== schema.rateLimits,
    );
    const rows = await Promise.all(
      tables.map((table) =>
        server.db.db
          .select({ digest: sql<string>`count(*) || ':' || md5(coalesce(string_agg(row_to_json(${table})::text, '|' order by row_to_json(${table})::text), ''))` })
          .from(table),
      ),
    );
    return rows.map(([row]) => row.digest);
  }

  /** What the server logged at warn and above: database refusals (kit/databaseErrors.ts) and failures. */
  const logged = () => logLines.map((line) => (JSON.parse(line) as { msg: string }).msg);

  return { fields, send, fingerprint, logged };
}
