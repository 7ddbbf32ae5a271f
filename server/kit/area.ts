// An area is one server module (sign-in, contacts, the account hierarchy...): its routes, the
// manifest plugin they belong to by default, its OpenAPI tag. server/areas/index.ts loads every file
// of that folder; buildApp registers them and nothing else.
import type { FastifyInstance } from 'fastify';
import { declareAuditActions } from '../audit/catalog';
import type { CodeLimits } from '../auth/codes';
import type { Db } from '../db/store';
import type { RouteDef } from './defineRoute';
import { registerRoute } from './registerRoute';

/** What every area receives from buildApp. */
export interface AreaOptions {
  db: Db;
  demo: boolean;
  codeLimits: CodeLimits;
  /** The console's public origin for links in messages (invitations); default: the request's own origin. */
  publicUrl?: string;
}

export interface Area {
  /** The OpenAPI tag of its routes. */
  tag: string;
  /** The manifest plugin its routes belong to (null: the kernel's, never switched off). */
  plugin: string | null;
  /** The audit actions its routes record, with the labels the audit log shows. */
  auditActions?: Readonly<Record<string, string>>;
  /** Whether to register it at all (demo-only tools). Default: always. */
  enabled?: (options: AreaOptions) => boolean;
  /** Its routes; `app` is the area's own encapsulated scope (for hooks such as a rate limiter). */
  routes: (options: AreaOptions, app: FastifyInstance) => RouteDef[] | Promise<RouteDef[]>;
}

export function defineArea(area: Area): Area {
  return area;
}

export async function registerAreas(app: FastifyInstance, areas: readonly Area[], options: AreaOptions): Promise<void> {
  for (const area of areas) if (area.auditActions) declareAuditActions(area.tag, area.auditActions);
  for (const area of areas) {
    if (area.enabled && !area.enabled(options)) continue;
    await app.register(async (scope) => {
      for (const route of await area.routes(options, scope)) registerRoute(scope, options.db, route, area);
    });
  }
}
