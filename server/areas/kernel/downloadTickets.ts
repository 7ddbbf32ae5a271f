// POST /api/v2/downloadTickets: a one-use, 60-second ticket for one download link (a SIP capture, the
// audit CSV), so the console never puts the session token in a URL (server/auth/downloadTickets.ts).
// The ticket grants nothing by itself: the download route checks its level and permission at use.
import { z } from 'zod';
import { isDownloadPath, mintTicket, TICKET_TTL_MS } from '../../auth/downloadTickets';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';

export const NOT_A_DOWNLOAD = 'path: Not a download that takes tickets';
export const NO_TICKETS_FOR_API_TOKENS = 'API tokens send `token` to downloads; tickets are for console sessions';

const body = z.object({
  path: z.string().max(300).regex(/^\/api\/[\w/.-]*$/, 'Expected an API path').describe('The download route, e.g. /api/v2/sip/captures'),
  query: z
    .record(z.string().max(100).regex(/^[\w.-]+$/, 'Expected a parameter name'), z.string().max(2000))
    .refine((q) => Object.keys(q).length <= 40, 'At most 40 parameters')
    .refine((q) => !('token' in q) && !('ticket' in q), 'token and ticket are not bound')
    .default({})
    .describe('The exact query of the download (targetAccountId comes from the call)'),
});

export default defineArea({
  tag: 'Downloads',
  routes: ({ db }) => [
    defineRoute({
      method: 'POST',
      url: '/api/v2/downloadTickets',
      auth: 'account',
      plugin: null,
      permission: 'none',
      reason: 'the ticket carries the caller and target; the download route checks its own permission when the ticket is used',
      summary: `A download ticket (${TICKET_TTL_MS / 1000} s, one use) for one download path and query, bound to the caller and target account`,
      body,
      response: reply('The ticket: put it as `ticket` in the download\'s query, without `token`', { success, ticket: z.string(), expiresAt: z.string() }),
      idempotent: { exempt: 'a ticket is new each time, changes nothing and lives 60 s' },
      handler: async ({ body: b, caller, target, request }) => {
        if (request.apiToken) fail(403, NO_TICKETS_FOR_API_TOKENS);
        if (!isDownloadPath(b.path)) fail(400, NOT_A_DOWNLOAD);
        const { ticket, expiresAt } = await mintTicket(db, { callerId: caller.id, targetId: target.id, path: b.path, query: b.query });
        return { success: true, ticket, expiresAt };
      },
    }),
  ],
});
