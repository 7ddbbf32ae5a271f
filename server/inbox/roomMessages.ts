// A room's messages as the inbox shows them (issue 19 point 1): newest last, 50 at a time, older
// pages before a message id. A blocked number's messages are kept but never shown; media and
// reactions come with each message.
import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { conversationMessages, inboxMedia, inboxReactions } from '../db/schema';
import type { Db } from '../db/store';

type MessageRow = typeof conversationMessages.$inferSelect;

/** Not a blocked number's message: those are kept (and counted) but never reach the inbox. */
export const shown: SQL = sql`${conversationMessages.unanswered} is distinct from 'blocked'`;

export const mediaUrl = (id: string) => `/api/v1/chat/media/${id}`;

export async function messageObjects(db: Db, rows: MessageRow[]) {
  const ids = rows.map((r) => r.id);
  const [media, reactions] = ids.length === 0
    ? [[], []]
    : await Promise.all([
        db
          .select({ id: inboxMedia.id, messageId: inboxMedia.messageId, contentType: inboxMedia.contentType, name: inboxMedia.name, size: inboxMedia.size })
          .from(inboxMedia)
          .where(inArray(inboxMedia.messageId, ids))
          .orderBy(asc(inboxMedia.createdAt)),
        db
          .select({ messageId: inboxReactions.messageId, emoji: inboxReactions.emoji, userId: inboxReactions.userId })
          .from(inboxReactions)
          .where(inArray(inboxReactions.messageId, ids))
          .orderBy(asc(inboxReactions.createdAt)),
      ]);
  return rows.map((m) => ({
    id: m.id,
    uuid: m.uuid,
    roomId: m.roomId,
    direction: m.direction,
    author: m.direction === 'in' ? ('contact' as const) : m.authorId !== null ? ('person' as const) : ('agent' as const),
    authorName: m.authorName,
    body: m.body,
    media: media.filter((x) => x.messageId === m.id).map((x) => ({ id: x.id, url: mediaUrl(x.id), contentType: x.contentType, name: x.name, size: x.size })),
    reactions: reactions.filter((x) => x.messageId === m.id).map((x) => ({ emoji: x.emoji, userId: x.userId })),
    createdAt: m.createdAt.toISOString(),
  }));
}

/** A page of the room's shown messages before `before` (a message id), newest last. */
export async function roomMessages(db: Db, roomId: string, limit: number, before?: number) {
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.roomId, roomId), shown, before === undefined ? undefined : lt(conversationMessages.id, before)))
    .orderBy(desc(conversationMessages.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).reverse();
  return { messages: await messageObjects(db, page), hasMore: rows.length > limit };
}

/** A shown message of the room, by its id or its uuid. */
export async function messageOfRoom(db: Db, roomId: string, message: number | string): Promise<MessageRow | undefined> {
  const which = typeof message === 'number' ? eq(conversationMessages.id, message) : eq(conversationMessages.uuid, message);
  const [row] = await db.select().from(conversationMessages).where(and(which, eq(conversationMessages.roomId, roomId), shown));
  return row;
}
