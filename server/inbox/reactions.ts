// Reactions on a room's messages (issue 19 point 3): one emoji per person and message counts once;
// adding or removing one is a 'conversation.updated' event of its room.
import { and, eq } from 'drizzle-orm';
import type { AccountRow } from '../auth/context';
import { inboxReactions } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { fail } from '../http';
import { MESSAGE_NOT_FOUND } from './constants';
import { roomUpdated } from './events';
import { messageObjects, messageOfRoom } from './roomMessages';
import { roomOf } from './rooms';

export interface ReactionRequest {
  roomId: string;
  /** the message's id, or its uuid */
  message: number | string;
  emoji: string;
}

export async function react(db: Db, target: AccountRow, caller: AccountRow, request: ReactionRequest, add: boolean) {
  const message = await inTransaction(db, async (tx) => {
    const room = await roomOf(tx, target, request.roomId);
    const row = await messageOfRoom(tx, room.id, request.message);
    if (!row) fail(404, MESSAGE_NOT_FOUND);
    const key = { messageId: row.id, userId: caller.id, emoji: request.emoji };
    const changed = add
      ? await tx.insert(inboxReactions).values({ ...key, accountId: room.accountId }).onConflictDoNothing().returning()
      : await tx
          .delete(inboxReactions)
          .where(and(eq(inboxReactions.messageId, key.messageId), eq(inboxReactions.userId, key.userId), eq(inboxReactions.emoji, key.emoji)))
          .returning();
    if (changed.length > 0) await roomUpdated(tx, room, 'reaction', { messageId: row.id });
    return row;
  });
  const [object] = await messageObjects(db, [message]);
  return object!;
}
