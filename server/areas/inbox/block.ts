// Block and unblock (spec document 2: GET /api/v1/block/{id} (both=true); POST /api/v1/block:
// targetUsername): an outside number of the organization, named by its room's id or the number.
// A blocked number's messages are kept and counted, never shown nor answered; nothing is sent to it.
import { z } from 'zod';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { isBlocked, setBlocked } from '../../inbox/block';
import { BLOCK_TARGET_UNKNOWN, CONVO_NOT_FOUND } from '../../inbox/constants';

const blockedReply = reply('Whether the number is blocked', { success, blocked: z.boolean() });
const target = z.string().min(1, 'Required').max(64).describe('The room\'s id or the outside number (E.164)');

export default defineArea({
  tag: 'Inbox',
  routes: ({ db }) => [
    defineRoute({
      method: 'GET',
      url: '/api/v1/block/:id',
      auth: 'account',
      summary: 'Whether the room\'s outside number (or this number) is blocked; a block holds both ways (nothing in, nothing out), so `both=true` answers the same',
      params: z.object({ id: target }),
      query: z.object({ both: z.enum(['true', 'false']).optional().describe('Accepted as the spec sends it: a block always holds both ways') }),
      response: blockedReply,
      errors: { 404: CONVO_NOT_FOUND },
      handler: async ({ params, target: account }) => ({ success: true, blocked: await isBlocked(db, account, params.id) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/v1/block',
      auth: 'account',
      permission: 'canEditOrg',
      summary: 'Block an outside number (or unblock it with `blocked: false`) for the whole organization (audited)',
      body: z.object({ targetUsername: target, blocked: z.boolean().default(true).describe('false unblocks') }),
      response: blockedReply,
      errors: { 400: BLOCK_TARGET_UNKNOWN, 404: CONVO_NOT_FOUND },
      handler: async ({ body, target: account, caller, audit }) => ({ success: true, blocked: await setBlocked(db, account, caller, audit, body.targetUsername, body.blocked) }),
    }),
  ],
});
