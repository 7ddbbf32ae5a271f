// The audit log API (issue 3, point 9). Read-only: the list, the CSV export, and the one write a
// client may make, reporting an event only the console sees (takeovers, view switches). No route
// updates or deletes an entry; PUT/PATCH/DELETE on these paths answer 404.
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { z } from 'zod';
import { CLIENT_REPORTED_ACTIONS } from '../../src/kernel/auditActions';
import { recordAudit } from '../audit';
import { auditCsv } from '../audit/csv';
import { auditFilters, auditListQuery, auditOrder, auditScope, auditWhere, entryObject } from '../audit/query';
import { requireAccount } from '../auth/context';
import { auditLog } from '../db/schema';
import { authQuery, authResponses, errorResponse, jsonSchema, obj, parse } from '../http';
import type { AreaOptions } from './types';

const MAX_DETAILS_BYTES = 2048;

const eventBody = z.object({
  action: z.enum(CLIENT_REPORTED_ACTIONS, `Expected one of ${CLIENT_REPORTED_ACTIONS.join(', ')}`),
  details: z
    .record(z.string(), z.unknown(), 'Expected an object')
    .refine((d) => Buffer.byteLength(JSON.stringify(d)) <= MAX_DETAILS_BYTES, 'At most 2 kB')
    .optional(),
});

const entryDoc = obj(
  'An audit entry: id, at (ISO), action, actionLabel, actorId, actorUsername, actingAsId, targetAccountId, ' +
    'targetName, partnerId, resellerId, organizationId, before, after',
);

export default async function auditRoutes(app: FastifyInstance, { db }: AreaOptions): Promise<void> {
  const guard = requireAccount(db);

  app.get('/api/v2/auditLog', {
    preHandler: guard,
    schema: {
      tags: ['Audit log'],
      summary:
        'A page (1-based) of the audit log of the target\'s subtree (super admin targeting itself: all). ' +
        'Filter on an entry\'s target with `targetId` (`targetAccountId` is the scope).',
      querystring: jsonSchema(auditListQuery),
      response: {
        200: obj('A page of entries', {
          success: { type: 'boolean' },
          entries: { type: 'array', items: entryDoc },
          total: { type: 'integer' },
        }),
        400: errorResponse,
        ...authResponses,
      },
    },
    handler: async (request) => {
      const scope = auditScope(request);
      const query = parse(auditListQuery, request.query);
      const where = auditWhere(scope, query);
      const [rows, [{ n }]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(...auditOrder(query.order))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return { success: true, entries: rows.map(entryObject), total: Number(n) };
    },
  });

  app.get('/api/v2/auditLog/export', {
    preHandler: guard,
    schema: {
      tags: ['Audit log'],
      summary: 'The filtered audit log as a CSV attachment (streamed; same filters and scope as the list)',
      querystring: jsonSchema(auditFilters),
      produces: ['text/csv'],
      response: {
        200: { type: 'string', description: 'CSV: at, action, actionLabel, actor, actingAsId, targetAccountId, targetName, before, after' },
        400: errorResponse,
        ...authResponses,
      },
    },
    handler: async (request, reply) => {
      const scope = auditScope(request);
      const query = parse(auditFilters, request.query);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="audit-log.csv"')
        .header('Cache-Control', 'no-store')
        .send(auditCsv(db, auditWhere(scope, query), query.order));
    },
  });

  app.post('/api/v2/auditEvent', {
    preHandler: guard,
    bodyLimit: 8 * 1024,
    schema: {
      tags: ['Audit log'],
      summary:
        'Report an event only the console sees (takeover.started, takeover.ended, viewAs.switched); ' +
        'actor from the token, target from targetAccountId',
      querystring: jsonSchema(authQuery),
      body: jsonSchema(eventBody),
      response: { 201: obj('Recorded', { success: { type: 'boolean' } }), 400: errorResponse, ...authResponses },
    },
    handler: async (request, reply) => {
      const { action, details } = parse(eventBody, request.body);
      // A takeover is about the account taken over (the request's target); a view switch is the caller's own.
      const target = action === 'viewAs.switched' ? request.caller : request.target;
      await recordAudit(db, request, { action, target, after: details ?? null });
      reply.code(201);
      return { success: true };
    },
  });
}
