import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import rateLimit from '@fastify/rate-limit';
import { issueCode, normalizeAddress, RATE_WINDOW_MS, verifyCode, type Channel, type CodeLimits } from '../../auth/codes';
import { accountById } from '../../auth/context';
import { createSession, createTempSession, redeemOneTimeToken, revokeSession } from '../../auth/sessions';
import { fail, HttpError } from '../../http';
import { defineArea } from '../../kit/area';
import { emailAddress, phoneNumber } from '../../kit/fields';
import { defineRoute } from '../../kit/defineRoute';
import { countHit, databaseRateLimitStore } from '../../kit/limitStore';
import type { Db } from '../../db/store';
import { reply, success } from '../../kit/schemas';
import { completeSignup } from './signupAccount';

export const TOO_MANY = 'Too many code requests. Try again in a few minutes.';
export const BAD_CODE = 'Could not verify code.';

const email = emailAddress;
const phone = phoneNumber;
// The console sends the code as an integer; a 6-digit string is accepted too.
export const code = z.union([z.number().int().min(100000).max(999999), z.string().regex(/^[1-9]\d{5}$/)], {
  error: 'Expected a 6-digit code',
});

const emailSignin = z.object({ email, accountId: z.number().int().positive().optional() });
const phoneSignin = z.object({ phoneNumber: phone, tempUserToken: z.string().optional() });
const emailVerify = z.object({ email, verificationCode: code, mobile: z.boolean().optional() });
const phoneVerify = z.object({ phoneNumber: phone, verificationCode: code, mobile: z.boolean().optional() });

const ok = reply('Always success (no account enumeration)', { success });
const verified = reply('authToken, or for mobile: token, cloudId, username; signedUp when the code was a sign-up\'s and made the account', {
  success,
  signedUp: z.boolean().optional(),
  authToken: z.string().optional(),
  token: z.string().optional(),
  cloudId: z.string().optional(),
  username: z.string().optional(),
});
const oneTimeQuery = z.object({ oneTimeToken: z.string().optional() });

/**
 * The code requests' limits, for every route that sends a code (sign-in, sign-up, email change): per
 * client address (behind a proxy set TRUST_PROXY) and per email or phone, both counted in the database
 * (kit/limitStore.ts, buckets `signin-ip` and `signin-address`), so they hold across API processes and
 * all those routes share one budget.
 */
export async function codeRequestLimits(app: FastifyInstance, db: Db, codeLimits: CodeLimits) {
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db, 'signin-ip') });
  const perIp = app.rateLimit({
    max: codeLimits.perIp,
    timeWindow: RATE_WINDOW_MS,
    errorResponseBuilder: () => new HttpError(429, TOO_MANY),
  });
  /** Counts a code for the address; 429 past its budget. */
  const perAddress = async (db: Db, channel: Channel, address: string) => {
    const hit = await countHit(db, 'signin-address', `${channel}:${address}`, RATE_WINDOW_MS);
    if (hit.count > codeLimits.perAddress) fail(429, TOO_MANY);
  };
  return { perIp, perAddress };
}

