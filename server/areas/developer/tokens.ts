// API tokens (issue 21 point 1; spec doc 2 "Developer": GET, POST, DELETE /api/v2/tokens with
// description, type; token). A token is made for the call's target account (inside the caller's
// subtree) and acts on that account only; its value is answered once and stored hashed. Owners and
// the accounts above them manage tokens (canManageOutgoing): a token takes the account's data out.
import { and, asc, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { newApiToken } from '../../auth/apiTokens';
import { hashToken } from '../../auth/tokens';
import { ownerOrAbove } from '../../auth/permissionChecks';
import { apiTokens } from '../../db/schema';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { done, reply, success } from '../../kit/schemas';
import { createTokenBody, deleteTokenBody, expiryOf, TOKEN_AUDIT_ACTIONS, TOKEN_MESSAGES, tokenDoc, tokenView, UUID } from './tokenRules';

export default defineArea({
  tag: 'Developer',
  auditActions: TOKEN_AUDIT_ACTIONS,
  routes: ({ db }) => {
    const guard = { auth: 'account' as const, allow: ownerOrAbove };
    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/tokens',
        ...guard,
        summary: 'The API tokens of the target account, without their values',
        response: reply('Tokens', { success, tokens: z.array(tokenDoc) }),
        handler: async ({ target }) => {
          const rows = await db.select().from(apiTokens).where(eq(apiTokens.accountId, target.id)).orderBy(asc(apiTokens.createdAt));
          return { success: true, tokens: rows.map(tokenView) };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/tokens',
        ...guard,
        summary: 'Create an API token for the target account; `token` holds its value, shown this once',
        body: createTokenBody,
        status: 201,
        response: {
          201: reply('The token: its value this once; a replayed Idempotency-Key answers token null and valueShownOnce', {
            success,
            token: z.string().nullable(),
            valueShownOnce: z.string().optional(),
            apiToken: tokenDoc,
          }),
        },
        idempotent: true,
        // the value must not sit in the idempotency table for 24 h: a replay gets the same token id without it
        replayRedact: (answer) => ({ ...(answer as Record<string, unknown>), token: null, valueShownOnce: TOKEN_MESSAGES.shownOnce }),
        handler: async ({ body, request, target, caller, audit, reply: res, db: tx }) => {
          if (request.apiToken) fail(403, TOKEN_MESSAGES.noTokenMinting);
          const expiresAt = expiryOf(body);
          const made = newApiToken();
          const [row] = await tx
            .insert(apiTokens)
            .values({ accountId: target.id, createdBy: caller.id, description: body.description, type: body.type, tokenHash: made.hash, prefix: made.prefix, expiresAt })
            .returning();
          const apiToken = tokenView(row!);
          await audit({ action: 'apiToken.created', target, after: { id: apiToken.id, description: apiToken.description, type: apiToken.type, expiresAt: apiToken.expiresAt } }, tx);
          res.code(201);
          return { success: true, token: made.value, apiToken };
        },
      }),
      defineRoute({
        method: 'DELETE',
        url: '/api/v2/tokens',
        ...guard,
        summary: 'Revoke an API token at once (by `id`, or `token`: the value or the id)',
        body: deleteTokenBody,
        response: done,
        errors: { 404: TOKEN_MESSAGES.notFound },
        handler: async ({ body, request, target, audit }) => {
          if (request.apiToken) fail(403, TOKEN_MESSAGES.noTokenMinting);
          const given = body.id ?? body.token;
          if (!given) fail(400, TOKEN_MESSAGES.deleteWhich);
          const which = UUID.test(given) ? or(eq(apiTokens.id, given), eq(apiTokens.tokenHash, hashToken(given))) : eq(apiTokens.tokenHash, hashToken(given));
          // revoked means gone: the credential lookup finds nothing on the very next call
          const [row] = await db.delete(apiTokens).where(and(eq(apiTokens.accountId, target.id), which)).returning();
          if (!row) fail(404, TOKEN_MESSAGES.notFound);
          await audit({ action: 'apiToken.revoked', target, before: { id: row.id, description: row.description, type: row.type } });
          return { success: true };
        },
      }),
    ];
  },
});
