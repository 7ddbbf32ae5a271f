// What a person does to a room from the inbox (issue 19 points 3-4; spec document 2 "Conversations
// and messaging"): let the agent answer again now (resume), switch the agent on or off, close and
// unarchive, rate. Every change is a 'conversation.updated' event; resume and the agent switch are
// audited.
import { z } from 'zod';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { CONVO_NOT_FOUND } from '../../inbox/constants';
import { changeRoom, NOT_HANDLED } from '../../inbox/roomChanges';
import { isHandled, roomOf } from '../../inbox/rooms';
import { roomParams, roomReply } from '../../inbox/schemas';

const roomIdBody = z.object({ roomId: z.string().max(64).describe('The conversation\'s roomId') });
const aiReply = reply('Whether the agent answers the room', { success, aiAgentEnabled: z.boolean() });

export default defineArea({
  tag: 'Inbox',
  routes: ({ db }) => [
    defineRoute({
      method: 'POST',
      url: '/api/v1/conversations/:roomId/resume',
      auth: 'account',
      permission: 'canEditOrg',
      summary: 'End the takeover now: the agent answers the room\'s next message again (audited)',
      params: roomParams,
      response: roomReply,
      errors: { 404: CONVO_NOT_FOUND },
      handler: async ({ params, target, audit }) => ({
        success: true,
        room: await changeRoom(db, target, params.roomId, {
          change: 'resume',
          set: (room) => (isHandled(room) ? NOT_HANDLED : null),
          then: (tx, before) => audit({ action: 'conversation.resumed', before: { roomId: before.id, handledById: before.handledById, until: before.handledUntil?.toISOString() ?? null } }, tx),
        }),
      }),
    }),
    defineRoute({
      method: 'GET',
      url: '/api/v1/conversations/:roomId/aiAgentEnabled',
      auth: 'account',
      summary: 'Whether the agent answers the room (a person\'s takeover pauses it too, see handledBy)',
      params: roomParams,
      response: aiReply,
      errors: { 404: CONVO_NOT_FOUND },
      handler: async ({ params, target }) => ({ success: true, aiAgentEnabled: (await roomOf(db, target, params.roomId)).aiAgentEnabled }),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/v1/conversations/:roomId/aiAgentEnabled',
      auth: 'account',
      permission: 'canEditOrg',
      summary: 'Switch the room\'s agent on or off (audited); off, the room is on the priority tab and nothing is answered',
      params: roomParams,
      body: z.object({ aiAgentEnabled: z.boolean() }),
      response: aiReply,
      errors: { 404: CONVO_NOT_FOUND },
      handler: async ({ params, body, target, audit }) => {
        const room = await changeRoom(db, target, params.roomId, {
          change: 'ai',
          set: (r) => (r.aiAgentEnabled === body.aiAgentEnabled ? null : { aiAgentEnabled: body.aiAgentEnabled }),
          then: (tx, before, after) => audit({ action: 'conversation.aiAgentChanged', before: { roomId: before.id, aiAgentEnabled: before.aiAgentEnabled }, after: { roomId: after.id, aiAgentEnabled: after.aiAgentEnabled } }, tx),
        });
        return { success: true, aiAgentEnabled: room.aiAgentEnabled };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/api/v1/closeConversation',
      auth: 'account',
      permission: 'canEditOrg',
      summary: 'Close the room: it leaves both tabs for the archived list (`archived=true`) until unarchived or written in again',
      body: roomIdBody,
      response: roomReply,
      errors: { 404: CONVO_NOT_FOUND },
      handler: async ({ body, target }) => ({
        success: true,
        room: await changeRoom(db, target, body.roomId, { change: 'closed', set: (r) => (r.archived && r.status === 'closed' ? null : { status: 'closed', archived: true }) }),
      }),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/v1/unarchiveConversation',
      auth: 'account',
      permission: 'canEditOrg',
      summary: 'Open a closed room again: it is back on its tab',
      body: roomIdBody,
      response: roomReply,
      errors: { 404: CONVO_NOT_FOUND },
      handler: async ({ body, target }) => ({
        success: true,
        room: await changeRoom(db, target, body.roomId, { change: 'unarchived', set: (r) => (!r.archived && r.status === 'open' ? null : { status: 'open', archived: false }) }),
      }),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/v1/rateConvo',
      auth: 'account',
      permission: 'canEditOrg',
      summary: 'Rate the conversation from 1 to 5 (rating it again replaces the rating)',
      body: roomIdBody.extend({ rating: z.number().int('Expected a whole number from 1 to 5').min(1, 'From 1 to 5').max(5, 'From 1 to 5') }),
      response: reply('The rating', { success, rating: z.number().int() }),
      errors: { 404: CONVO_NOT_FOUND },
      handler: async ({ body, target }) => {
        const room = await changeRoom(db, target, body.roomId, { change: 'rating', set: (r) => (r.rating === body.rating ? null : { rating: body.rating }) });
        return { success: true, rating: room.rating! };
      },
    }),
  ],
});
