// Generated from the OpenAPI document (issue 7 point 9): every documented route gets malformed JSON,
// a bad percent-escape, an oversized body and an unsupported media type, and must answer in the
// contract's shape `{success:false,message}` with a 4xx, never a 5xx, and never echo the URL (it
// carries tokens). Adding a route adds its cases here without editing this file.
import { describe, expect, it } from 'vitest';
import { serverWith } from './helpers';
import { HTML_PAGES } from './hostileCorpus';

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
}

const { server, t } = await serverWith(['superAdmin']);
const spec = (await (await fetch(`${server.url}/docs/openapi.json`)).json()) as {
  paths: Record<string, Record<string, Operation>>;
};
const routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(),
    // a page for people (the public link page) answers its refusals as an HTML page, not in JSON
    htmlPage: HTML_PAGES.has(`${method.toUpperCase()} ${path}`),
    path: path.replace(/\{[^}]+\}/g, '1'),
    query: (op.parameters ?? []).filter((p) => p.in === 'query' && p.name !== 'token').map((p) => p.name),
    hasBody: op.requestBody !== undefined,
  })),
);
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SECRET = 'SECRET-TOKEN-4f1c9e';
const OVER_LIMIT = 1024 * 1024 + 1;

async function expectContractError(response: Response, sent: string, statuses: number[]) {
  const text = await response.text();
  expect(statuses, `${sent} → ${response.status} ${text}`).toContain(response.status);
  expect(response.headers.get('content-type'), sent).toMatch(/^application\/json/);
  const body = JSON.parse(text) as { success: unknown; message: unknown };
  expect(Object.keys(body).sort(), sent).toEqual(['message', 'success']);
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  expect(body.message, sent).not.toContain(SECRET);
  expect(body.message, sent).not.toContain(t.superAdmin);
  expect(body.message, sent).not.toContain('/api/');
}

describe('hostile input on every route of the OpenAPI document', () => {
  it('documents the routes it walks', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it.each(routes)('$method $path: a bad percent-escape in the path or the query', async ({ method, path, htmlPage }) => {
    const inPath = `${server.url}${path}%E0%A4%A?token=${SECRET}`;
    await expectContractError(await fetch(inPath, { method }), `${method} ${inPath}`, [400]);
    // A session token that is itself malformed: the gate refuses it before anything else.
    const inQuery = `${server.url}${path}?token=%zz${SECRET}&targetAccountId=%E0%A4%A`;
    const response = await fetch(inQuery, { method });
    if (response.status < 400) return void (await response.body?.cancel()); // a public route: nothing to refuse
    if (htmlPage) {
      expect(response.status, inQuery).toBeLessThan(500);
      expect(response.headers.get('content-type'), inQuery).toMatch(/^text\/html/);
      return void expect(await response.text(), inQuery).not.toContain(SECRET);
    }
    await expectContractError(response, `${method} ${inQuery}`, [400, 401, 403, 404]);
  });

  it.each(routes.filter((r) => WITH_BODY.has(r.method)))('$method $path: malformed JSON, oversized body, wrong media type', async ({ method, path }) => {
    const url = `${server.url}${path}?token=${t.superAdmin}`;
    const json = { 'content-type': 'application/json' };
    for (const body of ['{"email": ', '{"a":1}}', '\u0000', 'nul', '']) {
      await expectContractError(await fetch(url, { method, headers: json, body }), `${method} ${path} ${body}`, [400]);
    }
    const huge = JSON.stringify({ firstName: 'x'.repeat(OVER_LIMIT) });
    await expectContractError(await fetch(url, { method, headers: json, body: huge }), `${method} ${path} huge`, [413]);
    const xml = { 'content-type': 'application/xml' };
    await expectContractError(await fetch(url, { method, headers: xml, body: '<a/>' }), `${method} ${path} xml`, [415]);
  });

  // The schema refuses these before any handler runs, so a super admin's session changes nothing.
  it.each(routes.filter((r) => r.hasBody))('$method $path: a JSON body of the wrong shape', async ({ method, path }) => {
    const url = `${server.url}${path}?token=${t.superAdmin}`;
    for (const body of ['[]', '"text"', '42']) {
      const response = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body });
      await expectContractError(response, `${method} ${path} ${body}`, [400, 401, 403, 404]);
    }
    // keys that would reach an object's prototype are refused as they are parsed, by name
    const poisoned: [string, string][] = [
      ['{"__proto__":{"x":1}}', 'body: "__proto__" is not allowed'],
      ['{"a":{"b":[{"__proto__":1}]}}', 'a.b.0: "__proto__" is not allowed'],
      ['{"constructor":{"prototype":{}}}', 'constructor: "prototype" is not allowed'],
    ];
    for (const [body, message] of poisoned) {
      const response = await fetch(url, { method, headers: { 'content-type': 'application/json' }, body });
      expect({ status: response.status, body: await response.json() }, `${method} ${path} ${body}`).toEqual({
        status: 400,
        body: { success: false, message },
      });
    }
  });

  // Read-only routes: every documented query parameter gets junk; a 5xx or a bare error is a bug.
  it.each(routes.filter((r) => r.method === 'GET' && r.query.length > 0))('$method $path: junk in every query parameter', async ({ path, query }) => {
    for (const junk of ['x'.repeat(5000), '-1', '1e999', '☃', '[object Object]']) {
      const url = new URL(`${server.url}${path}`);
      url.searchParams.set('token', t.superAdmin);
      for (const name of query) url.searchParams.set(name, junk);
      const response = await fetch(url);
      expect(response.status, `${path} ${junk.slice(0, 20)}`).toBeLessThan(500);
      // 431: the whole URL is over Node's header limit (16 kB), refused before routing.
      if (response.status >= 400) await expectContractError(response, `GET ${path} ${junk.slice(0, 20)}`, [400, 401, 403, 404, 431]);
      else await response.body?.cancel();
    }
  });

  it('answers unknown routes in the same shape', async () => {
    await expectContractError(await fetch(`${server.url}/api/v2/nothing?token=${SECRET}`), 'unknown route', [404]);
  });
});
