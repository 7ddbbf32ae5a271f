// Notifications (spec doc 2 "Activity and notifications"): what other areas tell an organization's
// users outside of a room (webhooks switched off, a takeover that ended and gave the room back to the
// agent...). `notify` works in the caller's transaction, like recordEvent: the notification and its
// event exist exactly when the change that caused them does, and the app bar's badge updates live.
import { eq } from 'drizzle-orm';
import { accounts, notifications } from '../db/schema';
import type { Db } from '../db/store';
import { recordEvent } from '../events/record';

export interface NewNotification {
  /** the organization (or account) it belongs to */
  accountId: number;
  /** only this user's; default every user of the account */
  userId?: number | null;
  /** what it is about, e.g. 'webhooks.disabled', 'takeover.resumed' */
  kind: string;
  title: string;
  body: string;
  /** a console path to open, e.g. '/app/inbox?active=<roomId>' */
  link?: string | null;
}

const TITLE_CHARS = 200;
const BODY_CHARS = 2000;

export async function notify(tx: Db, notification: NewNotification): Promise<number> {
  const [row] = await tx
    .insert(notifications)
    .values({
      accountId: notification.accountId,
      userId: notification.userId ?? null,
      kind: notification.kind,
      title: notification.title.slice(0, TITLE_CHARS),
      body: notification.body.slice(0, BODY_CHARS),
      link: notification.link ?? null,
    })
    .returning({ id: notifications.id });
  const [account] = await tx
    .select({ resellerId: accounts.resellerId, partnerId: accounts.partnerId })
    .from(accounts)
    .where(eq(accounts.id, notification.accountId));
  // no title nor body in the event: the stream reaches every user of the subtree, the notification may be one user's
  await recordEvent(tx, {
    type: 'notification.created',
    accountId: notification.accountId,
    resellerId: account?.resellerId ?? null,
    partnerId: account?.partnerId ?? null,
    payload: { notificationId: row!.id, userId: notification.userId ?? null, kind: notification.kind },
  });
  return row!.id;
}
