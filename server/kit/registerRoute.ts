// Turns a declared route into a Fastify route: the checks of defineRoute.ts in their fixed order,
// the context handed to the handler, and the OpenAPI schema generated from the same zod schemas.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../audit/recordAudit';
import { ADMIN_TOKEN_REQUIRED, adminTokenOf, isLiveAdminToken } from '../auth/adminToken';
import { resolvedSettingsOf } from '../accountView';
import { FORBIDDEN, resolveAccounts, type AccountRow } from '../auth/context';
import type { Db } from '../db/store';
import { fail } from '../http';
import { assertPermission, isElevated } from '../auth/permissionChecks';
import type { LoadedArea } from './area';
import type { AccountContext, AuthLevel, PublicContext, RouteDef } from './defineRoute';
import { assertPluginOn, canBeSwitchedOff, FEATURE_OFF, isKnownPlugin, manifestPermission } from './pluginToggle';
import type { PermissionKey } from '../../src/shared/permissionKeys';
import { adminTokenQuery, authQuery, errorBody } from './schemas';
import { IDEMPOTENCY_HEADER, runIdempotent } from './idempotency';
import { assertNamedAccountsPinned } from '../auth/tokenPinning';
import { redeemTicket, registerDownloadPath, TICKET_PARAM, ticketQuery } from '../auth/downloadTickets';

const LEVEL_FORBIDDEN: Record<Exclude<AuthLevel, 'public' | 'account'>, string> = {
  elevated: 'The caller is not a super admin, partner or reseller',
  superAdmin: 'The caller is not a super admin',
  adminToken: 'The caller is not a super admin',
};

export const TOKEN_NOT_IN_URL = 'token: Not taken in this URL: send it as Authorization: Bearer, or use a download ticket';

/** Whether the URL itself carries `token` (the Authorization header's token is copied into the parsed query, not the URL). */
function urlHasToken(request: FastifyRequest): boolean {
  return new URL(request.url, 'http://url.invalid').searchParams.has('token');
}

async function checkLevel(db: Db, request: FastifyRequest, level: AuthLevel, download: boolean, tokenInUrl: boolean): Promise<void> {
  if (!tokenInUrl && urlHasToken(request)) fail(400, TOKEN_NOT_IN_URL);
  const ticket = download ? ticketOf(request) : undefined;
  if (ticket !== undefined) await redeemTicket(db, request, ticket);
  else await resolveAccounts(db, request);
  const { caller } = request;
  if (level === 'elevated' && !isElevated(caller)) fail(403, FORBIDDEN);
  if ((level === 'superAdmin' || level === 'adminToken') && !caller.superAdmin) fail(403, FORBIDDEN);
  if (level === 'adminToken') {
    const token = adminTokenOf(request);
    if (!token || !(await isLiveAdminToken(db, token, caller.id))) fail(401, ADMIN_TOKEN_REQUIRED);
  }
}

/** A download's ticket, when it came with one and no token. */
function ticketOf(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const ticket = query?.[TICKET_PARAM];
  return typeof ticket === 'string' && query?.token === undefined ? ticket : undefined;
}

function queryFor(level: AuthLevel, own: z.ZodType | undefined, download: boolean): z.ZodType | undefined {
  if (level === 'public') return own;
  const shape = own instanceof z.ZodObject ? own.shape : {};
  const auth = download ? authQuery.partial({ token: true }).extend(ticketQuery.shape) : authQuery;
  const merged = auth.extend({ ...(level === 'adminToken' ? adminTokenQuery.shape : {}), ...shape });
  // a route taking open-ended parameters (the logs' `field__operator` filters) keeps its catchall
  const catchall = own instanceof z.ZodObject ? (own._zod.def.catchall as z.ZodType | undefined) : undefined;
  return catchall ? merged.catchall(catchall) : merged;
}

type Responses = Record<number, z.ZodType>;

