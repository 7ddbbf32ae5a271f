import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { accountObject } from '../accountView';
import { normalizeAddress } from '../auth/codes';
import { accountById, requireAccount } from '../auth/context';
import { accounts } from '../db/schema';
import { authQuery, authResponses, errorResponse, fail, jsonSchema, obj, parse } from '../http';
import { setPath } from '../rules/deepMerge';
import type { AreaOptions } from './types';

const accountUpdate = z.object({
  name: z.string().trim().min(1, 'Required').max(200).optional(),
  accountName: z.string().trim().min(1, 'Required').max(200).optional(),
  email: z.email('Invalid email address').max(254).optional(),
  phoneNumber: z
    .string()
    .transform((v) => normalizeAddress('phone', v))
    .pipe(z.string().regex(/^\+?[1-9]\d{6,14}$/, 'Invalid phone number'))
    .optional(),
});

const settingKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}(\.[A-Za-z0-9_-]{1,64}){0,7}$/, 'Expected a dotted settings key');
const settingBody = z.object({ key: settingKey, value: z.unknown() });

const accountDoc = obj('The account object (see docs/api-contract.md)');
const accountResponse = obj('The target account, plus `user` (the caller) when they differ', {
  success: { type: 'boolean' },
  account: accountDoc,
  user: accountDoc,
});

export default async function accountRoutes(app: FastifyInstance, { db }: AreaOptions): Promise<void> {
  const guard = requireAccount(db);

  app.get('/api/v1/account', {
    preHandler: guard,
    schema: {
      tags: ['Account'],
      summary: 'The target account (default: the caller)',
      querystring: jsonSchema(authQuery),
      response: { 200: accountResponse, ...authResponses, 404: errorResponse },
    },
    handler: async (request) => {
      const account = await accountObject(db, request.target);
      if (request.target.id === request.caller.id) return { success: true, account };
      return { success: true, account, user: await accountObject(db, request.caller) };
    },
  });

  app.post('/api/v1/account', {
    preHandler: guard,
    schema: {
      tags: ['Account'],
      summary: 'Update name, account name, email or phone number of the target account',
      querystring: jsonSchema(authQuery),
      body: jsonSchema(accountUpdate),
      response: { 200: accountResponse, 400: errorResponse, ...authResponses, 409: errorResponse },
    },
    handler: async (request) => {
      const body = parse(accountUpdate, request.body);
      const changes = { ...body, email: body.email === undefined ? undefined : normalizeAddress('email', body.email) };
      for (const field of ['email', 'phoneNumber'] as const) {
        const value = changes[field];
        if (value === undefined) continue;
        const [other] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts[field], value));
        if (other && other.id !== request.target.id) fail(409, `${field}: Already used by another account`);
      }
      if (Object.values(changes).some((v) => v !== undefined)) {
        await db.update(accounts).set(changes).where(eq(accounts.id, request.target.id));
      }
      const row = await accountById(db, request.target.id);
      return { success: true, account: await accountObject(db, row!) };
    },
  });

  app.post('/api/v1/accountSetting', {
    preHandler: guard,
    schema: {
      tags: ['Account'],
      summary: 'Set one of the target account\'s own settings (dotted key; null removes it)',
      querystring: jsonSchema(authQuery),
      body: jsonSchema(settingBody),
      response: {
        200: obj('The account\'s own settings', { success: { type: 'boolean' }, settings: { type: 'object' } }),
        400: errorResponse,
        ...authResponses,
      },
    },
    handler: async (request) => {
      const { key, value } = parse(settingBody, request.body);
      if (/(^|\.)(__proto__|constructor|prototype)(\.|$)/.test(key)) fail(400, 'key: Not allowed');
      const current = (await accountById(db, request.target.id))!.settings;
      const settings = setPath(current, key, value === undefined ? null : value);
      await db.update(accounts).set({ settings }).where(eq(accounts.id, request.target.id));
      return { success: true, settings };
    },
  });
}
