// The inbox's extras (issue 19 point 3): what each user cleared of the activity lists, the
// notifications other areas add for an organization or one of its users and who cleared them, the
// external destinations an organization saved, and group rooms by their set of people.
// Activity items themselves are the events table's message.in and call.ended rows (server/activity/).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// one row per activity item (an event) a user cleared; markUnread deletes the rows of a room
export const activityReads = pgTable(
  'activity_reads',
  {
    userId: integer('user_id').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    roomId: text('room_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] }), index('activity_reads_room_idx').on(t.userId, t.roomId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // the organization (or account) it belongs to
    accountId: integer('account_id').notNull(),
    // one user's only; null: every user of the account
    userId: integer('user_id'),
    // 'webhooks.disabled', 'takeover.resumed', ... (what the console shows an icon and label for)
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    // a console path to open (an overlay query, a page)
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_account_idx').on(t.accountId, t.id.desc())],
);

export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: integer('user_id').notNull(),
    notificationId: bigint('notification_id', { mode: 'number' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);

export const externalDestinations = pgTable(
  'external_destinations',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    accountId: integer('account_id').notNull(),
    kind: text('kind').notNull().$type<'phone' | 'email'>(),
    // E.164 or a lower-cased email address
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('external_destinations_address_idx').on(t.accountId, t.kind, t.address)],
);

export const groupRooms = pgTable(
  'group_rooms',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    accountId: integer('account_id').notNull(),
    // the sorted, de-duplicated numbers joined by commas: one room per set of people
    usersKey: text('users_key').notNull(),
    users: jsonb('users').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('group_rooms_users_idx').on(t.accountId, t.usersKey)],
);
