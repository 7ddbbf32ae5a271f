import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accountById } from '../auth/context';
import { profileForAccount, profileForHost, publicProfile } from '../domains';
import { errorResponse, fail, jsonSchema, obj, parse } from '../http';
import type { AreaOptions } from './types';

const lookup = z.object({
  domain: z.string().min(1).max(253).optional(),
  accountId: z.union([z.number().int().positive().max(2_147_483_647), z.string().regex(/^\d{1,9}$/)]).optional(),
});

export default async function domainRoutes(app: FastifyInstance, { db }: AreaOptions): Promise<void> {
  app.post('/api/v1/domain/lookup', {
    schema: {
      tags: ['Domains'],
      summary: 'The domain profile (branding and settings) for a host or an account; public',
      body: jsonSchema(lookup),
      response: {
        200: obj('`domainProfile` is null when nothing matches', {
          success: { type: 'boolean' },
          domainProfile: obj('id, name, details {partnerName, resellerName, image}, settings'),
        }),
        400: errorResponse,
      },
    },
    handler: async (request) => {
      const body = parse(lookup, request.body);
      if (body.domain === undefined && body.accountId === undefined) fail(400, 'domain: Provide domain or accountId');
      let row;
      if (body.accountId !== undefined) {
        const account = await accountById(db, Number(body.accountId));
        row = account ? await profileForAccount(db, account) : undefined;
      } else {
        row = await profileForHost(db, body.domain!);
      }
      return { success: true, domainProfile: row ? publicProfile(row) : null };
    },
  });
}
