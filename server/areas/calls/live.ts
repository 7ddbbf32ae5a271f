// The live view (issue 18 point 6, beyond the spec): the organization's calls and SMS conversations
// in progress; a supervisor follows one (every listen is audited), ends a call, takes a conversation
// over or hands it back (audited), and writes in it through the carrier (idempotent by messageId).
// The console learns of changes from the events stream and reads these again.
import { z } from 'zod';
import { conversationRuntime } from '../../conversations';
import type { Db } from '../../db/store';
import { LIVE_AUDIT_ACTIONS, LIVE_CALL_NOT_FOUND, MESSAGE_ID_REUSED, NOT_TAKEN_OVER, ROOM_NOT_FOUND } from '../../live/messages';
import { hangUpAtCarrier } from '../../live/hangUp';
import { sendAsSupervisor, setAgentAnswers } from '../../live/supervise';
import { callObject, firstListen, liveCallOf, liveNow, nameOfAgent, roomMessages, roomObject, roomOfTarget } from '../../live/views';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { CARRIER_FAILED } from '../../numbers/messages';
import { selectCarrier } from '../../providers/carrier';

const uuid = z.string().uuid('Expected an id');
const callParams = z.object({ callId: uuid.describe('The call\'s id (its call record\'s uuid)') });
const roomParams = z.object({ roomId: uuid.describe('The conversation\'s roomId') });
const line = z.object({ role: z.string(), text: z.string(), offset: z.number() });
const callDoc = z.object({
  callId: z.string(),
  roomId: z.string(),
  agentId: z.number().int().nullable(),
  agentName: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  status: z.string(),
  startedAt: z.string(),
  transcript: z.array(line),
  actions: z.array(z.string()),
  transferTo: z.string().nullable(),
});
const roomDoc = z.object({
  roomId: z.string(),
  agentId: z.number().int().nullable(),
  agentName: z.string().nullable(),
  agentNumber: z.string(),
  externalNumber: z.string(),
  aiAgentEnabled: z.boolean(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
});
const messageDoc = z.object({ uuid: z.string(), direction: z.enum(['in', 'out']), body: z.string(), createdAt: z.string() });
const oneRoom = reply('The conversation and its messages', { success, conversation: roomDoc, messages: z.array(messageDoc) });

async function roomReply(db: Db, room: Parameters<typeof roomObject>[0]) {
  return { success: true as const, conversation: roomObject(room, await nameOfAgent(db, room.agentId)), messages: await roomMessages(db, room.id) };
}

export default defineArea({
  tag: 'Calls',
  auditActions: LIVE_AUDIT_ACTIONS,
  routes: ({ db }, app) => {
    const runtime = conversationRuntime(db, { log: app.log });
    const carrier = selectCarrier();
    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/live',
        auth: 'account',
        summary: 'Calls in progress and SMS conversations active in the last 30 minutes, newest first',
        response: reply('What is live', { success, calls: z.array(callDoc), conversations: z.array(roomDoc), carrier: z.object({ kind: z.string(), label: z.string() }) }),
        handler: async ({ target }) => ({ success: true, ...(await liveNow(db, target)), carrier: carrier.info }),
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v2/live/calls/:callId',
        auth: 'account',
        summary: 'One call, live or ended: its transcript so far and the actions taken (a person\'s first read is audited as a listen)',
        params: callParams,
        response: reply('The call', { success, call: callDoc }),
        errors: { 404: LIVE_CALL_NOT_FOUND },
        handler: async ({ params, target, caller, audit }) => {
          const row = await liveCallOf(db, target, params.callId);
          if (await firstListen(db, caller.id, 'call.listened', 'callId', row.uuid)) await audit({ action: 'call.listened', after: { callId: row.uuid } });
          return { success: true, call: callObject(row, await nameOfAgent(db, row.agentId)) };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/live/calls/:callId/end',
        auth: 'account',
        permission: 'canEditOrg',
        summary: 'End a live call now, hanging it up at the carrier; its call record is written as for any ended call. Ending an ended call changes nothing',
        params: callParams,
        idempotent: { exempt: 'ending is retry-safe by itself: ending an ended call changes nothing' },
        response: reply('The call', { success, call: callDoc }),
        errors: { 404: LIVE_CALL_NOT_FOUND, 502: CARRIER_FAILED },
        handler: async ({ params, target, audit }) => {
          const row = await liveCallOf(db, target, params.callId);
          if (row.status !== 'ended') {
            await hangUpAtCarrier(db, carrier, row);
            await runtime.endCall(row.carrierCallId, 'completed');
            await audit({ action: 'call.endedBySupervisor', after: { callId: row.uuid } });
          }
          const ended = await liveCallOf(db, target, params.callId);
          return { success: true, call: callObject(ended, await nameOfAgent(db, ended.agentId)) };
        },
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v2/live/conversations/:roomId',
        auth: 'account',
        summary: 'One SMS conversation and its messages (a person\'s first read is audited as a listen)',
        params: roomParams,
        response: oneRoom,
        errors: { 404: ROOM_NOT_FOUND },
        handler: async ({ params, target, caller, audit }) => {
          const room = await roomOfTarget(db, target, params.roomId);
          if (await firstListen(db, caller.id, 'conversation.listened', 'roomId', room.id)) await audit({ action: 'conversation.listened', after: { roomId: room.id } });
          return roomReply(db, room);
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/live/conversations/:roomId/takeover',
        auth: 'account',
        permission: 'canEditOrg',
        summary: 'Take the conversation over (`agent: false`, the agent stops answering it) or hand it back (`agent: true`)',
        params: roomParams,
        body: z.object({ agent: z.boolean().default(false).describe('Whether the agent answers the conversation again') }),
        response: oneRoom,
        errors: { 404: ROOM_NOT_FOUND },
        handler: async ({ params, body, target, audit }) => {
          const room = await roomOfTarget(db, target, params.roomId);
          if (room.aiAgentEnabled === body.agent) return roomReply(db, room);
          const changed = await setAgentAnswers(db, room, body.agent);
          await audit({ action: body.agent ? 'conversation.handedBack' : 'conversation.takenOver', after: { roomId: room.id } });
          return roomReply(db, changed);
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/live/conversations/:roomId/messages',
        auth: 'account',
        permission: 'canEditOrg',
        summary: 'Text the outside party as the supervisor of a conversation taken over; the same messageId sends once',
        params: roomParams,
        idempotent: { exempt: 'the body\'s messageId is the key: a retry with it does not send again' },
        body: z.object({
          messageId: uuid.describe('Chosen by the client, once per message: a retry with it does not send again'),
          text: z.string().trim().min(1, 'Required').max(1600, 'At most 1600 characters').describe('The SMS text'),
        }),
        response: reply('The message sent', { success, message: messageDoc.extend({ repeated: z.boolean() }).omit({ direction: true }) }),
        errors: { 404: ROOM_NOT_FOUND, 409: `${NOT_TAKEN_OVER}; or ${MESSAGE_ID_REUSED}`, 502: 'The carrier could not complete the request' },
        handler: async ({ params, body, target }) => {
          const room = await roomOfTarget(db, target, params.roomId);
          return { success: true, message: await sendAsSupervisor(db, carrier, room, body) };
        },
      }),
    ];
  },
});
