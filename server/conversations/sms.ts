// An inbound SMS to one of the platform's numbers (the Twilio webhook and the demo carrier enter
// here alike): the number's agent answers from its published campaign, and the exchange is
// written in one transaction: both messages in the room, 'message.in' and 'message.out' events,
// and the call record (direction 'sms'). A failed model turn writes nothing. A carrier's retried
// webhook (same carrierMessageId) is answered without running the agent again. A Calendly or Google
// booking the agent makes is made just before that write, outside any transaction, and cancelled
// when the write fails (turn.ts bookBeforeTurn, integrations/booking.ts).
import { and, desc, eq, gt } from 'drizzle-orm';
import { conversationMessages, conversations } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { recordEvent } from '../events/record';
import type { ChatTurn } from '../providers/llm/types';
import { inboxHold, keepBlocked } from '../inbox/inbound';
import { answererOf, roomOf, type Answerer } from './answerer';
import { wholeSecond, writeCallRecord } from './callRecord';
import { isFlooding, ringTransfer, type RuntimeDeps } from './deps';
import { NO_AGENT_REPLY, NOT_PUBLISHED_REPLY } from './messages';
import { agentTurn, bookBeforeTurn, bookTurn, undoTurnBooking, type TurnOutcome } from './turn';

export interface InboundSms {
  from: string;
  to: string;
  text: string;
  carrierMessageId?: string | null;
}

export type SmsStatus = 'answered' | 'refused' | 'no-agent' | 'throttled' | 'held' | 'blocked' | 'duplicate';

export interface SmsResult {
  status: SmsStatus;
  /** what the outside party is texted back; null: nothing */
  reply: string | null;
  roomId: string | null;
  /** the inbound message's uuid (and its call record's) */
  uuid: string | null;
  transferTo: string | null;
}

/** How many earlier messages of the room the agent sees. */
const HISTORY = 20;

async function historyOf(db: Db, roomId: string): Promise<ChatTurn[]> {
  const rows = await db
    .select({ direction: conversationMessages.direction, body: conversationMessages.body })
    .from(conversationMessages)
    .where(eq(conversationMessages.roomId, roomId))
    .orderBy(desc(conversationMessages.id))
    .limit(HISTORY);
  return rows.reverse().map((m) => ({ role: m.direction === 'in' ? 'user' : 'assistant', content: m.body }));
}

/** The reply already sent for a retried message, if any. */
async function earlierAnswer(db: Db, carrierMessageId: string): Promise<SmsResult | null> {
  const [first] = await db.select().from(conversationMessages).where(eq(conversationMessages.carrierMessageId, carrierMessageId));
  if (!first) return null;
  const [answer] = await db
    .select({ body: conversationMessages.body })
    .from(conversationMessages)
    .where(and(eq(conversationMessages.roomId, first.roomId), eq(conversationMessages.direction, 'out'), gt(conversationMessages.id, first.id)))
    .orderBy(conversationMessages.id)
    .limit(1);
  return { status: 'duplicate', reply: first.unanswered ? null : (answer?.body ?? null), roomId: first.roomId, uuid: first.uuid, transferTo: null };
}

class Duplicate extends Error {}

/** A message into a room closed in the inbox opens it again (issue 19): the person sees it. */
const REOPEN = { status: 'open', archived: false } as const;

export async function receiveSms(deps: RuntimeDeps, sms: InboundSms): Promise<SmsResult> {
  const { db } = deps;
  const none = { roomId: null, uuid: null, transferTo: null };
  const who = await answererOf(db, sms.to);
  if (!who) return { status: 'no-agent', reply: NO_AGENT_REPLY, ...none };
  if (sms.carrierMessageId) {
    const earlier = await earlierAnswer(db, sms.carrierMessageId);
    if (earlier) return earlier;
  }
  const room = await roomOf(db, who, sms.from);
  const inbound = { uuid: crypto.randomUUID(), roomId: room.id, accountId: who.scope.accountId, direction: 'in' as const, body: sms.text, carrierMessageId: sms.carrierMessageId ?? null };
  const base = { roomId: room.id, uuid: inbound.uuid, transferTo: null };
  // the inbox: a blocked number's message is kept out of sight; a room a person handles (or whose
  // agent is off) is recorded and shown, not answered
  const hold = await inboxHold(db, room);
  if (hold === 'blocked') {
    if (await keepBlocked(db, room, inbound)) return { status: 'blocked', reply: null, ...base };
    return (await earlierAnswer(db, sms.carrierMessageId!))!;
  }
  // a supervisor took the room over, or the caller floods the number: recorded, not answered
  const held = hold === 'held';
  if (held || (await isFlooding(deps, sms.from, sms.to))) {
    if (await writeUnanswered(deps, who, sms, { ...inbound, unanswered: held ? null : 'throttled' })) {
      return { status: held ? 'held' : 'throttled', reply: null, ...base };
    }
    return (await earlierAnswer(db, sms.carrierMessageId!))!; // only a carrier id can collide
  }
  const outcome: TurnOutcome = who.payload
    ? await agentTurn(db, deps.model, who.payload, await historyOf(db, room.id), sms.text, room.pendingTransfer, deps.limits.turnTimeLimitMs, who.scope.accountId, {
        agentId: who.scope.agentId,
        callUuid: inbound.uuid,
        roomId: room.id,
        caller: sms.from,
      })
    : { reply: NOT_PUBLISHED_REPLY, actions: [], functions: [], transferTo: null, offeredTransfer: null, citations: [] };
  const turnKey = `sms:${sms.carrierMessageId ?? inbound.uuid}`;
  try {
    // Calendly's or Google's booking, before the exchange's write and with no transaction open while
    // the provider is asked (integrations/booking.ts); its claim refuses a message written already
    await bookBeforeTurn(db, who.scope.accountId, outcome, turnKey, async (tx) => {
      if (!sms.carrierMessageId) return;
      const [written] = await tx.select({ id: conversationMessages.id }).from(conversationMessages).where(eq(conversationMessages.carrierMessageId, sms.carrierMessageId));
      if (written) throw new Duplicate();
    });
  } catch (error) {
    if (error instanceof Duplicate) return (await earlierAnswer(db, sms.carrierMessageId!))!;
    throw error;
  }
  try {
    await writeExchange(deps, who, sms, inbound, outcome, turnKey);
  } catch (error) {
    // the exchange was not recorded: the provider's booking this try made is cancelled
    await undoTurnBooking(db, who.scope.accountId, outcome, deps.log);
    if (error instanceof Duplicate) return (await earlierAnswer(db, sms.carrierMessageId!))!;
    throw error;
  }
  if (outcome.transferTo) await ringTransfer(deps, sms.to, outcome.transferTo, inbound.uuid);
  return { status: who.payload ? 'answered' : 'refused', reply: outcome.reply, ...base, transferTo: outcome.transferTo };
}

