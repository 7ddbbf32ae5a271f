// Super admin tools (spec 6; docs/api-contract.md "Super admin"): the admin token, enabling and
// disabling accounts, refunds and the calls flagged for review. Every route but the token itself
// needs a super admin session AND a live admin token of that same super admin.
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../audit';
import { ADMIN_TOKEN_REQUIRED, adminTokenOf, issueAdminToken, requireAdminToken, revokeAdminToken } from '../auth/adminToken';
import { requireAccount } from '../auth/context';
import { accounts, reviewCalls } from '../db/schema';
import { authQuery, authResponses, errorResponse, jsonSchema, obj, parse } from '../http';
import { accountByUsername, ACCOUNT_NOT_FOUND, setAccountStatus } from '../internal/accountStatus';
import { issueRefund, refundBody } from '../internal/refunds';
import { requireSuperAdmin } from '../permissions';
import type { AreaOptions } from './types';

export const REVIEW_CALLS_LIMIT = 100;

const username = z.string({ error: 'Required' }).trim().min(1, 'Required').max(200);
const enableBody = z.object({ username });
const disableBody = z.object({
  username,
  reason: z.string({ error: 'Required' }).trim().min(1, 'Required').max(200, 'At most 200 characters'),
  details: z.string().trim().max(2000, 'At most 2000 characters').nullish(),
});

const adminQuery = authQuery.extend({
  adminToken: z.string().describe('The super admin\'s token from POST /internal/adminToken'),
});
const adminResponses = {
  ...authResponses,
  401: { ...errorResponse, description: `Not signed in, or ${ADMIN_TOKEN_REQUIRED}` },
  403: { ...errorResponse, description: 'The caller is not a super admin' },
};
const ok = obj('Done', { success: { type: 'boolean' } });
const notFound = { ...errorResponse, description: ACCOUNT_NOT_FOUND };

export default async function internalRoutes(app: FastifyInstance, { db }: AreaOptions): Promise<void> {
  const admin = [requireAccount(db), requireAdminToken(db)];

  app.post('/internal/adminToken', {
    preHandler: [requireAccount(db), requireSuperAdmin],
    schema: {
      tags: ['Super admin'],
      summary: 'Issue a 12-hour admin token to the signed-in super admin (sent as adminToken to internal calls)',
      querystring: jsonSchema(authQuery),
      response: {
        200: obj('The token and its expiry (unix seconds)', {
          success: { type: 'boolean' },
          adminToken: { type: 'string' },
          expiresAt: { type: 'integer' },
        }),
        ...authResponses,
        403: { ...errorResponse, description: 'The caller is not a super admin' },
      },
    },
    handler: async (request) => {
      const { token, expiresAt } = await issueAdminToken(db, request.caller.id);
      await recordAudit(db, request, { action: 'adminToken.issued', target: null });
      return { success: true, adminToken: token, expiresAt: Math.floor(expiresAt.getTime() / 1000) };
    },
  });

  // "Forget token" in the console ends the token on the server too, not only on that device.
  app.delete('/internal/adminToken', {
    preHandler: [requireAccount(db), requireSuperAdmin],
    schema: {
      tags: ['Super admin'],
      summary: 'Revoke the admin token sent as adminToken (the caller\'s own; idempotent)',
      querystring: jsonSchema(adminQuery),
      response: { 200: ok, ...authResponses, 403: { ...errorResponse, description: 'The caller is not a super admin' } },
    },
    handler: async (request) => {
      const token = adminTokenOf(request);
      if (token) await revokeAdminToken(db, token, request.caller.id);
      return { success: true };
    },
  });

  app.post('/api/v1/enableAccount', {
    preHandler: admin,
    schema: {
      tags: ['Super admin'],
      summary: 'Enable an organization (with its members and agents) or a reseller (with its subtree)',
      querystring: jsonSchema(adminQuery),
      body: jsonSchema(enableBody),
      response: { 200: ok, 400: errorResponse, ...adminResponses, 404: notFound },
    },
    handler: async (request) => {
      const body = parse(enableBody, request.body);
      await setAccountStatus(db, request, await accountByUsername(db, body.username), null);
      return { success: true };
    },
  });

  app.post('/api/v1/disableAccount', {
    preHandler: admin,
    schema: {
      tags: ['Super admin'],
      summary: 'Disable an organization (with its members and agents) or a reseller (with its subtree); their sessions end',
      querystring: jsonSchema(adminQuery),
      body: jsonSchema(disableBody),
      response: { 200: ok, 400: errorResponse, ...adminResponses, 404: notFound },
    },
    handler: async (request) => {
      const body = parse(disableBody, request.body);
      const account = await accountByUsername(db, body.username);
      await setAccountStatus(db, request, account, { reason: body.reason, details: body.details || null });
      return { success: true };
    },
  });

  app.post('/internal/issueRefundToUser', {
    preHandler: admin,
    schema: {
      tags: ['Super admin'],
      summary: 'Issue a refund in USD (2 decimals, ≤ 10000) or sats (integer, ≤ 100000000): exactly one',
      querystring: jsonSchema(adminQuery),
      body: jsonSchema(refundBody),
      response: {
        200: obj('The refund', { success: { type: 'boolean' }, refund: obj('id, username, usdAmount, satsAmount, createdAt (ISO)') }),
        400: errorResponse,
        ...adminResponses,
        404: notFound,
      },
    },
    handler: async (request) => {
      const refund = await issueRefund(db, request, parse(refundBody, request.body));
      return { success: true, refund };
    },
  });

  app.get('/internal/fetchCallsForReview', {
    preHandler: admin,
    schema: {
      tags: ['Super admin'],
      summary: `The calls flagged for review, newest first (at most ${REVIEW_CALLS_LIMIT})`,
      querystring: jsonSchema(adminQuery),
      response: {
        200: obj('The calls', {
          success: { type: 'boolean' },
          calls: {
            type: 'array',
            items: obj('id, organizationId, orgName, agentAccountId, fromNumber, toNumber, durationSeconds, reason, excerpt, createdAt (ISO)'),
          },
        }),
        ...adminResponses,
      },
    },
    handler: async () => {
      const rows = await db
        .select({ call: reviewCalls, orgName: accounts.accountName })
        .from(reviewCalls)
        .leftJoin(accounts, eq(accounts.id, reviewCalls.organizationId))
        .orderBy(desc(reviewCalls.createdAt), desc(reviewCalls.id))
        .limit(REVIEW_CALLS_LIMIT);
      const calls = rows.map(({ call, orgName }) => ({
        id: call.id,
        organizationId: call.organizationId,
        orgName,
        agentAccountId: call.agentAccountId,
        fromNumber: call.fromNumber,
        toNumber: call.toNumber,
        durationSeconds: call.durationSeconds,
        reason: call.reason,
        excerpt: call.excerpt,
        createdAt: call.createdAt.toISOString(),
      }));
      return { success: true, calls };
    },
  });
}
