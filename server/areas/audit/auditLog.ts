// The audit log API (issue 3, point 9). Read-only: the list, the CSV export, and the one write a
// client may make, reporting an event only the console sees (takeovers, view switches). No route
// updates or deletes an entry; PUT/PATCH/DELETE on these paths answer 404.
import { cappedCount, totalExactDoc } from '../../kit/cappedCount';
import { z } from 'zod';
import { declaredActions } from '../../audit/catalog';
import { auditCsv } from '../../audit/csv';
import { auditFilters, auditListQuery, auditOrder, auditScope, auditWhere, entryObject } from '../../audit/query';
import { auditLog } from '../../db/schema';
import { defineArea } from '../../kit/area';
import { loggableError } from '../../kit/databaseErrors';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';

const MAX_DETAILS_BYTES = 2048;

/** Events only the console sees, which it reports itself (POST /api/v2/auditEvent). */
const CONSOLE_EVENTS = {
  'takeover.started': 'Takeover started',
  'takeover.ended': 'Takeover ended',
  'viewAs.switched': 'View switched',
} as const;
const CONSOLE_EVENT_KEYS = Object.keys(CONSOLE_EVENTS) as (keyof typeof CONSOLE_EVENTS)[];

const eventBody = z.object({
  action: z.enum(CONSOLE_EVENT_KEYS, `Expected one of ${CONSOLE_EVENT_KEYS.join(', ')}`),
  details: z
    .record(z.string(), z.unknown(), 'Expected an object')
    .refine((d) => Buffer.byteLength(JSON.stringify(d)) <= MAX_DETAILS_BYTES, 'At most 2 kB')
    .optional(),
});

const entryDoc = reply(
  'An audit entry: id, at (ISO), action, actionLabel, actorId, actorUsername, actingAsId, targetAccountId, ' +
    'targetName, partnerId, resellerId, organizationId, before, after',
);

export default defineArea({
  tag: 'Audit log',
  auditActions: CONSOLE_EVENTS,
  routes: ({ db }) => [
    defineRoute({
      method: 'GET',
      url: '/api/v2/auditLog/actions',
      auth: 'account',
      permission: 'none',
      reason: 'the vocabulary of actions and their labels, no record of anyone',
      summary: 'The actions the audit log records, with their labels, as the server\'s areas declare them',
      response: reply('The actions', { success, actions: z.array(reply('action, label')) }),
      handler: () => ({ success: true, actions: declaredActions() }),
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v2/auditLog',
      auth: 'elevated',
      summary:
        'A page (1-based) of the audit log of the target\'s subtree (super admin targeting itself: all). ' +
        'Filter on an entry\'s target with `targetId` (`targetAccountId` is the scope).',
      query: auditListQuery,
      response: reply('A page of entries', { success, entries: z.array(entryDoc), total: z.number().int(), totalExact: totalExactDoc }),
      handler: async ({ query, request }) => {
        const where = auditWhere(auditScope(request), query);
        const [rows, total] = await Promise.all([
          db
            .select()
            .from(auditLog)
            .where(where)
            .orderBy(...auditOrder(query.order))
            .limit(query.pageSize)
            .offset((query.page - 1) * query.pageSize),
          cappedCount(db, auditLog, where),
        ]);
        return { success: true, entries: rows.map(entryObject), total: total.n, totalExact: total.exact };
      },
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v2/auditLog/export',
      download: true,
      auth: 'elevated',
      summary: 'The filtered audit log as a CSV attachment (streamed; same filters and scope as the list)',
      query: auditFilters,
      produces: ['text/csv'],
      response: z.string().describe('CSV: at, action, actionLabel, actor, actingAsId, targetAccountId, targetName, before, after'),
      handler: async ({ query, request, reply: res }) => {
        const csv = await auditCsv(db, auditWhere(auditScope(request), query), query.order, (error) =>
          request.log.error({ err: loggableError(error, false) }, 'audit export aborted'),
        );
        return res
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', 'attachment; filename="audit-log.csv"')
          .header('Cache-Control', 'no-store')
          .send(csv);
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v2/auditEvent',
      permission: 'none',
      reason: "any signed-in account records the console events of its own session",
      auth: 'account',
      // Any console user reports its own takeovers and view switches, whatever plugins it sees.
      plugin: null,
      summary:
        'Report an event only the console sees (takeover.started, takeover.ended, viewAs.switched); ' +
        'actor from the token, target from targetAccountId',
      bodyLimit: 8 * 1024,
      body: eventBody,
      status: 201,
      response: reply('Recorded', { success }),
      // a retried report records the event once (the kit records the audit entry in the key's transaction)
      idempotent: true,
      handler: () => ({ success: true }),
      // A takeover is about the account taken over (the request's target); a view switch is the caller's own.
      audit: ({ body, caller, target }) => ({
        action: body.action,
        target: body.action === 'viewAs.switched' ? caller : target,
        after: body.details ?? null,
      }),
    }),
  ],
});
