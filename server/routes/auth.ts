import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '../http';
import { issueCode, normalizeAddress, RATE_WINDOW_MS, recentRequests, verifyCode, type Channel } from '../auth/codes';
import { accountById, requireAccount } from '../auth/context';
import { createSession, createTempSession, redeemOneTimeToken, revokeSession } from '../auth/sessions';
import { authQuery, authResponses, errorResponse, fail, jsonSchema, obj, parse } from '../http';
import type { AreaOptions } from './types';

export const TOO_MANY = 'Too many code requests. Try again in a few minutes.';
export const BAD_CODE = 'Could not verify code.';

const email = z.email('Invalid email address').max(254);
const phone = z
  .string()
  .transform((v) => normalizeAddress('phone', v))
  .pipe(z.string().regex(/^\+?[1-9]\d{6,14}$/, 'Invalid phone number'));
// The console sends the code as an integer; a 6-digit string is accepted too.
const code = z.union([z.number().int().min(100000).max(999999), z.string().regex(/^[1-9]\d{5}$/)], {
  error: 'Expected a 6-digit code',
});

const emailSignin = z.object({ email, accountId: z.number().int().positive().optional() });
const phoneSignin = z.object({ phoneNumber: phone, tempUserToken: z.string().optional() });
const emailVerify = z.object({ email, verificationCode: code, mobile: z.boolean().optional() });
const phoneVerify = z.object({ phoneNumber: phone, verificationCode: code, mobile: z.boolean().optional() });

const ok = obj('Always success (no account enumeration)', { success: { type: 'boolean' } });
const verified = obj('authToken, or for mobile: token, cloudId, username', {
  success: { type: 'boolean' },
  authToken: { type: 'string' },
  token: { type: 'string' },
  cloudId: { type: 'string' },
  username: { type: 'string' },
});
const tooMany = { ...errorResponse, description: TOO_MANY };

export default async function authRoutes(app: FastifyInstance, opts: AreaOptions): Promise<void> {
  const { db, demo, codeLimits } = opts;
  // Per client address (one process's memory; behind a proxy set TRUST_PROXY). The per-address
  // limit below is counted in the database, so it holds across processes.
  await app.register(rateLimit, { global: false });
  // One limiter shared by the email and phone code routes: together they count per address.
  const perIp = app.rateLimit({
    max: codeLimits.perIp,
    timeWindow: RATE_WINDOW_MS,
    errorResponseBuilder: () => new HttpError(429, TOO_MANY),
  });

  async function sendCode(request: FastifyRequest, channel: Channel, address: string, accountId?: number) {
    if ((await recentRequests(db, channel, address)) >= codeLimits.perAddress) fail(429, TOO_MANY);
    const sent = await issueCode(db, channel, address, accountId);
    if (sent && demo) request.log.info(`code for ${address}: ${sent}`);
    return { success: true };
  }

  async function finishVerify(channel: Channel, address: string, value: number | string, mobile?: boolean) {
    const accountId = await verifyCode(db, channel, address, String(value));
    const account = accountId === undefined ? undefined : await accountById(db, accountId);
    if (!account || !account.enabled) fail(400, BAD_CODE);
    const token = await createSession(db, account.id);
    return mobile
      ? { success: true, token, cloudId: String(account.id), username: account.username }
      : { success: true, authToken: token };
  }

  app.post('/api/v1/signin/email', {
    onRequest: perIp,
    schema: {
      tags: ['Sign-in'],
      summary: 'Send a 6-digit sign-in code to an email address',
      body: jsonSchema(emailSignin),
      response: { 200: ok, 400: errorResponse, 429: tooMany },
    },
    handler: async (request) => {
      const body = parse(emailSignin, request.body);
      return sendCode(request, 'email', normalizeAddress('email', body.email), body.accountId);
    },
  });

  app.post('/api/v1/email/verify', {
    schema: {
      tags: ['Sign-in'],
      summary: 'Exchange an email code for a session token',
      body: jsonSchema(emailVerify),
      response: { 200: verified, 400: { ...errorResponse, description: BAD_CODE } },
    },
    handler: async (request) => {
      const body = parse(emailVerify, request.body);
      return finishVerify('email', normalizeAddress('email', body.email), body.verificationCode, body.mobile);
    },
  });

  app.post('/api/v1/signin/phoneNumber', {
    onRequest: perIp,
    schema: {
      tags: ['Sign-in'],
      summary: 'Send a 6-digit sign-in code by SMS',
      body: jsonSchema(phoneSignin),
      response: { 200: ok, 400: errorResponse, 429: tooMany },
    },
    handler: async (request) => {
      const body = parse(phoneSignin, request.body);
      return sendCode(request, 'phone', body.phoneNumber);
    },
  });

  app.post('/api/v1/signin/phoneNumber/verify', {
    schema: {
      tags: ['Sign-in'],
      summary: 'Exchange an SMS code for a session token',
      body: jsonSchema(phoneVerify),
      response: { 200: verified, 400: { ...errorResponse, description: BAD_CODE } },
    },
    handler: async (request) => {
      const body = parse(phoneVerify, request.body);
      return finishVerify('phone', body.phoneNumber, body.verificationCode, body.mobile);
    },
  });

  const oneTimeQuery = z.object({ oneTimeToken: z.string().optional() });
  app.get('/api/v1/oneTimeAuth', {
    schema: {
      tags: ['Sign-in'],
      summary: 'Exchange a single-use token (24 h) for a session token',
      querystring: jsonSchema(oneTimeQuery),
      response: {
        200: obj('The account and its new session token', {
          id: { type: 'integer' },
          username: { type: 'string' },
          token: { type: 'string' },
        }),
        400: { ...errorResponse, description: 'No auth token provided' },
        401: { ...errorResponse, description: 'Could not authenticate with token' },
      },
    },
    handler: async (request) => {
      const { oneTimeToken } = parse(oneTimeQuery, request.query);
      if (!oneTimeToken) fail(400, 'No auth token provided');
      const accountId = await redeemOneTimeToken(db, oneTimeToken);
      const account = accountId === undefined ? undefined : await accountById(db, accountId);
      if (!account || !account.enabled) fail(401, 'Could not authenticate with token');
      return { id: account.id, username: account.username, token: await createSession(db, account.id) };
    },
  });

  app.get('/api/v1/allocateTempUserSession', {
    schema: {
      tags: ['Sign-in'],
      summary: 'Allocate an anonymous session',
      response: { 200: obj('Anonymous session', { id: { type: 'string' }, token: { type: 'string' } }) },
    },
    handler: async () => createTempSession(db),
  });

  app.post('/api/v1/logout', {
    preHandler: requireAccount(db),
    schema: {
      tags: ['Sign-in'],
      summary: 'Revoke the session token',
      querystring: jsonSchema(authQuery),
      response: { 200: ok, ...authResponses },
    },
    handler: async (request) => {
      await revokeSession(db, (request.query as { token: string }).token);
      return { success: true };
    },
  });
}
