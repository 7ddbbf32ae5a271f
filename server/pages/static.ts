import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CONSOLE_HELMET } from './securityHeaders';

/** Paths the console routes on the client: the server answers them with index.html. */
export const APP_PATHS = ['/app', '/app/*', '/mobile/start', '/inbox', '/install'];

export default async function staticRoutes(
  app: FastifyInstance,
  opts: { staticDir: string | null },
): Promise<void> {
  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/app'));
  const root = opts.staticDir ? resolve(opts.staticDir) : null;
  const built = root !== null && existsSync(join(root, 'index.html'));

  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      // dist/ holds a .br and a .gz copy of each text file (scripts/compress-dist.ts, at build): send
      // the one the browser accepts, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(reply, path) {
        // which copy is sent depends on Accept-Encoding (said here: @fastify/static 10.0, the release
        // whose dependencies accept Node 20, does not add it)
        reply.header('vary', 'Accept-Encoding');
        // Vite puts content-hashed names under /assets/: they never change, so cache them for a year.
        if (path.includes(`${join(root, 'assets')}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'no-cache');
        }
      },
    });
  }

  for (const path of APP_PATHS) {
    app.get(path, { schema: { hide: true }, helmet: CONSOLE_HELMET }, async (_request, reply) => {
      if (!built) {
        return reply
          .code(503)
          .type('text/html; charset=utf-8')
          .send('<!doctype html><title>Switchboard</title><p>The console is not built yet: run <code>npm run build</code>.</p>');
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }
}
