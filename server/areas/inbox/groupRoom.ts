// POST /api/v1/getGroupConversationRoomId { users } (spec doc 2 "Conversations and messaging"): the one
// room of the organization for a set of people, made on first ask: the same numbers in any order and
// repeated answer the same roomId. No users is refused (the console then clears the new conversation,
// spec 1 §4.3).
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { groupRooms } from '../../db/schema';
import { USERS_REQUIRED } from '../../inbox/extras/messages';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { e164Number } from '../../kit/fields';
import { reply, success } from '../../kit/schemas';
import { scopeOf } from '../../numbers/scope';

const MAX_USERS = 20;

export default defineArea({
  tag: 'Inbox',
  routes: () => [
    defineRoute({
      method: 'POST',
      url: '/api/v1/getGroupConversationRoomId',
      auth: 'account',
      summary: 'The room of the organization for a set of people (E.164 numbers), made on first ask',
      body: z.object({
        users: z.array(e164Number).min(1, USERS_REQUIRED.replace(/^users: /, '')).max(MAX_USERS, `At most ${MAX_USERS} users`).describe('The people, E.164 numbers'),
      }),
      response: reply('The room', { success, roomId: z.string(), users: z.array(z.string()) }),
      idempotent: { exempt: 'get-or-create by the set of people: a repeat answers the same room' },
      handler: async ({ body, target, db }) => {
        const accountId = scopeOf(target).accountId;
        const users = [...new Set(body.users)].sort();
        const usersKey = users.join(',');
        await db.insert(groupRooms).values({ accountId, usersKey, users }).onConflictDoNothing();
        const [room] = await db.select().from(groupRooms).where(and(eq(groupRooms.accountId, accountId), eq(groupRooms.usersKey, usersKey)));
        return { success: true, roomId: room!.id, users: room!.users };
      },
    }),
  ],
});
