import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import swaggerUi from '@fastify/swagger-ui';
import { renderMarkdown } from '../rules/markdown';

const guidePath = fileURLToPath(new URL('../../docs/user-guide.md', import.meta.url));

const STYLE = `body{font:16px/1.55 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1d2433}
code{background:#f1f3f7;padding:.1em .3em;border-radius:4px}pre code{display:block;padding:1em;overflow:auto}
table{border-collapse:collapse}td,th{border:1px solid #d5d9e2;padding:.3em .6em;text-align:left}
nav a{margin-right:1em}`;

/** The user guide (HTML from docs/user-guide.md) at /docs, the OpenAPI reference at /docs/api. */
export default async function docsRoutes(app: FastifyInstance): Promise<void> {
  // Read once at start: the guide ships with the server.
  let guide: string;
  try {
    guide = renderMarkdown(readFileSync(guidePath, 'utf8'));
  } catch {
    guide = '<p>The user guide (docs/user-guide.md) is missing.</p>';
  }
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Switchboard user guide</title>
<style>${STYLE}</style></head><body><nav><a href="/docs">User guide</a><a href="/docs/api">API reference</a>
<a href="/docs/openapi.json">OpenAPI JSON</a></nav>${guide}</body></html>`;

  app.get('/docs', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(page),
  );
  app.get('/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, { routePrefix: '/docs/api' });
}
