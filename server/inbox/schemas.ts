// The inbox's HTTP shapes (issue 19; /work/briefs/inbox-contract.md): the zod schemas its routes
// validate and document with, shared by every inbox area file.
import { z } from 'zod';
import { e164Number } from '../kit/fields';
import { reply, success } from '../kit/schemas';
import { INBOX_COUNT_CAP, INBOX_MAX_PAGE_SIZE, INBOX_PAGE_SIZE, MAX_BODY_CHARS, MAX_MEDIA_PER_MESSAGE, MESSAGES_MAX_PAGE_SIZE, MESSAGES_PAGE_SIZE } from './constants';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const roomParams = z.object({ roomId: z.string().max(64).describe('The conversation\'s roomId') });

export const listQuery = z.object({
  page: z.coerce.number().int().min(0).default(0).describe('Page, from 0'),
  pageSize: z.coerce.number().int().min(1).max(INBOX_MAX_PAGE_SIZE).default(INBOX_PAGE_SIZE),
  unread: flag.optional().describe('true: unread rooms only'),
  archived: flag.optional().describe('true: the closed (archived) rooms instead of the open ones'),
});

export const detailQuery = z.object({
  before: z.coerce.number().int().min(1).optional().describe('Older page: the messages before this message id'),
  limit: z.coerce.number().int().min(1).max(MESSAGES_MAX_PAGE_SIZE).default(MESSAGES_PAGE_SIZE),
});

/** A body as sent from the inbox: HTML is stored and shown as text; control characters are refused by the kit. */
export const messageBody = z.string().trim().max(MAX_BODY_CHARS, `At most ${MAX_BODY_CHARS} characters`);
export const mediaIds = z.array(z.string().uuid('Expected a media id')).max(MAX_MEDIA_PER_MESSAGE, `At most ${MAX_MEDIA_PER_MESSAGE} media`);

export const sendBody = z.object({
  body: messageBody.default('').describe(`The text (at most ${MAX_BODY_CHARS} characters; required unless media are sent)`),
  media: mediaIds.default([]).describe('Ids from POST /api/v1/chat/media'),
});

export const startBody = sendBody.extend({
  to: e164Number.describe('The outside number'),
  from: e164Number.optional().describe('One of the organization\'s active numbers; default its first SMS number'),
});

const mediaDoc = z.object({ id: z.string(), url: z.string(), contentType: z.string(), name: z.string(), size: z.number().int() });

export const messageDoc = z.object({
  id: z.number().int(),
  uuid: z.string(),
  roomId: z.string(),
  direction: z.enum(['in', 'out']),
  author: z.enum(['contact', 'agent', 'person']),
  authorName: z.string().nullable(),
  body: z.string(),
  media: z.array(mediaDoc),
  reactions: z.array(z.object({ emoji: z.string(), userId: z.number().int() })),
  createdAt: z.string(),
});

export const roomDoc = z.object({
  roomId: z.string(),
  users: z.array(z.object({ number: z.string(), name: z.string().optional() })),
  agentNumber: z.string(),
  externalNumber: z.string(),
  agentId: z.number().int().nullable(),
  lastMessage: z.object({ body: z.string(), direction: z.enum(['in', 'out']), createdAt: z.string() }).nullable(),
  unread: z.boolean(),
  aiAgentEnabled: z.boolean(),
  status: z.enum(['open', 'closed']),
  archived: z.boolean(),
  blocked: z.boolean(),
  blockedCount: z.number().int().describe('Messages of the blocked number kept out of the inbox'),
  handledBy: z.object({ userId: z.number().int().nullable(), name: z.string(), until: z.string() }).nullable(),
  rating: z.number().int().nullable(),
  updatedAt: z.string(),
});

export const roomsReply = reply('A page of rooms, newest activity first', {
  success,
  rooms: z.array(roomDoc),
  totalRooms: z.number().int(),
  totalExact: z.boolean().describe(`false: more than ${INBOX_COUNT_CAP.toLocaleString('en-US')} rooms match, and totalRooms is that cap`),
  pagination: z.object({ page: z.number().int(), pageSize: z.number().int(), hasMore: z.boolean() }),
});
export const detailReply = reply('The room and a page of its messages, newest last', { success, room: roomDoc, messages: z.array(messageDoc), hasMore: z.boolean() });
export const roomReply = reply('The room', { success, room: roomDoc });
export const sentReply = reply('The message sent', { success, message: messageDoc });
export const startedReply = reply('The conversation started', { success, roomId: z.string(), message: messageDoc });
export { mediaDoc };
