// GET /api/v1/search/{target} and /api/v1/enhancedSearch/{target} (spec doc 2 "Conversations and
// messaging"): the target organization's rooms and contacts matching a number or a name; enhanced
// also searches what was written in the rooms.
import { z } from 'zod';
import { searchInbox } from '../../inbox/extras/search';
import { SEARCH_TOO_SHORT } from '../../inbox/extras/messages';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { agentOfTarget, scopeOf } from '../../numbers/scope';

const params = z.object({
  target: z.string().trim().min(2, SEARCH_TOO_SHORT.replace(/^target: /, '')).max(100).describe('A number (any separators) or a name, 2 to 100 characters'),
});
const response = reply('Matching rooms (roomId, externalNumber, agentNumber, name, lastMessage, lastMessageAt) and contacts, at most 20 each', {
  success,
  rooms: z.array(reply('A room')),
  contacts: z.array(reply('A contact')),
});

export default defineArea({
  tag: 'Inbox',
  routes: ({ db }) =>
    (['search', 'enhancedSearch'] as const).map((path) =>
      defineRoute({
        method: 'GET',
        url: `/api/v1/${path}/:target`,
        auth: 'account',
        summary: path === 'search' ? 'Rooms and contacts matching a number or a name' : 'Rooms and contacts matching a number or a name, or rooms whose messages contain it',
        params,
        response,
        handler: async ({ params: { target: phrase }, target }) => ({
          success: true,
          ...(await searchInbox(db, { orgId: scopeOf(target).accountId, agentId: agentOfTarget(target) }, phrase, path === 'enhancedSearch')),
        }),
      }),
    ),
});
