// An area is one group of a plugin's routes (sign-in, contacts, the account hierarchy...), a file of
// server/areas/<plugin>/: its routes and its OpenAPI tag. The folder names the manifest plugin its
// routes belong to (server/areas/index.ts); buildApp registers them and nothing else.
import type { FastifyInstance } from 'fastify';
import { declareAuditActions } from '../audit/catalog';
import type { CodeLimits } from '../auth/codes';
import type { Db } from '../db/store';
import type { JobQueue } from '../jobs/queue';
import type { RouteDef } from './defineRoute';
import { registerRoute, type RouteEntry } from './registerRoute';

/** What every area receives from buildApp. */
export interface AreaOptions {
  db: Db;
  /** The job queue: `send` from a handler, with `{ tx }` inside its transaction. */
  jobs: JobQueue;
  demo: boolean;
  codeLimits: CodeLimits;
  /** The console's public origin for links in messages (invitations); default: the request's own origin. */
  publicUrl?: string;
}

export interface Area {
  /** The OpenAPI tag of its routes. */
  tag: string;
  /** The audit actions its routes record, with the labels the audit log shows. */
  auditActions?: Readonly<Record<string, string>>;
  /** Whether to register it at all (demo-only tools). Default: always. */
  enabled?: (options: AreaOptions) => boolean;
  /** Its routes; `app` is the area's own encapsulated scope (for hooks such as a rate limiter). */
  routes: (options: AreaOptions, app: FastifyInstance) => RouteDef[] | Promise<RouteDef[]>;
}

/** An area as loaded from its folder: the manifest plugin its routes belong to (null: the kernel's). */
export interface LoadedArea extends Area {
  plugin: string | null;
  /** `<folder>/<file>` under server/areas, for messages */
  file: string;
}

export function defineArea(area: Area): Area {
  return area;
}

/** Registers every area's routes; returns the route table (each route's auth level, plugin and permission). */
export async function registerAreas(app: FastifyInstance, areas: readonly LoadedArea[], options: AreaOptions): Promise<RouteEntry[]> {
  const table: RouteEntry[] = [];
  for (const area of areas) if (area.auditActions) declareAuditActions(area.tag, area.auditActions);
  for (const area of areas) {
    if (area.enabled && !area.enabled(options)) continue;
    await app.register(async (scope) => {
      for (const route of await area.routes(options, scope)) registerRoute(scope, options.db, route, area, table);
    });
  }
  return table;
}
