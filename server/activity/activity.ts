// Activity (spec doc 2 "Activity and notifications"): what happened in the organization's rooms, newest
// first, read straight from the events outbox (message.in, call.ended) rather than copied into a table
// of its own: the event is written in the same transaction as the message or call, so an item exists
// exactly when what it reports does, and the conversation runtime needs no second write. What is
// stored here is each user's own read state (activity_reads): clear, clearAll, markUnread.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { activityReads, conversations } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { recordEvent } from '../events/record';
import { fail } from '../http';
import { ACTIVITY_NOT_FOUND, ROOM_NOT_FOUND } from './messages';
import { priorityRoom } from '../inbox/rooms';
import type { ActivityItem } from '../../src/shared/activity';
import type { Reader } from './scope';

export type ActivityList = 'priority' | 'agent';

/** Items a list considers: the newest this many (the badge shows "99+" past them). */
export const ACTIVITY_WINDOW = 100;
const TEXT_CHARS = 140;

export type { ActivityItem };

interface Row {
  id: string | number;
  type: string;
  text: string | null;
  room_id: string;
  from_number: string;
  created_at: string | Date;
  read: boolean;
}

function itemsQuery(reader: Reader, list: ActivityList, only?: { eventId?: number; roomId?: string }) {
  const priority = priorityRoom('c', reader.orgId);
  return sql`
    select e.id, e.type, e.payload ->> 'text' as text, c.id as room_id, c.external_number as from_number,
           e.created_at, (r.event_id is not null) as read
    from events e
    join conversations c on c.id = e.payload ->> 'roomId' and c.account_id = e.account_id
    left join activity_reads r on r.user_id = ${reader.userId} and r.event_id = e.id
    where e.account_id = ${reader.orgId} and e.type in ('message.in', 'call.ended')
      and ${list === 'priority' ? priority : sql`not ${priority}`}
      ${reader.agentId === null ? sql`` : sql`and c.agent_id = ${reader.agentId}`}
      ${only?.eventId === undefined ? sql`` : sql`and e.id = ${only.eventId}`}
      ${only?.roomId === undefined ? sql`` : sql`and c.id = ${only.roomId}`}
    order by e.id desc
    limit ${ACTIVITY_WINDOW}`;
}

const toItem = (row: Row): ActivityItem => ({
  id: Number(row.id),
  roomId: row.room_id,
  kind: row.type === 'call.ended' ? 'call' : 'message',
  text: (row.text ?? '').slice(0, TEXT_CHARS),
  from: row.from_number,
  createdAt: new Date(row.created_at).toISOString(),
  read: row.read,
});

async function rows(db: Db, reader: Reader, list: ActivityList, only?: { eventId?: number; roomId?: string }) {
  const result = (await db.execute(itemsQuery(reader, list, only))) as unknown as { rows: Row[] };
  return result.rows.map(toItem);
}

/** The newest items of a list and how many of them this user has not cleared; `unreadOnly`: the simple view. */
export async function listActivity(db: Db, reader: Reader, list: ActivityList, unreadOnly: boolean) {
  const items = await rows(db, reader, list);
  const unread = items.filter((i) => !i.read).length;
  return { activity: unreadOnly ? items.filter((i) => !i.read) : items, unread };
}

/** Lets this user's other tabs refresh their badge (the event carries no content). */
export function recordReadChange(tx: Db, reader: Reader, list: string) {
  return recordEvent(tx, { type: 'notification.read', accountId: reader.orgId, payload: { userId: reader.userId, list } });
}

export async function clearActivity(db: Db, reader: Reader, list: ActivityList, eventId: number | 'all'): Promise<void> {
  const items = eventId === 'all' ? await rows(db, reader, list) : await rows(db, reader, list, { eventId });
  if (eventId !== 'all' && items.length === 0) fail(404, ACTIVITY_NOT_FOUND);
  const unread = items.filter((i) => !i.read);
  await inTransaction(db, async (tx) => {
    if (unread.length) {
      await tx
        .insert(activityReads)
        .values(unread.map((i) => ({ userId: reader.userId, eventId: i.id, roomId: i.roomId })))
        .onConflictDoNothing();
    }
    await recordReadChange(tx, reader, list);
  });
}

/**
 * Sets the room unread again (the inbox's flag, shared by the organization) and brings back, for this
 * user, the activity items of that room they cleared.
 */
export async function markRoomUnread(db: Db, reader: Reader, list: ActivityList, roomId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const scope = and(eq(conversations.id, roomId), eq(conversations.accountId, reader.orgId), reader.agentId === null ? undefined : eq(conversations.agentId, reader.agentId));
    const [room] = await tx.update(conversations).set({ unread: true }).where(scope).returning();
    if (!room) fail(404, ROOM_NOT_FOUND);
    const cleared = await tx.select({ eventId: activityReads.eventId }).from(activityReads).where(and(eq(activityReads.userId, reader.userId), eq(activityReads.roomId, roomId)));
    if (cleared.length) {
      await tx.delete(activityReads).where(and(eq(activityReads.userId, reader.userId), inArray(activityReads.eventId, cleared.map((c) => c.eventId))));
    }
    await recordEvent(tx, {
      type: 'conversation.updated',
      accountId: room.accountId,
      agentId: room.agentId,
      resellerId: room.resellerId,
      partnerId: room.partnerId,
      payload: { roomId, change: 'read', unread: true },
    });
    await recordReadChange(tx, reader, list);
  });
}