function responsesFor(route: RouteDef['spec'], plugin: string | null, permission: PermissionKey | null): Responses {
  const described: Record<number, string[]> = {};
  const add = (status: number, text: string) => (described[status] ??= []).push(text);
  if (route.params || route.query || route.body || route.auth !== 'public') add(400, 'Invalid input (the message names the field)');
  if (route.auth !== 'public') {
    add(401, route.auth === 'adminToken' ? `Not signed in, or ${ADMIN_TOKEN_REQUIRED}` : 'Not signed in');
    if (route.tokenInUrl === false) add(400, TOKEN_NOT_IN_URL);
    add(403, 'Target outside the caller\'s subtree');
    if (route.auth !== 'account') add(403, LEVEL_FORBIDDEN[route.auth]);
    if (permission) add(403, `The caller lacks ${permission}`);
  }
  if (route.auth !== 'public' && plugin && canBeSwitchedOff(plugin)) add(403, FEATURE_OFF);
  if (route.idempotent === true || (route.idempotent && 'scope' in route.idempotent)) {
    add(400, `${IDEMPOTENCY_HEADER} header malformed (optional; 1 to 255 printable ASCII characters)`);
    add(409, `${IDEMPOTENCY_HEADER} reused for a different request, or its first request still running (a repeated key gets the first answer)`);
  }
  for (const [status, text] of Object.entries(route.errors ?? {})) add(Number(status), text);
  const success: Responses =
    route.response instanceof z.ZodType ? { [route.status ?? 200]: route.response } : (route.response as Responses);
  const errors = Object.fromEntries(Object.entries(described).map(([status, texts]) => [status, errorBody(texts.join('; '))]));
  return { ...success, ...errors };
}

/** One registered route as the route table lists it (tests/server/route-table.test.ts, the docs). */
export interface RouteEntry {
  method: string;
  url: string;
  auth: AuthLevel;
  plugin: string | null;
  /** the key checked on the subject; 'none' with `reason` on a signed-in route no key guards; null on a public route */
  permission: PermissionKey | 'none' | null;
  reason?: string;
  /** Idempotency-Key: whose keys ('per caller', 'per address'), or 'no: <why>'; absent when undeclared */
  idempotent?: string;
  /** whether its success status is 201 Created */
  creates: boolean;
  /** the area file under server/areas */
  file: string;
}

/** The route's permission: its own, else its plugin's manifest entry's; a signed-in route without one is refused. */
function permissionOf(route: RouteDef['spec'], plugin: string | null): PermissionKey | 'none' | null {
  if (route.auth === 'public') return null;
  const permission = route.permission ?? (plugin ? manifestPermission(plugin) : null);
  const where = `${route.method} ${route.url}`;
  if (!permission) throw new Error(`${where}: a signed-in route names a permission (or its plugin's manifest entry does), or says permission: 'none' with a reason`);
  if (permission === 'none' && !route.reason?.trim()) throw new Error(`${where}: permission 'none' needs a reason`);
  return permission;
}

/** The route's Idempotency-Key column, and who owns its keys; a public route must name them. */
function idempotencyOf(route: RouteDef['spec']): { column?: string; per: ((ctx: never) => string) | null } {
  const declared = route.idempotent;
  if (!declared) return { per: null };
  if (declared === true) {
    if (route.auth === 'public') throw new Error(`${route.method} ${route.url}: a public idempotent route names whose keys they are ({ per, scope })`);
    return { column: 'per caller', per: (ctx: AccountContext<never, never, never>) => `account:${ctx.caller.id}` };
  }
  if ('exempt' in declared) return { column: `no: ${declared.exempt}`, per: null };
  return { column: `per ${declared.per}`, per: declared.scope };
}

const createsOf = (route: RouteDef['spec']) => route.status === 201 || (!(route.response instanceof z.ZodType) && 201 in route.response);

