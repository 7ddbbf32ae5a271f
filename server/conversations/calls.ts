// An inbound voice call (the Twilio voice webhooks and the demo carrier enter here alike): started,
// then one turn per thing the caller says, then ended by the carrier's status. Its state is the
// conversation_calls row, so any API process can take the next turn; a turn is written only over
// the turn count it read (two processes never both add the same turn), and a booking the agent makes
// is made with it (turn.ts: the Demo calendar's in that write, once the turn is claimed; Calendly's
// or Google's just before it, outside any transaction, and cancelled when the write fails). The agent answers from its
// published campaign; a transfer is bridged by the carrier's own call (Twilio's <Dial>: `bridges`)
// or rung with carrier.placeCall. The call record is written once, when the call ends.
import { and, eq } from 'drizzle-orm';
import { accounts, conversationCalls, conversations } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { recordEvent } from '../events/record';
import { fail } from '../http';
import { forwardedCallArrived } from '../forwarding/checks';
import { freeQuotaLines } from '../billing/quotas';
import { agentNameOf, answererOf, roomOf } from './answerer';
import { cnamOf, wholeSecond, writeCallRecord } from './callRecord';
import { isFlooding, ringTransfer, type RuntimeDeps } from './deps';
import { CALL_NOT_LIVE, callGreeting, NO_AGENT_REPLY, NOT_PUBLISHED_REPLY, TURN_CONFLICT } from './messages';
import { agentTurn, bookBeforeTurn, bookTurn, undoTurnBooking } from './turn';

export interface InboundCall {
  from: string;
  to: string;
  carrierCallId: string;
  /** the carrier's CNAM for the caller, kept only when it passes the caller-name check */
  callerName?: string | null;
}

export interface CallStep {
  status: 'answered' | 'refused' | 'no-agent' | 'throttled' | 'busy';
  /** what the agent says now; null: nothing */
  say: string | null;
  /** the call ends after `say` */
  hangup: boolean;
  /** the number the call is transferred to after `say` */
  transferTo: string | null;
  callUuid: string | null;
}

const refusal = (status: CallStep['status'], say: string | null): CallStep => ({ status, say, hangup: true, transferTo: null, callUuid: null });

export async function startCall(deps: RuntimeDeps, call: InboundCall): Promise<CallStep> {
  const { db } = deps;
  // our own forwarding test call coming back (server/forwarding/checks.ts): proven, hung up, no agent
  if (await forwardedCallArrived(db, call)) return refusal('refused', null);
  const who = await answererOf(db, call.to);
  if (!who) return refusal('no-agent', NO_AGENT_REPLY);
  const [earlier] = await db.select().from(conversationCalls).where(eq(conversationCalls.carrierCallId, call.carrierCallId));
  if (earlier) return { status: 'answered', say: earlier.transcript[0]?.text ?? null, hangup: earlier.status !== 'live', transferTo: null, callUuid: earlier.uuid };
  if (await isFlooding(deps, call.from, call.to)) return refusal('throttled', null);
  // a reseller's concurrent-calls quota on the organization (billing/quotas.ts): the carrier's busy signal
  if ((await freeQuotaLines(db, who.scope.accountId)) === 0) return refusal('busy', null);
  const room = await roomOf(db, who, call.from);
  const greeting = who.payload ? callGreeting(agentNameOf(who.agent)) : NOT_PUBLISHED_REPLY;
  const uuid = crypto.randomUUID();
  await inTransaction(db, async (tx) => {
    const row = {
      carrierCallId: call.carrierCallId,
      uuid,
      roomId: room.id,
      ...who.scope,
      fromNumber: call.from,
      toNumber: call.to,
      cnam: cnamOf(call.callerName),
      status: 'live' as const,
      transcript: [{ role: 'agent' as const, text: greeting, offset: 0 }],
      actions: [],
      functions: [],
      startedAt: wholeSecond(),
    };
    await tx.insert(conversationCalls).values(row);
    await recordEvent(tx, { type: 'call.started', ...who.scope, payload: { callId: uuid, carrierCallId: call.carrierCallId, roomId: room.id, from: call.from, to: call.to } });
  });
  if (!who.payload) {
    // the refusal is the whole call: logged as a call record like any other
    await endCall(deps, call.carrierCallId, 'completed');
    return { ...refusal('refused', greeting), callUuid: uuid };
  }
  return { status: 'answered', say: greeting, hangup: false, transferTo: null, callUuid: uuid };
}

