import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DEFAULT_CODE_LIMITS, type CodeLimits } from './auth/codes';
import type { Database } from './db/store';
import { loadAreas } from './areas';
import type { AnyJobDef } from './jobs/define';
import { JOBS } from './jobs/catalog';
import { openJobQueue, type JobQueue, type JobQueueOptions } from './jobs/queue';
import { registerAreas, type AreaOptions } from './kit/area';
import type { RouteEntry } from './kit/registerRoute';
import { capConnections, DEFAULT_HTTP_LIMITS, fastifyHttpOptions, type HttpLimits } from './kit/connectionLimits';
import { registerLoadShedding, type ShedOptions } from './kit/loadShedding';
import { registerBearerToken } from './auth/bearer';
import { clientErrorHandler, frameworkErrors, installErrorHandlers } from './kit/errors';
import { JSON_BODY_LIMIT, registerJsonParser } from './kit/jsonBody';
import { parseQueryString } from './kit/queryString';
import { plainSerializerCompiler, zodValidatorCompiler } from './kit/validation';
import { loggerOptions } from './logging';
import docsRoutes from './pages/docs';
import { registerSecurityHeaders } from './pages/securityHeaders';
import staticRoutes from './pages/static';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its auth level, plugin and permission (server/kit/registerRoute.ts). */
    routeTable: readonly RouteEntry[];
    /** The durable job queue (server/jobs/queue.ts); closed with the app. */
    jobs: JobQueue;
  }
}

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
  /** Connection timeouts and cap (server/kit/connectionLimits.ts); default: its defaults, no cap. */
  http?: HttpLimits;
  /** Load shedding (server/kit/loadShedding.ts); default off (main.ts turns it on). */
  shed?: ShedOptions;
  /** The job queue: workers and cron schedules (default off: tests `drain`), and jobs beyond the catalog (tests). */
  jobs?: Omit<JobQueueOptions, 'jobs' | 'log'> & { extra?: readonly AnyJobDef[] };
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const http = options.http ?? DEFAULT_HTTP_LIMITS;
  const app = Fastify({
    ...fastifyHttpOptions(http),
    logger: loggerOptions(options.logger),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    frameworkErrors,
    clientErrorHandler,
    // input the kit's layer refuses by name instead of taking as given: kit/queryString.ts, kit/jsonBody.ts
    routerOptions: { querystringParser: parseQueryString },
  });

  if (http.maxConnections) capConnections(app.server, http.maxConnections);
  if (options.shed) await registerLoadShedding(app, options.shed);

  // The zod schemas of each route (server/kit/defineRoute.ts) validate its input; replies are sent
  // as built (a response schema documents, it must not strip a contact's free fields).
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(plainSerializerCompiler);
  installErrorHandlers(app);
  registerJsonParser(app);
  await registerSecurityHeaders(app);
  // `Authorization: Bearer <token>` stands for the `token` query parameter (auth/bearer.ts)
  registerBearerToken(app);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Switchboard reference server',
        version: '0.1.0',
        description:
          'Authenticated calls carry `token` (and optionally `targetAccountId`) in the query string; ' +
          'the token may instead come as `Authorization: Bearer <token>` (the console\'s streams send it so). ' +
          'Errors are `{"success":false,"message":"..."}`.',
      },
    },
    transform: jsonSchemaTransform,
  });

  const { extra = [], ...queueOptions } = options.jobs ?? {};
  const jobs = await openJobQueue(options.db, { ...queueOptions, jobs: [...JOBS, ...extra], log: app.log });
  app.decorate('jobs', jobs);
  // after the server stopped taking requests, before the caller closes the database
  app.addHook('onClose', () => jobs.close());

  const area: AreaOptions = {
    db: options.db.db,
    jobs,
    demo: options.demo,
    codeLimits: { ...DEFAULT_CODE_LIMITS, ...options.codeLimits },
    publicUrl: options.publicUrl,
  };
  app.decorate('routeTable', await registerAreas(app, await loadAreas(), area));
  await app.register(docsRoutes);
  await app.register(staticRoutes, { staticDir: options.staticDir === undefined ? 'dist' : options.staticDir });
  await app.ready();
  return app;
}
