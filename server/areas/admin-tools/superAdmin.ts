// Super admin tools (spec 6; docs/api-contract.md "Super admin"): the admin token, enabling and
// disabling accounts, refunds and the calls flagged for review. Every route but the token itself
// needs a super admin session AND a live admin token of that same super admin.
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { adminTokenOf, issueAdminToken, revokeAdminToken } from '../../auth/adminToken';
import { accounts, reviewCalls } from '../../db/schema';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { adminTokenQuery, done, reply, success } from '../../kit/schemas';
import { accountByUsername, ACCOUNT_NOT_FOUND, setAccountStatus } from '../../superAdmin/accountStatus';
import { issueRefund, refundBody } from '../../superAdmin/refunds';

export const REVIEW_CALLS_LIMIT = 100;

const username = z.string({ error: 'Required' }).trim().min(1, 'Required').max(200);
const enableBody = z.object({ username });
const disableBody = z.object({
  username,
  reason: z.string({ error: 'Required' }).trim().min(1, 'Required').max(200, 'At most 200 characters'),
  details: z.string().trim().max(2000, 'At most 2000 characters').nullish(),
});

const notFound = { 404: ACCOUNT_NOT_FOUND };

export default defineArea({
  tag: 'Super admin',
  auditActions: {
    'account.enabled': 'Account enabled',
    'account.disabled': 'Account disabled',
    'refund.issued': 'Refund issued',
    'adminToken.issued': 'Super-admin token issued',
  },
  routes: ({ db }) => [
    defineRoute({
      method: 'POST',
      url: '/internal/adminToken',
      auth: 'superAdmin',
      summary: 'Issue a 12-hour admin token to the signed-in super admin (sent as adminToken to internal calls)',
      response: reply('The token and its expiry (unix seconds)', {
        success,
        adminToken: z.string(),
        expiresAt: z.number().int(),
      }),
      handler: async ({ caller }) => {
        const { token, expiresAt } = await issueAdminToken(db, caller.id);
        return { success: true, adminToken: token, expiresAt: Math.floor(expiresAt.getTime() / 1000) };
      },
      audit: () => ({ action: 'adminToken.issued', target: null }),
    }),

    // "Forget token" in the console ends the token on the server too, not only on that device.
    defineRoute({
      method: 'DELETE',
      url: '/internal/adminToken',
      auth: 'superAdmin',
      summary: 'Revoke the admin token sent as adminToken (the caller\'s own; idempotent)',
      query: z.object({ adminToken: adminTokenQuery.shape.adminToken.optional() }),
      response: done,
      handler: async ({ caller, request }) => {
        const token = adminTokenOf(request);
        if (token) await revokeAdminToken(db, token, caller.id);
        return { success: true };
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/enableAccount',
      auth: 'adminToken',
      summary: 'Enable an organization (with its members and agents) or a reseller (with its subtree)',
      body: enableBody,
      response: done,
      errors: notFound,
      handler: async ({ body, request }) => {
        await setAccountStatus(db, request, await accountByUsername(db, body.username), null);
        return { success: true };
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/disableAccount',
      auth: 'adminToken',
      summary: 'Disable an organization (with its members and agents) or a reseller (with its subtree); their sessions end',
      body: disableBody,
      response: done,
      errors: notFound,
      handler: async ({ body, request }) => {
        const account = await accountByUsername(db, body.username);
        await setAccountStatus(db, request, account, { reason: body.reason, details: body.details || null });
        return { success: true };
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/internal/issueRefundToUser',
      auth: 'adminToken',
      summary: 'Issue a refund in USD (2 decimals, ≤ 10000) or sats (integer, ≤ 100000000): exactly one',
      body: refundBody,
      response: reply('The refund', { success, refund: reply('id, username, usdAmount, satsAmount, createdAt (ISO)') }),
      errors: notFound,
      idempotent: true,
      handler: async ({ body, request, db }) => ({ success: true, refund: await issueRefund(db, request, body) }),
    }),

    defineRoute({
      method: 'GET',
      url: '/internal/fetchCallsForReview',
      auth: 'adminToken',
      summary: `The calls flagged for review, newest first (at most ${REVIEW_CALLS_LIMIT})`,
      response: reply('The calls', {
        success,
        calls: z.array(
          reply('id, organizationId, orgName, agentAccountId, fromNumber, toNumber, durationSeconds, reason, excerpt, createdAt (ISO)'),
        ),
      }),
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
    }),
  ],
});
