// The session (or API) token in the Authorization header: `Authorization: Bearer <token>` stands for
// the `token` query parameter, so a call that must not carry its credential in the URL (the console's
// live-events stream and the agents' runPrompt stream, read with fetch) sends it there: URLs end up in
// proxy logs, browser history and Referer headers; headers do not, and this server's log redacts
// `authorization`. The query's `token` still works (spec doc 2); when both come, they must agree.
import type { FastifyInstance } from 'fastify';
import { fail } from '../http';

export const TOKEN_TWICE = 'token: Given in the query and in the Authorization header, with different values';

/** The token of an `Authorization: Bearer …` header, if the request has one. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer ([\x21-\x7e]{1,512})$/i.exec(header.trim());
  return match?.[1];
}

/**
 * Routes whose Authorization header carries another service's credential, not ours: the job tracker's
 * calls (spec doc 2: `/api/jobnimbus/*` with the JobNimbus key as a bearer token).
 */
const FOREIGN_AUTHORIZATION = [/^\/api\/jobnimbus\//];

export function registerBearerToken(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (FOREIGN_AUTHORIZATION.some((path) => path.test(request.url))) return;
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) return;
    const query = request.query as Record<string, unknown> | undefined;
    if (!query || typeof query !== 'object') return;
    if (query.token === undefined) query.token = token;
    else if (query.token !== token) fail(400, TOKEN_TWICE);
  });
}
