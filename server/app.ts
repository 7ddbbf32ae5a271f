import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { DEFAULT_CODE_LIMITS, type CodeLimits } from './auth/codes';
import type { Database } from './db/store';
import { HttpError } from './http';
import { loggerOptions } from './logging';
import accountRoutes from './routes/account';
import accountsRoutes from './routes/accounts';
import auditRoutes from './routes/audit';
import domainProfileRoutes from './routes/domainProfile';
import internalRoutes from './routes/internal';
import membersRoutes from './routes/members';
import authRoutes from './routes/auth';
import contactRoutes from './routes/contacts';
import devRoutes from './routes/dev';
import docsRoutes from './routes/docs';
import domainRoutes from './routes/domain';
import staticRoutes from './routes/static';
import type { AreaOptions } from './routes/types';

export interface BuildOptions {
  db: Database;
  /** Demo mode: /dev/outbox and codes printed to the log. Off in production. */
  demo: boolean;
  logger?: boolean | object;
  /** The Vite build to serve; null or missing folder = API only. Default `dist`. */
  staticDir?: string | null;
  /** Sign-in code limits; default 5 per address and 20 per IP per 10 minutes. */
  codeLimits?: Partial<CodeLimits>;
  /** Behind a reverse proxy: trust X-Forwarded-For (Fastify's trustProxy), so per-IP limits see clients. */
  trustProxy?: boolean | string;
  /** The console's public origin (PUBLIC_URL), for links in invitations. */
  publicUrl?: string;
}

/** PostgreSQL's unique_violation, possibly wrapped by drizzle: a race on a unique field. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logger),
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
  });

  // Route schemas document the API (OpenAPI); zod in the handlers is the one validator, and
  // responses are sent as built (a response schema must not strip a contact's free fields).
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).send({ success: false, message: error.message });
    }
    if (isUniqueViolation(error)) return reply.code(409).send({ success: false, message: 'Already exists' });
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status >= 500 ? 'Internal server error' : error.message;
    return reply.code(status).send({ success: false, message });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ success: false, message: 'Not found' }));

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Switchboard reference server',
        version: '0.1.0',
        description:
          'Authenticated calls carry `token` (and optionally `targetAccountId`) in the query string. ' +
          'Errors are `{"success":false,"message":"..."}`.',
      },
    },
  });

  const area: AreaOptions = {
    db: options.db.db,
    demo: options.demo,
    codeLimits: { ...DEFAULT_CODE_LIMITS, ...options.codeLimits },
    publicUrl: options.publicUrl,
  };
  await app.register(authRoutes, area);
  await app.register(accountRoutes, area);
  await app.register(domainRoutes, area);
  await app.register(contactRoutes, area);
  await app.register(accountsRoutes, area);
  await app.register(membersRoutes, area);
  await app.register(internalRoutes, area);
  await app.register(domainProfileRoutes, area);
  await app.register(auditRoutes, area);
  if (options.demo) await app.register(devRoutes, area);
  await app.register(docsRoutes);
  await app.register(staticRoutes, { staticDir: options.staticDir === undefined ? 'dist' : options.staticDir });
  await app.ready();
  return app;
}