/** One thing the caller said, and the agent's answer. `bridges`: the carrier connects a transfer itself. */
export async function callTurn(deps: RuntimeDeps, carrierCallId: string, speech: string, { bridges = false } = {}): Promise<CallStep> {
  const { db } = deps;
  const [row] = await db.select().from(conversationCalls).where(eq(conversationCalls.carrierCallId, carrierCallId));
  if (!row || row.status !== 'live') fail(404, CALL_NOT_LIVE);
  const who = await answererOf(db, row.toNumber);
  if (!who?.payload || who.scope.accountId !== row.accountId) {
    // unpublished or reassigned since the call began: the agent cannot go on
    await endCall(deps, carrierCallId, 'completed');
    return { ...refusal('refused', who ? NOT_PUBLISHED_REPLY : NO_AGENT_REPLY), callUuid: row.uuid };
  }
  const [room] = await db.select({ pendingTransfer: conversations.pendingTransfer }).from(conversations).where(eq(conversations.id, row.roomId));
  const history = row.transcript.map((line) => ({ role: line.role === 'caller' ? ('user' as const) : ('assistant' as const), content: line.text }));
  const outcome = await agentTurn(db, deps.model, who.payload, history, speech, room?.pendingTransfer ?? null, deps.limits.turnTimeLimitMs, row.accountId, {
    agentId: row.agentId,
    callUuid: row.uuid,
    roomId: row.roomId,
    caller: row.fromNumber,
  });
  const offset = Math.max(0, Math.floor((Date.now() - row.startedAt.getTime()) / 1000));
  const turnKey = `call:${row.uuid}:${row.turns}`;
  // Calendly's or Google's booking, before the turn's write and with no transaction open while the
  // provider is asked (integrations/booking.ts); its claim refuses a turn another delivery wrote
  // the turn is still this one's to write: the call live, still at the turn count read (else 409)
  const turnOpen = async (tx: Db, lock: boolean) => {
    const read = tx.select({ turns: conversationCalls.turns, status: conversationCalls.status }).from(conversationCalls).where(eq(conversationCalls.carrierCallId, carrierCallId));
    const [current] = lock ? await read.for('update') : await read;
    if (current?.turns !== row.turns || current.status !== 'live') fail(409, TURN_CONFLICT);
  };
  await bookBeforeTurn(db, row.accountId, outcome, turnKey, (tx) => turnOpen(tx, false));
  // the turn's write: Demo's booking in it; Calendly's or Google's made before it (above)
  const writeTurn = () =>
    inTransaction(db, async (tx) => {
      // the turn is claimed first (the row locked): a turn that lost to another process's write
      // answers 409 before its booking is made, and rolls nothing back
      await turnOpen(tx, true);
      // the Demo calendar's booking and the turn are one unit: a failure below rolls it back with the turn
      await bookTurn(tx, row.accountId, outcome, turnKey);
      const taken = await tx
        .update(conversationCalls)
        .set({
          transcript: [...row.transcript, { role: 'caller', text: speech, offset }, { role: 'agent', text: outcome.reply, offset, ...(outcome.citations.length ? { citations: outcome.citations } : {}), ...(outcome.booking ? { booking: outcome.booking } : {}) }],
          actions: [...row.actions, ...outcome.actions],
          functions: [...row.functions, ...outcome.functions],
          transferTo: outcome.transferTo ?? row.transferTo,
          status: outcome.transferTo ? 'transferring' : 'live',
          turns: row.turns + 1,
        })
        .where(and(eq(conversationCalls.carrierCallId, carrierCallId), eq(conversationCalls.turns, row.turns), eq(conversationCalls.status, 'live')))
        .returning({ turns: conversationCalls.turns });
      if (taken.length === 0) fail(409, TURN_CONFLICT);
      await tx.update(conversations).set({ pendingTransfer: outcome.offeredTransfer }).where(eq(conversations.id, row.roomId));
      await recordEvent(tx, {
        type: 'call.turn',
        ...who.scope,
        payload: { callId: row.uuid, carrierCallId, roomId: row.roomId, offset, caller: speech, agent: outcome.reply, actions: outcome.actions, transferTo: outcome.transferTo, citations: outcome.citations },
      });
    });
  try {
    await writeTurn();
  } catch (error) {
    // the turn was not recorded: the provider's booking this try made is cancelled
    await undoTurnBooking(db, row.accountId, outcome, deps.log);
    throw error;
  }
  if (outcome.transferTo && !bridges) await ringTransfer(deps, row.toNumber, outcome.transferTo, row.uuid);
  return { status: 'answered', say: outcome.reply, hangup: false, transferTo: outcome.transferTo, callUuid: row.uuid };
}

/**
 * Ends the call with the carrier's final status and writes its call record and 'call.ended', once:
 * a repeated status callback changes nothing. Returns the call record's uuid, null for a call the
 * runtime never took (refused before it started).
 */
export async function endCall(deps: RuntimeDeps, carrierCallId: string, status: string): Promise<string | null> {
  return inTransaction(deps.db, async (tx) => {
    const [row] = await tx.select().from(conversationCalls).where(eq(conversationCalls.carrierCallId, carrierCallId)).for('update');
    if (!row) return null;
    if (row.status === 'ended') return row.uuid;
    const endedAt = new Date();
    const durationS = Math.max(0, Math.floor((endedAt.getTime() - row.startedAt.getTime()) / 1000));
    await tx.update(conversationCalls).set({ status: 'ended', endStatus: status, endedAt }).where(eq(conversationCalls.carrierCallId, carrierCallId));
    const [org] = await tx.select({ accountName: accounts.accountName }).from(accounts).where(eq(accounts.id, row.accountId));
    const scope = { accountId: row.accountId, agentId: row.agentId, resellerId: row.resellerId, partnerId: row.partnerId };
    await writeCallRecord(tx, {
      uuid: row.uuid,
      callId: carrierCallId,
      roomId: row.roomId,
      scope,
      orgName: org?.accountName ?? '',
      startedAt: row.startedAt,
      durationS,
      from: row.fromNumber,
      to: row.toNumber,
      cnam: row.cnam,
      direction: 'inbound',
      transferTo: row.transferTo,
      functions: row.functions,
      transcript: row.transcript,
    });
    await recordEvent(tx, {
      type: 'call.ended',
      ...scope,
      payload: { callId: row.uuid, carrierCallId, roomId: row.roomId, status, duration: durationS, transferTo: row.transferTo, actions: row.actions },
    });
    return row.uuid;
  });
}
