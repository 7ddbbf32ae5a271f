// The trunk's outbound routes (issue 21 point 2; spec doc 2 "Developer": POST, DELETE
// /api/v2/sip/outboundRoutes with route), each a SIP URI validated by src/shared/sip/uri.ts and
// stored canonical (scheme and host in lower case), so one route written twice is a 409. GET is ours.
import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { parseSipUri, SIP_URI_MAX_LENGTH } from '../../../src/shared/sip/uri';
import { sipOutboundRoutes } from '../../db/schema';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { done, reply, success } from '../../kit/schemas';
import { sipGuard } from '../../sip/guard';
import { MAX_ROUTES, ROUTE_NOT_FOUND, ROUTE_TAKEN, TOO_MANY_ROUTES } from '../../sip/messages';

const routeDoc = reply('An outbound route: id, route (SIP URI), host, port, createdAt');
const routeField = z.string().max(SIP_URI_MAX_LENGTH, `At most ${SIP_URI_MAX_LENGTH} characters`).describe('SIP URI: sip:user@host[:port][;params] (sips: too; host a domain, IPv4 or [IPv6])');
const routeObject = (row: typeof sipOutboundRoutes.$inferSelect) => {
  const uri = parseSipUri(row.route);
  return {
    id: row.id,
    route: row.route,
    host: uri.ok ? uri.value.host : null,
    port: uri.ok ? uri.value.port : null,
    createdAt: row.createdAt.toISOString(),
  };
};

function canonical(raw: string): string {
  const result = parseSipUri(raw);
  if (!result.ok) fail(400, `route: ${result.message}`);
  return result.value.canonical;
}

export default defineArea({
  tag: 'SIP',
  routes: ({ db }) => {
    const guard = sipGuard(db);
    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/sip/outboundRoutes',
        ...guard,
        summary: 'The trunk\'s outbound routes, oldest first (not in the spec: the console lists them)',
        response: reply('Routes', { success, outboundRoutes: z.array(routeDoc) }),
        handler: async ({ subject: org }) => {
          const rows = await db
            .select()
            .from(sipOutboundRoutes)
            .where(eq(sipOutboundRoutes.accountId, org.id))
            .orderBy(asc(sipOutboundRoutes.createdAt), asc(sipOutboundRoutes.id));
          return { success: true, outboundRoutes: rows.map(routeObject) };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/sip/outboundRoutes',
        ...guard,
        summary: 'Add an outbound route (a SIP URI)',
        body: z.object({ route: routeField }),
        status: 201,
        response: { 201: reply('The route', { success, outboundRoute: routeDoc }) },
        errors: { 409: ROUTE_TAKEN },
        idempotent: true,
        handler: async ({ body, subject: org, audit, reply: res, db: tx }) => {
          const route = canonical(body.route);
          const [n] = await tx.select({ n: count() }).from(sipOutboundRoutes).where(eq(sipOutboundRoutes.accountId, org.id));
          if ((n?.n ?? 0) >= MAX_ROUTES) fail(409, TOO_MANY_ROUTES);
          const [row] = await tx.insert(sipOutboundRoutes).values({ accountId: org.id, route }).onConflictDoNothing().returning();
          if (!row) fail(409, ROUTE_TAKEN);
          await audit({ action: 'sip.routeAdded', target: org, after: { route } }, tx);
          res.code(201);
          return { success: true, outboundRoute: routeObject(row) };
        },
      }),
      defineRoute({
        method: 'DELETE',
        url: '/api/v2/sip/outboundRoutes',
        ...guard,
        summary: 'Remove an outbound route (as stored or written with another case of scheme and host)',
        body: z.object({ route: routeField }),
        response: done,
        errors: { 404: ROUTE_NOT_FOUND },
        handler: async ({ body, subject: org, audit }) => {
          const route = canonical(body.route);
          const [row] = await db
            .delete(sipOutboundRoutes)
            .where(and(eq(sipOutboundRoutes.accountId, org.id), eq(sipOutboundRoutes.route, route)))
            .returning();
          if (!row) fail(404, ROUTE_NOT_FOUND);
          await audit({ action: 'sip.routeRemoved', target: org, before: { route } });
          return { success: true };
        },
      }),
    ];
  },
});
