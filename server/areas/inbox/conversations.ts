// The inbox's rooms (issue 19 points 1-3; spec document 2 "Conversations and messaging"): the two
// tabs, one room with its messages (reading it marks it read), a person's reply (the takeover) and
// a new conversation. Contract: /work/briefs/inbox-contract.md.
import { and, eq } from 'drizzle-orm';
import { conversations } from '../../db/schema';
import type { Db } from '../../db/store';
import { inTransaction } from '../../db/transaction';
import { defineArea } from '../../kit/area';
import { defineRoute, type AccountContext } from '../../kit/defineRoute';
import { selectCarrier } from '../../providers/carrier';
import { CARRIER_FAILED } from '../../numbers/messages';
import { CONVO_NOT_FOUND, EMPTY_MESSAGE, INBOX_AUDIT_ACTIONS, MEDIA_USED, NUMBER_BLOCKED } from '../../inbox/constants';
import { roomUpdated } from '../../inbox/events';
import { listRooms, type Tab } from '../../inbox/list';
import { roomMessages } from '../../inbox/roomMessages';
import { roomObjects, roomOf, roomViewOf } from '../../inbox/rooms';
import { detailQuery, detailReply, listQuery, roomParams, roomsReply, sendBody, sentReply, startBody, startedReply } from '../../inbox/schemas';
import { sendAsPerson } from '../../inbox/send';
import { startConversation } from '../../inbox/start';
import { fail } from '../../http';
import type { z } from 'zod';

const TABS: { url: string; tab: Tab; what: string }[] = [
  { url: '/api/v1/conversations', tab: 'priority', what: 'the priority tab: rooms a person wrote in or handles, whose agent is off, or with one of the org\'s contacts' },
  { url: '/api/v1/agentConversations', tab: 'agent', what: 'the agent tab (shown as Junk): rooms the agent handled alone' },
];

/** Marks the room read (once: a read room writes nothing), in one transaction with its event. */
async function markRead(db: Db, roomId: string) {
  await inTransaction(db, async (tx) => {
    const [changed] = await tx.update(conversations).set({ unread: false }).where(and(eq(conversations.id, roomId), eq(conversations.unread, true))).returning();
    if (changed) await roomUpdated(tx, changed, 'read');
  });
}

type Ctx = AccountContext<typeof roomParams, typeof detailQuery, z.ZodObject>;

export default defineArea({
  tag: 'Inbox',
  auditActions: INBOX_AUDIT_ACTIONS,
  routes: ({ db }) => {
    const carrier = selectCarrier();
    const detail = async ({ params, query, target }: Ctx) => {
      const room = await roomOf(db, target, params.roomId);
      if (room.unread && query.before === undefined) await markRead(db, room.id);
      const [view, page] = await Promise.all([roomViewOf(db, room.id), roomMessages(db, room.id, query.limit, query.before)]);
      const [object] = await roomObjects(db, room.accountId, [view]);
      return { success: true, room: object!, ...page };
    };
    return [
      ...TABS.map(({ url, tab, what }) =>
        defineRoute({
          method: 'GET',
          url,
          auth: 'account',
          summary: `A page of ${what}; newest activity first`,
          query: listQuery,
          response: roomsReply,
          handler: async ({ query, target }) => ({ success: true, ...(await listRooms(db, target, tab, query)) }),
        }),
      ),
      ...TABS.map(({ url }) =>
        defineRoute({
          method: 'GET',
          url: `${url}/:roomId`,
          auth: 'account',
          summary: 'One room and a page of its messages, newest last (`before` a message id for older ones); reading it marks it read',
          params: roomParams,
          query: detailQuery,
          response: detailReply,
          errors: { 404: CONVO_NOT_FOUND },
          handler: detail,
        }),
      ),
      defineRoute({
        method: 'POST',
        url: '/api/v1/conversations/:roomId/messages',
        auth: 'account',
        permission: 'canEditOrg',
        idempotent: true,
        summary: 'A person replies in the room through the carrier; the room is then handled by that person (the agent stays quiet) for the org\'s takeoverMinutes',
        params: roomParams,
        body: sendBody,
        response: sentReply,
        errors: { 404: CONVO_NOT_FOUND, 409: `${NUMBER_BLOCKED}; or ${MEDIA_USED}`, 502: CARRIER_FAILED },
        handler: async ({ params, body, target, caller, audit, db: work }) => {
          if (!body.body && body.media.length === 0) fail(400, EMPTY_MESSAGE);
          const message = await inTransaction(work, async (tx) => {
            const room = await roomOf(tx, target, params.roomId, { lock: true });
            return sendAsPerson(tx, { carrier, caller, audit }, room, body);
          });
          return { success: true, message };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v1/conversations',
        auth: 'account',
        permission: 'canSetupSMS',
        idempotent: true,
        summary: 'Start a conversation: text an outside number from one of the org\'s numbers (its first SMS number by default) as a person',
        body: startBody,
        response: startedReply,
        errors: { 409: `${NUMBER_BLOCKED}; or ${MEDIA_USED}`, 502: CARRIER_FAILED },
        handler: async ({ body, target, caller, audit, db: work }) => {
          if (!body.body && body.media.length === 0) fail(400, EMPTY_MESSAGE);
          const started = await inTransaction(work, (tx) => startConversation(tx, { carrier, caller, audit }, target, body));
          return { success: true, ...started };
        },
      }),
    ];
  },
});