type InboundRow = typeof conversationMessages.$inferInsert & { uuid: string; roomId: string };

/** Inserts the inbound message unless its carrier id is already recorded (a retry); false then. */
async function insertInbound(tx: Db, row: InboundRow): Promise<boolean> {
  const inserted = await tx.insert(conversationMessages).values(row).onConflictDoNothing().returning({ id: conversationMessages.id });
  return inserted.length > 0;
}

const messagePayload = (row: InboundRow, from: string, to: string, extra: object = {}) => ({ roomId: row.roomId, uuid: row.uuid, channel: 'sms', from, to, text: row.body, ...extra });

async function writeUnanswered(deps: RuntimeDeps, who: Answerer, sms: InboundSms, row: InboundRow): Promise<boolean> {
  return inTransaction(deps.db, async (tx) => {
    if (!(await insertInbound(tx, row))) return false;
    await tx.update(conversations).set({ lastMessage: sms.text, lastMessageAt: new Date(), unread: true, ...REOPEN }).where(eq(conversations.id, row.roomId));
    await recordEvent(tx, { type: 'message.in', ...who.scope, payload: messagePayload(row, sms.from, sms.to, { unanswered: row.unanswered ?? 'held' }) });
    return true;
  });
}

async function writeExchange(deps: RuntimeDeps, who: Answerer, sms: InboundSms, row: InboundRow, outcome: TurnOutcome, turnKey: string): Promise<void> {
  const startedAt = wholeSecond();
  await inTransaction(deps.db, async (tx) => {
    if (!(await insertInbound(tx, row))) throw new Duplicate();
    // the Demo calendar's booking is made once the message is claimed, in its transaction: a duplicate books nothing
    await bookTurn(tx, who.scope.accountId, outcome, turnKey);
    const out: InboundRow = {
      uuid: crypto.randomUUID(),
      roomId: row.roomId,
      accountId: row.accountId,
      direction: 'out',
      body: outcome.reply,
      actions: outcome.actions,
      functions: outcome.functions,
      transferTo: outcome.transferTo,
    };
    await tx.insert(conversationMessages).values(out);
    await tx
      .update(conversations)
      .set({ lastMessage: outcome.reply, lastMessageAt: new Date(), unread: true, pendingTransfer: outcome.offeredTransfer, ...REOPEN })
      .where(eq(conversations.id, row.roomId));
    await recordEvent(tx, { type: 'message.in', ...who.scope, payload: messagePayload(row, sms.from, sms.to) });
    await recordEvent(tx, { type: 'message.out', ...who.scope, payload: messagePayload(out, sms.to, sms.from, { actions: outcome.actions, transferTo: outcome.transferTo, citations: outcome.citations }) });
    await writeCallRecord(tx, {
      uuid: row.uuid,
      callId: sms.carrierMessageId ?? row.uuid,
      roomId: row.roomId,
      scope: who.scope,
      orgName: who.orgName,
      startedAt,
      durationS: 0,
      from: sms.from,
      to: sms.to,
      cnam: null,
      direction: 'sms',
      transferTo: outcome.transferTo ?? '',
      functions: outcome.functions,
      transcript: [
        { role: 'caller', text: sms.text, offset: 0 },
        { role: 'agent', text: outcome.reply, offset: 0, ...(outcome.citations.length ? { citations: outcome.citations } : {}), ...(outcome.booking ? { booking: outcome.booking } : {}) },
      ],
    });
  });
}