export function registerRoute(app: FastifyInstance, db: Db, def: RouteDef, area: LoadedArea, table?: RouteEntry[]): void {
  const route = def.spec;
  const plugin = route.plugin === undefined ? area.plugin : route.plugin;
  if (plugin !== null && !isKnownPlugin(plugin)) throw new Error(`${route.url}: unknown plugin ${plugin}`);
  const authed = route.auth !== 'public';
  const declared = permissionOf(route, plugin);
  const permission = declared === 'none' ? null : declared;
  const idempotency = idempotencyOf(route);
  // a public route may say why it needs no session (a carrier's webhook proves itself by signature)
  const reason = declared === 'none' || (route.auth === 'public' && route.reason) ? route.reason : undefined;
  table?.push({
    method: route.method,
    url: route.url,
    auth: route.auth,
    plugin,
    permission: declared,
    ...(reason ? { reason } : {}),
    ...(idempotency.column ? { idempotent: idempotency.column } : {}),
    creates: createsOf(route),
    file: area.file,
  });
  const query = queryFor(route.auth, route.query, route.download === true);
  if (route.download) registerDownloadPath(route.url);
  // whether a setting can switch this route's plugin off at all: fixed by the manifest, asked once
  const togglePlugin = plugin !== null && canBeSwitchedOff(plugin) ? plugin : null;

  app.route({
    method: route.method,
    url: route.url,
    bodyLimit: route.bodyLimit,
    onRequest: route.onRequest,
    // Fastify validates before the handler; the error waits until the caller is known (below), so a
    // stranger learns nothing from the shape of a body.
    attachValidation: true,
    schema: {
      tags: [area.tag],
      summary: route.summary,
      ...(route.params ? { params: route.params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.produces ? { produces: route.produces } : {}),
      response: responsesFor(route, plugin, permission),
    },
    handler: async (request, reply) => {
      const base: PublicContext<z.ZodType, z.ZodType, z.ZodType> = {
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
        db,
      };
      let ctx: PublicContext<z.ZodType, z.ZodType, z.ZodType> = base;
      if (authed) {
        await checkLevel(db, request, route.auth, route.download === true, route.tokenInUrl !== false);
        const { caller, target } = request;
        if (route.allow && !route.allow(caller)) fail(403, FORBIDDEN);
        // the toggle and the permission both read the target's resolved settings: read them once
        let targetSettings: Promise<Record<string, unknown>> | undefined;
        const settingsOf = (row: AccountRow) =>
          row.id === target.id ? (targetSettings ??= resolvedSettingsOf(db, target)) : resolvedSettingsOf(db, row);
        if (togglePlugin !== null) assertPluginOn(togglePlugin, await settingsOf(target));
        const account: AccountContext<z.ZodType, z.ZodType, z.ZodType> = {
          ...base,
          query: request.query as AccountContext<z.ZodType, z.ZodType, z.ZodType>['query'],
          caller,
          target,
          subject: target,
          audit: (entry, tx) => recordAudit(tx ?? account.db, request, entry),
        };
        // ids of accounts named in the body or query stay within the token's account too (404 like a foreign id)
        if (request.apiToken) await assertNamedAccountsPinned(db, request.apiToken.accountId, request.body, request.query);
        if (route.subject) account.subject = await route.subject(account as AccountContext<never, never, never>);
        // an API token acts on its one account only, also where a route works on another (the target's organization)
        if (request.apiToken && account.subject.id !== request.apiToken.accountId) fail(403, FORBIDDEN);
        if (permission) await assertPermission(db, caller, account.subject, permission, await settingsOf(account.subject));
        ctx = account;
      }
      if (request.validationError) throw request.validationError;
      if (route.status) reply.code(route.status);
      const handler = route.handler as (c: typeof ctx) => Promise<unknown>;
      const run = async (work: Db) => {
        ctx.db = work;
        const result = await handler(ctx);
        const entry = route.audit?.(ctx as never, result);
        if (entry) await recordAudit(work, request, entry);
        return result;
      };
      if (!idempotency.per) return run(db);
      const targetAccountId = authed ? (ctx as AccountContext<z.ZodType, z.ZodType, z.ZodType>).target.id : null;
      return runIdempotent(db, request, reply, { scope: idempotency.per(ctx as never), targetAccountId, redact: route.replayRedact }, run);
    },
  });
}

