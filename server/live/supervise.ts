// What a supervisor does from the live view (issue 18 point 6): end a call, take an SMS conversation
// over (the agent stops answering it: the runtime records what comes in and answers nothing) or hand
// it back, and write in it through the carrier. A message is claimed by its client-chosen id before
// the carrier sends it, so a retried request never texts twice.
import { and, eq } from 'drizzle-orm';
import { conversationMessages, conversations } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { recordEvent } from '../events/record';
import { fail } from '../http';
import { carrierFailure } from '../numbers/ownership';
import type { Carrier } from '../providers/carrier';
import { MESSAGE_ID_REUSED, NOT_TAKEN_OVER } from './messages';
import type { RoomRow } from './views';

const scopeOfRoom = (room: RoomRow) => ({ accountId: room.accountId, agentId: room.agentId, resellerId: room.resellerId, partnerId: room.partnerId });

export async function setAgentAnswers(db: Db, room: RoomRow, aiAgentEnabled: boolean): Promise<RoomRow> {
  const [row] = await db.update(conversations).set({ aiAgentEnabled }).where(eq(conversations.id, room.id)).returning();
  return row!;
}

export interface SupervisorMessage {
  messageId: string;
  text: string;
}

export async function sendAsSupervisor(db: Db, carrier: Carrier, room: RoomRow, message: SupervisorMessage) {
  const [earlier] = await db.select().from(conversationMessages).where(eq(conversationMessages.uuid, message.messageId));
  if (earlier) {
    if (earlier.roomId !== room.id || earlier.body !== message.text || earlier.direction !== 'out') fail(409, MESSAGE_ID_REUSED);
    return { uuid: earlier.uuid, body: earlier.body, createdAt: earlier.createdAt.toISOString(), repeated: true };
  }
  if (room.aiAgentEnabled) fail(409, NOT_TAKEN_OVER);
  const claimed = await db
    .insert(conversationMessages)
    .values({ uuid: message.messageId, roomId: room.id, accountId: room.accountId, direction: 'out', body: message.text })
    .onConflictDoNothing()
    .returning();
  // two identical requests at once: the one that lost the claim answers as a repeat
  if (claimed.length === 0) return sendAsSupervisor(db, carrier, room, message);
  const row = claimed[0]!;
  let carrierMessageId: string;
  try {
    carrierMessageId = await carrier.sendSms({ from: room.agentNumber, to: room.externalNumber, text: message.text });
  } catch (error) {
    await db.delete(conversationMessages).where(and(eq(conversationMessages.id, row.id), eq(conversationMessages.uuid, message.messageId)));
    carrierFailure(error);
  }
  await inTransaction(db, async (tx) => {
    await tx.update(conversationMessages).set({ carrierMessageId }).where(eq(conversationMessages.id, row.id));
    await tx.update(conversations).set({ lastMessage: message.text, lastMessageAt: new Date() }).where(eq(conversations.id, room.id));
    await recordEvent(tx, {
      type: 'message.out',
      ...scopeOfRoom(room),
      payload: { roomId: room.id, uuid: row.uuid, channel: 'sms', from: room.agentNumber, to: room.externalNumber, text: message.text, by: 'supervisor' },
    });
  });
  return { uuid: row.uuid, body: row.body, createdAt: row.createdAt.toISOString(), repeated: false };
}
