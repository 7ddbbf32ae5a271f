// Reactions (spec document 2: POST and DELETE /api/v1/reaction): a person adds or removes an emoji
// on one message of a room of the target's organization.
import { z } from 'zod';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { CONVO_NOT_FOUND, MESSAGE_NOT_FOUND } from '../../inbox/constants';
import { react } from '../../inbox/reactions';
import { messageDoc } from '../../inbox/schemas';

// one emoji (with its modifiers, joiners, flags and keycaps), never words
const EMOJI = /^(?=.*[\p{Extended_Pictographic}\p{Regional_Indicator}])(?:[\p{Extended_Pictographic}\p{Emoji_Component}\u200d]|\ufe0f|\u20e3){1,16}$/u;

const emoji = z.string().max(32).regex(EMOJI, 'Expected one emoji');
// the contract's messageId and emoji, or the spec's names (spec 1 §3 Conversation: uuid, reaction)
const reactionBody = z
  .object({
    roomId: z.string().max(64),
    messageId: z.number().int().min(1).optional().describe('The message\'s id (or its uuid)'),
    uuid: z.string().max(64).optional().describe('The message\'s uuid (or its messageId)'),
    emoji: emoji.optional().describe('The emoji (or `reaction`)'),
    reaction: emoji.optional().describe('Same as emoji'),
  })
  .refine((b) => b.messageId !== undefined || b.uuid !== undefined, { message: 'Required (or uuid)', path: ['messageId'] })
  .refine((b) => b.emoji !== undefined || b.reaction !== undefined, { message: 'Required (or reaction)', path: ['emoji'] })
  .transform((b) => ({ roomId: b.roomId, message: b.messageId ?? b.uuid!, emoji: (b.emoji ?? b.reaction)! }));
const reacted = reply('The message with its reactions', { success, message: messageDoc });

export default defineArea({
  tag: 'Inbox',
  routes: ({ db }) =>
    (['POST', 'DELETE'] as const).map((method) =>
      defineRoute({
        method,
        url: '/api/v1/reaction',
        auth: 'account',
        permission: 'canEditOrg',
        summary: method === 'POST' ? 'React to a message with an emoji (once per person and emoji)' : 'Take one\'s reaction back',
        body: reactionBody,
        response: reacted,
        errors: { 404: `${CONVO_NOT_FOUND}; or ${MESSAGE_NOT_FOUND}` },
        handler: async ({ body, target, caller }) => ({ success: true, message: await react(db, target, caller, body, method === 'POST') }),
      }),
    ),
});
