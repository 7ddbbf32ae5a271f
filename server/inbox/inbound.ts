// What the inbox decides about an inbound SMS before the agent may answer (issue 19 points 3 and 6),
// called by the conversation runtime (conversations/sms.ts):
// - a blocked outside number: the message is kept in the room's table, flagged 'blocked' (never
//   shown, never answered, no 'message.in' for the inbox) and counted on the room;
// - a room handled by a person (until its handledUntil) or with its agent off: recorded, shown, not
//   answered (the runtime's 'held').
import { eq, sql } from 'drizzle-orm';
import { conversationMessages, conversations } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { roomUpdated } from './events';
import { isHandled, type RoomRow } from './rooms';
import { isBlockedNumber } from './send';

export type InboxHold = 'blocked' | 'held' | null;

export async function inboxHold(db: Db, room: RoomRow): Promise<InboxHold> {
  if (await isBlockedNumber(db, room.accountId, room.externalNumber)) return 'blocked';
  return !room.aiAgentEnabled || isHandled(room) ? 'held' : null;
}

type InboundRow = typeof conversationMessages.$inferInsert & { roomId: string };

/** Keeps a blocked number's message; false when its carrier id is already recorded (a retry). */
export function keepBlocked(db: Db, room: RoomRow, row: InboundRow): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const inserted = await tx.insert(conversationMessages).values({ ...row, unanswered: 'blocked' }).onConflictDoNothing().returning({ id: conversationMessages.id });
    if (inserted.length === 0) return false;
    const [counted] = await tx
      .update(conversations)
      .set({ blockedCount: sql`${conversations.blockedCount} + 1` })
      .where(eq(conversations.id, room.id))
      .returning();
    await roomUpdated(tx, counted!, 'blocked', { blockedCount: counted!.blockedCount });
    return true;
  });
}