export default defineArea({
  tag: 'Sign-in',
  routes: async ({ db, demo, codeLimits }, app) => {
    // One limiter shared by the email and phone code routes: together they count per address.
    const { perIp, perAddress } = await codeRequestLimits(app, db, codeLimits);

    async function sendCode(db: Db, request: FastifyRequest, channel: Channel, address: string, accountId?: number) {
      await perAddress(db, channel, address);
      const sent = await issueCode(db, channel, address, accountId);
      if (sent && demo) request.log.info(`code for ${address}: ${sent}`);
      return { success: true };
    }

    async function finishVerify(channel: Channel, address: string, value: number | string, mobile?: boolean) {
      const hit = await verifyCode(db, channel, address, String(value));
      // a sign-up's code proves the address: its organization is made now (signupAccount.ts)
      const signup = hit?.signupId != null ? await completeSignup(db, hit.signupId) : undefined;
      const accountId = signup?.accountId ?? hit?.accountId ?? undefined;
      const account = accountId === undefined ? undefined : await accountById(db, accountId);
      if (!account || !account.enabled) fail(400, BAD_CODE);
      const token = await createSession(db, account.id);
      const signedUp = signup?.created ? { signedUp: true } : {};
      return mobile
        ? { success: true, token, cloudId: String(account.id), username: account.username, ...signedUp }
        : { success: true, authToken: token, ...signedUp };
    }

    return [
      defineRoute({
        method: 'POST',
        url: '/api/v1/signin/email',
        auth: 'public',
        summary: 'Send a 6-digit sign-in code to an email address',
        onRequest: perIp,
        body: emailSignin,
        response: ok,
        errors: { 429: TOO_MANY },
        // Public: a key is the address's (the caller is not known yet). A replay says only what any
        // request says ("success"), so sharing keys across callers of one address reveals nothing.
        idempotent: { per: 'address', scope: ({ body }) => `signin-email:${normalizeAddress('email', body.email)}` },
        handler: ({ body, request, db }) => sendCode(db, request, 'email', normalizeAddress('email', body.email), body.accountId),
      }),

      defineRoute({
        method: 'POST',
        url: '/api/v1/email/verify',
        auth: 'public',
        summary: 'Exchange an email code for a session token',
        body: emailVerify,
        response: verified,
        errors: { 400: BAD_CODE },
        handler: ({ body }) =>
          finishVerify('email', normalizeAddress('email', body.email), body.verificationCode, body.mobile),
      }),

      defineRoute({
        method: 'POST',
        url: '/api/v1/signin/phoneNumber',
        auth: 'public',
        summary: 'Send a 6-digit sign-in code by SMS',
        onRequest: perIp,
        body: phoneSignin,
        response: ok,
        errors: { 429: TOO_MANY },
        idempotent: { per: 'address', scope: ({ body }) => `signin-phone:${body.phoneNumber}` },
        handler: ({ body, request, db }) => sendCode(db, request, 'phone', body.phoneNumber),
      }),

      defineRoute({
        method: 'POST',
        url: '/api/v1/signin/phoneNumber/verify',
        auth: 'public',
        summary: 'Exchange an SMS code for a session token',
        body: phoneVerify,
        response: verified,
        errors: { 400: BAD_CODE },
        handler: ({ body }) => finishVerify('phone', body.phoneNumber, body.verificationCode, body.mobile),
      }),

      defineRoute({
        method: 'GET',
        url: '/api/v1/oneTimeAuth',
        auth: 'public',
        summary: 'Exchange a single-use token (24 h) for a session token',
        query: oneTimeQuery,
        response: reply('The account and its new session token', {
          id: z.number().int(),
          username: z.string(),
          token: z.string(),
        }),
        errors: { 400: 'No auth token provided', 401: 'Could not authenticate with token' },
        handler: async ({ query }) => {
          if (!query.oneTimeToken) fail(400, 'No auth token provided');
          const accountId = await redeemOneTimeToken(db, query.oneTimeToken);
          const account = accountId === undefined ? undefined : await accountById(db, accountId);
          if (!account || !account.enabled) fail(401, 'Could not authenticate with token');
          return { id: account.id, username: account.username, token: await createSession(db, account.id) };
        },
      }),

      defineRoute({
        method: 'GET',
        url: '/api/v1/allocateTempUserSession',
        auth: 'public',
        summary: 'Allocate an anonymous session',
        response: reply('Anonymous session', { id: z.string(), token: z.string() }),
        handler: () => createTempSession(db),
      }),

      defineRoute({
        method: 'POST',
        url: '/api/v1/logout',
        permission: 'none',
        reason: "it ends the caller's own session",
        auth: 'account',
        summary: 'Revoke the session token',
        response: ok,
        handler: async ({ query }) => {
          await revokeSession(db, query.token);
          return { success: true };
        },
      }),
    ];
  },
});
