// The conversation runtime's state (issue 18 point 2), in the database so any API process can take
// the next turn of a call or the next message of a room (server/conversations/).
// - conversations: spec 1 §3 "Conversation or room": one room per agent number and outside number
//   of an organization, holding its SMS messages and its calls; the inbox (issue 19) lists these.
// - conversation_messages: every SMS in or out of a room, as text; `carrierMessageId` makes a
//   carrier's retried webhook a no-op.
// - conversation_calls: one voice call, live and after: its transcript, the actions, functions
//   and transfer taken; the call record (calls) is written from it when the call ends.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TranscriptLine } from './calls';
import { inboxMessageColumns, inboxRoomColumns } from './inbox';

export interface FunctionCall {
  app: string;
  name: string;
  arguments: Record<string, unknown>;
}

export const conversations = pgTable(
  'conversations',
  {
    // the roomId of the spec, a random uuid
    id: text('id').primaryKey(),
    // the organization; scope columns copied from the tree as for calls and events
    accountId: integer('account_id').notNull(),
    agentId: integer('agent_id'),
    resellerId: integer('reseller_id'),
    partnerId: integer('partner_id'),
    // the org's number (E.164) and the outside party's
    agentNumber: text('agent_number').notNull(),
    externalNumber: text('external_number').notNull(),
    aiAgentEnabled: boolean('ai_agent_enabled').notNull().default(true),
    // 'open' | 'closed' (spec 1 §4.2)
    status: text('status').notNull().default('open').$type<'open' | 'closed'>(),
    archived: boolean('archived').notNull().default(false),
    unread: boolean('unread').notNull().default(true),
    lastMessage: text('last_message'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    // a transfer the agent offered under confirmTransfers, made when the caller says yes
    pendingTransfer: text('pending_transfer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // takeover, priority, blocked messages and rating (issue 19): tables/inbox.ts
    ...inboxRoomColumns(),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.accountId, t.agentNumber, t.externalNumber),
    index('conversations_account_idx').on(t.accountId, t.lastMessageAt.desc()),
    index('conversations_agent_idx').on(t.agentId, t.lastMessageAt.desc()),
    index('conversations_reseller_idx').on(t.resellerId),
    index('conversations_partner_idx').on(t.partnerId),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // the message's id in `conversation/{roomId}/{uuid}`
    uuid: text('uuid').notNull(),
    roomId: text('room_id').notNull(),
    accountId: integer('account_id').notNull(),
    // 'in' from the outside party, 'out' from the agent
    direction: text('direction').notNull().$type<'in' | 'out'>(),
    body: text('body').notNull(),
    // why an inbound message got no answer: 'throttled' (flooding), 'blocked' (the outside number is
    // blocked: kept, never shown); null when answered or held
    unanswered: text('unanswered').$type<'throttled' | 'blocked'>(),
    carrierMessageId: text('carrier_message_id'),
    // on an agent's answer: the actions and functions it took, and the number a transfer rang
    actions: jsonb('actions').$type<string[]>(),
    functions: jsonb('functions').$type<FunctionCall[]>(),
    transferTo: text('transfer_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // a person's message from the inbox (issue 19): tables/inbox.ts
    ...inboxMessageColumns(),
  },
  (t) => [
    uniqueIndex('conversation_messages_uuid_idx').on(t.uuid),
    uniqueIndex('conversation_messages_carrier_idx').on(t.carrierMessageId).where(sql`carrier_message_id is not null`),
    index('conversation_messages_room_idx').on(t.roomId, t.id),
  ],
);

export const conversationCalls = pgTable(
  'conversation_calls',
  {
    // the carrier's call id (Twilio's CallSid, or the demo carrier's)
    carrierCallId: text('carrier_call_id').primaryKey(),
    // the call record's uuid (calls.uuid), written when the call ends
    uuid: text('uuid').notNull(),
    roomId: text('room_id').notNull(),
    accountId: integer('account_id').notNull(),
    agentId: integer('agent_id'),
    resellerId: integer('reseller_id'),
    partnerId: integer('partner_id'),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    cnam: text('cnam'),
    // 'live' while turns are taken, 'transferring' once a transfer rings, then 'ended'
    status: text('status').notNull().$type<'live' | 'transferring' | 'ended'>(),
    // the carrier's final status (completed, busy, no-answer, failed, canceled)
    endStatus: text('end_status'),
    // turns taken so far: a turn is written only over the count it read (two processes never both add one)
    turns: integer('turns').notNull().default(0),
    transcript: jsonb('transcript').$type<TranscriptLine[]>().notNull(),
    actions: jsonb('actions').$type<string[]>().notNull(),
    functions: jsonb('functions').$type<FunctionCall[]>().notNull(),
    transferTo: text('transfer_to').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversation_calls_uuid_idx').on(t.uuid),
    index('conversation_calls_live_idx').on(t.accountId, t.status),
    index('conversation_calls_room_idx').on(t.roomId),
  ],
);
