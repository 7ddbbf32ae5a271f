// The inbox (issue 19): what a person does in the conversation runtime's rooms. The room's and the
// message's own columns are declared here and spread into `conversations` and
// `conversation_messages` (tables/conversations.ts), so the runtime reads them in the row it
// already loads (the takeover is checked on every inbound SMS without another query).
// - a room is "handled" by a person until `handled_until` (their last message + the org's
//   takeoverMinutes): computed from the time, so no timer has to end it; resume clears it.
// - `attended`: a person wrote in or took over the room once; it is then on the priority tab.
// - a blocked outside number (inbox_blocked_numbers, per organization) is kept out of the inbox: its
//   messages are stored flagged (`unanswered = 'blocked'`), never shown nor answered, and counted
//   on their room (`blocked_count`).
// - media are stored in the database (inbox_media) rather than in a files folder, because every API
//   process must serve what another received (ARCHITECTURE.md: what holds across processes lives in
//   the database); they are small (MAX_MEDIA_BYTES).
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bytea } from './mailOutbox';

/** Columns of `conversations` the inbox keeps. */
export const inboxRoomColumns = () => ({
  handledById: integer('handled_by_id'),
  handledByName: text('handled_by_name'),
  handledUntil: timestamp('handled_until', { withTimezone: true }),
  attended: boolean('attended').notNull().default(false),
  blockedCount: integer('blocked_count').notNull().default(0),
  rating: integer('rating'),
});

/** Columns of `conversation_messages` the inbox keeps: who wrote an outbound message when a person did. */
export const inboxMessageColumns = () => ({
  authorId: integer('author_id'),
  authorName: text('author_name'),
});

/** The org's inbox settings; no row = the defaults (server/inbox/constants.ts). */
export const inboxSettings = pgTable('inbox_settings', {
  accountId: integer('account_id').primaryKey(),
  takeoverMinutes: integer('takeover_minutes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const inboxBlockedNumbers = pgTable(
  'inbox_blocked_numbers',
  {
    accountId: integer('account_id').notNull(),
    number: text('number').notNull(),
    blockedById: integer('blocked_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.number] })],
);

export const inboxMedia = pgTable(
  'inbox_media',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    accountId: integer('account_id').notNull(),
    // the message it was sent with; null until then
    messageId: bigint('message_id', { mode: 'number' }),
    contentType: text('content_type').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    uploadedById: integer('uploaded_by_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inbox_media_message_idx').on(t.messageId).where(sql`message_id is not null`)],
);

export const inboxReactions = pgTable(
  'inbox_reactions',
  {
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    userId: integer('user_id').notNull(),
    emoji: text('emoji').notNull(),
    accountId: integer('account_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId, t.emoji] })],
);
