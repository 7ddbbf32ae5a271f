import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { outbox } from '../db/schema';
import { jsonSchema, obj, parse } from '../http';
import type { AreaOptions } from './types';

const outboxQuery = z.object({ to: z.string().max(254).optional() });

/** Demo-only tools; buildApp registers this module only when `demo` is on. */
export default async function devRoutes(app: FastifyInstance, { db }: AreaOptions): Promise<void> {
  app.get('/dev/outbox', {
    schema: {
      tags: ['Demo'],
      summary: 'Codes sent (demo mode only), newest first; `to` filters by address',
      querystring: jsonSchema(outboxQuery),
      response: {
        200: obj('Messages', {
          messages: {
            type: 'array',
            items: obj('Message', {
              to: { type: 'string' },
              channel: { type: 'string' },
              code: { type: 'string' },
              text: { type: 'string' },
              createdAt: { type: 'string' },
            }),
          },
        }),
      },
    },
    handler: async (request) => {
      const { to } = parse(outboxQuery, request.query);
      const address = to?.trim();
      // Phone numbers are stored as + and digits; emails lower-cased: normalise the filter the same way.
      const key = address && (address.includes('@') ? address.toLowerCase() : address.replace(/[^\d+]/g, ''));
      const rows = await db
        .select()
        .from(outbox)
        .where(key ? eq(outbox.to, key) : undefined)
        .orderBy(desc(outbox.id))
        .limit(100);
      return {
        messages: rows.map((r) => ({
          to: r.to,
          channel: r.channel,
          code: r.code,
          text: r.text,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  });
}
