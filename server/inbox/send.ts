// A person writes from the inbox (issue 19 points 2 and 3): the message goes out through the carrier
// and the room is handled by that person until now + the org's takeoverMinutes; while it is, the
// runtime records what comes in and answers nothing (conversations/sms.ts). Everything is written in
// the caller's transaction (the Idempotency-Key's, when sent): the carrier is called before the
// commit, so a carrier failure writes nothing, and only a crash between the two can send a text
// the database does not hold (as for mail, README "retry-safe writes").
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AccountRow } from '../auth/context';
import { conversationMessages, conversations, inboxBlockedNumbers, inboxMedia } from '../db/schema';
import type { Db } from '../db/store';
import { recordEvent } from '../events/record';
import type { RecordAudit } from '../kit/defineRoute';
import { fail } from '../http';
import { carrierFailure } from '../numbers/ownership';
import type { Carrier } from '../providers/carrier';
import { MEDIA_UNKNOWN, MEDIA_USED, NUMBER_BLOCKED } from './constants';
import { roomUpdated, scopeOfRoom } from './events';
import { messageObjects } from './roomMessages';
import { isHandled, type RoomRow } from './rooms';
import { settingsOf } from './settings';

export interface PersonMessage {
  body: string;
  media: string[];
}

export interface Sender {
  carrier: Carrier;
  caller: AccountRow;
  audit: RecordAudit;
}

export const personName = (caller: AccountRow) => caller.name ?? caller.accountName ?? caller.username;

export async function isBlockedNumber(db: Db, accountId: number, number: string): Promise<boolean> {
  const [row] = await db
    .select({ number: inboxBlockedNumbers.number })
    .from(inboxBlockedNumbers)
    .where(and(eq(inboxBlockedNumbers.accountId, accountId), eq(inboxBlockedNumbers.number, number)));
  return !!row;
}

/** Attaches the uploaded media to the message: each the org's, and not sent yet. */
async function claimMedia(tx: Db, accountId: number, messageId: number, ids: string[]) {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const known = await tx.select({ id: inboxMedia.id, messageId: inboxMedia.messageId, name: inboxMedia.name }).from(inboxMedia).where(and(eq(inboxMedia.accountId, accountId), inArray(inboxMedia.id, unique)));
  if (known.length !== unique.length) fail(400, MEDIA_UNKNOWN);
  const claimed = await tx
    .update(inboxMedia)
    .set({ messageId })
    .where(and(eq(inboxMedia.accountId, accountId), inArray(inboxMedia.id, unique), isNull(inboxMedia.messageId)))
    .returning({ id: inboxMedia.id });
  if (claimed.length !== unique.length) fail(409, MEDIA_USED);
  return known;
}

/** Sends `message` in `room` (to be read under a row lock in `tx`) as the caller; the takeover. */
export async function sendAsPerson(tx: Db, sender: Sender, room: RoomRow, message: PersonMessage) {
  const { caller, carrier } = sender;
  if (await isBlockedNumber(tx, room.accountId, room.externalNumber)) fail(409, NUMBER_BLOCKED);
  const authorName = personName(caller);
  const [row] = await tx
    .insert(conversationMessages)
    .values({ uuid: crypto.randomUUID(), roomId: room.id, accountId: room.accountId, direction: 'out', body: message.body, authorId: caller.id, authorName })
    .returning();
  const media = await claimMedia(tx, room.accountId, row!.id, message.media);
  // the carrier gets the text; media are shown in the console (an MMS needs a public URL we do not serve)
  const text = message.body || media.map((m) => `[${m.name}]`).join(' ');
  let carrierMessageId: string;
  try {
    carrierMessageId = await carrier.sendSms({ from: room.agentNumber, to: room.externalNumber, text, messageId: row!.uuid });
  } catch (error) {
    carrierFailure(error);
  }
  const [sent] = await tx.update(conversationMessages).set({ carrierMessageId }).where(eq(conversationMessages.id, row!.id)).returning();
  const { takeoverMinutes } = await settingsOf(tx, room.accountId);
  const wasHandled = isHandled(room);
  const [after] = await tx
    .update(conversations)
    .set({
      lastMessage: text,
      lastMessageAt: sent!.createdAt,
      attended: true,
      unread: false,
      handledById: caller.id,
      handledByName: authorName,
      handledUntil: sql`now() + make_interval(mins => ${takeoverMinutes})`,
    })
    .where(eq(conversations.id, room.id))
    .returning();
  await recordEvent(tx, {
    type: 'message.out',
    ...scopeOfRoom(room),
    payload: { roomId: room.id, uuid: sent!.uuid, id: sent!.id, channel: 'sms', from: room.agentNumber, to: room.externalNumber, text, by: 'person', authorId: caller.id },
  });
  const until = after!.handledUntil!.toISOString();
  await roomUpdated(tx, after!, 'takeover', { handledBy: { userId: caller.id, name: authorName, until } });
  // a takeover is audited when it starts; a further reply only moves its end
  if (!wasHandled || room.handledById !== caller.id) await sender.audit({ action: 'conversation.handled', after: { roomId: room.id, until } }, tx);
  const [object] = await messageObjects(tx, [sent!]);
  return object!;
}
