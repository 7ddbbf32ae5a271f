// POST /api/v1/mobileCheckIn and GET /api/v1/checkIn/{kind} (docs/api-contract.md "Mobile"): the
// time of the caller's last check-in per kind, kept in its own settings under `checkIns.<kind>`.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireAccount } from '../auth/context';
import { accounts } from '../db/schema';
import { authQuery, authResponses, errorResponse, jsonSchema, obj, parse } from '../http';
import { setPath } from '../rules/deepMerge';
import type { AreaOptions } from '../routes/types';
import { inTransaction } from './mutations';

const checkInBody = z.object({ checkIn: z.literal(true, 'Expected true') });
const kindParams = z.object({ kind: z.string().regex(/^[a-z]{1,20}$/, 'Expected 1 to 20 lower-case letters').default('mobile') });

export async function registerMobileRoutes(app: FastifyInstance, { db }: AreaOptions): Promise<void> {
  const guard = requireAccount(db);

  app.post('/api/v1/mobileCheckIn', {
    preHandler: guard,
    schema: {
      tags: ['Mobile'],
      summary: 'Record that the caller\'s mobile app checked in',
      querystring: jsonSchema(authQuery),
      body: jsonSchema(checkInBody),
      response: {
        200: obj('The check-in time', { success: { type: 'boolean' }, at: { type: 'integer' } }),
        400: errorResponse,
        ...authResponses,
      },
    },
    handler: async (request) => {
      parse(checkInBody, request.body);
      const at = Math.floor(Date.now() / 1000);
      // Read-modify-write under a row lock, so a concurrent settings write is not lost.
      await inTransaction(db, async (tx) => {
        const [row] = await tx
          .select({ settings: accounts.settings })
          .from(accounts)
          .where(eq(accounts.id, request.caller.id))
          .for('update');
        const settings = setPath(row.settings, 'checkIns.mobile', at);
        await tx.update(accounts).set({ settings }).where(eq(accounts.id, request.caller.id));
      });
      return { success: true, at };
    },
  });

  const checkInResponse = {
    200: obj('Whether and when the caller last checked in', {
      success: { type: 'boolean' },
      checkedIn: { type: 'boolean' },
      at: { type: 'integer', nullable: true },
    }),
    400: errorResponse,
    ...authResponses,
  };
  for (const path of ['/api/v1/checkIn', '/api/v1/checkIn/:kind']) {
    app.get(path, {
      preHandler: guard,
      schema: {
        tags: ['Mobile'],
        summary: 'The caller\'s last check-in of a kind (default mobile)',
        querystring: jsonSchema(authQuery),
        ...(path.endsWith(':kind') ? { params: { type: 'object', properties: { kind: { type: 'string' } } } } : {}),
        response: checkInResponse,
      },
      handler: async (request) => {
        const { kind } = parse(kindParams, request.params);
        const checkIns = request.caller.settings.checkIns as Record<string, unknown> | undefined;
        const value = checkIns && typeof checkIns === 'object' && Object.hasOwn(checkIns, kind) ? checkIns[kind] : undefined;
        const at = typeof value === 'number' ? value : null;
        return { success: true, checkedIn: at !== null, at };
      },
    });
  }
}
