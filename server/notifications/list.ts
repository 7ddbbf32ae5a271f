// A user's notifications: the account's own and those addressed to that user, newest first, with the
// user's read state (notification_reads); clear and clearAll mark them read for that user only.
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { recordReadChange } from '../activity/activity';
import type { Reader } from '../activity/scope';
import { notificationReads, notifications } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { fail } from '../http';
import { NOTIFICATION_NOT_FOUND } from '../activity/messages';

/** Notifications a list considers: the newest this many. */
export const NOTIFICATION_WINDOW = 100;

const visibleTo = (reader: Reader) =>
  and(eq(notifications.accountId, reader.orgId), or(isNull(notifications.userId), eq(notifications.userId, reader.userId)));

async function newest(db: Db, reader: Reader, id?: number) {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
      read: sql<boolean>`${notificationReads.notificationId} is not null`,
    })
    .from(notifications)
    .leftJoin(notificationReads, and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, reader.userId)))
    .where(and(visibleTo(reader), id === undefined ? undefined : eq(notifications.id, id)))
    .orderBy(desc(notifications.id))
    .limit(NOTIFICATION_WINDOW);
  return rows.map((r) => ({ ...r, link: r.link ?? undefined, createdAt: r.createdAt.toISOString(), read: Boolean(r.read) }));
}

export async function listNotifications(db: Db, reader: Reader) {
  const items = await newest(db, reader);
  return { notifications: items, unread: items.filter((n) => !n.read).length };
}

export async function clearNotifications(db: Db, reader: Reader, id: number | 'all'): Promise<void> {
  const items = id === 'all' ? await newest(db, reader) : await newest(db, reader, id);
  if (id !== 'all' && items.length === 0) fail(404, NOTIFICATION_NOT_FOUND);
  const unread = items.filter((n) => !n.read);
  await inTransaction(db, async (tx) => {
    if (unread.length) {
      await tx.insert(notificationReads).values(unread.map((n) => ({ userId: reader.userId, notificationId: n.id }))).onConflictDoNothing();
    }
    await recordReadChange(tx, reader, 'notifications');
  });
}
