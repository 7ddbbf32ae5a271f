// One turn of the agent in a real conversation (SMS or voice): the published campaign through the
// language model, as the test chat does (agents/modelRequest.ts), collected into what the runtime
// records: the answer, the actions and functions taken, a transfer made or offered, and the
// knowledge-base passages the answer was given (its citations, issue 21). Under
// `confirmTransfers` a transfer is offered first and made on the caller's yes, in the next turn.
// Each model turn meters its tokens to the organization, and a transfer at the hard spend cap is
// refused with a fallback answer (server/billing: meter.ts, runtimeCaps.ts).
import { modelRequestFor } from '../agents/modelRequest';
import { meterTurn } from '../billing/meter';
import { capTransfer } from '../billing/runtimeCaps';
import type { CampaignPayload } from '../agents/payload';
import type { Citation } from '../db/tables/calls';
import type { FunctionCall } from '../db/tables/conversations';
import type { Db } from '../db/store';
import type { LanguageModel } from '../providers/llm';
import { retrieveFor } from '../kb/retrievalPassages';
import { timeLimit } from '../providers/llm/limits';
import type { ChatTurn, TokenUsage } from '../providers/llm/types';
import { bookAppointment, bookWithProvider, calendarOn, cancelBooking, isBookingCall, type BookingRef, type BookingView } from '../integrations/booking';
import { bookingDone, bookingFailed } from '../integrations/messages';
import { CONFIRM_TRANSFER, TRANSFERRING } from './messages';
import type { RuntimeLog } from './deps';

export interface TurnOutcome {
  reply: string;
  actions: string[];
  functions: FunctionCall[];
  /** the number the call is transferred to now */
  transferTo: string | null;
  /** a transfer offered under confirmTransfers, made on the caller's yes */
  offeredTransfer: string | null;
  /** the knowledge-base passages the model was given for this answer */
  citations: Citation[];
  /** an appointment the agent's booking action made (or could not make) in the connected calendar */
  booking?: BookingView;
  /** the booking the model asked for: Calendly's or Google's made by bookBeforeTurn before the turn's
   * write, the Demo calendar's by bookTurn in the transaction that writes the turn */
  bookingCall?: { arguments: Record<string, unknown>; ref: BookingRef };
  /** the provider booking this try made (bookBeforeTurn), cancelled when the turn's write fails */
  madeBookingId?: string;
}

/** The model failed (unreachable, timed out, refused): the turn is not recorded. */
export class TurnFailed extends Error {}

const YES = /^\s*(yes|yeah|yep|sure|ok|okay|please|please do|go ahead|connect me)\b/i;

export async function agentTurn(
  db: Db,
  model: LanguageModel,
  payload: CampaignPayload,
  history: readonly ChatTurn[],
  said: string,
  pendingTransfer: string | null,
  timeLimitMs: number,
  /** the organization whose knowledge bases the agent searches */
  accountId: number,
  /** where a booking the agent makes belongs (the call or room, the caller); none: no booking is made */
  bookingRef?: Omit<BookingRef, 'timezone'>,
): Promise<TurnOutcome> {
  if (pendingTransfer && YES.test(said)) {
    return capTransfer(db, accountId, { reply: TRANSFERRING, actions: [], functions: [], transferTo: pendingTransfer, offeredTransfer: null, citations: [] });
  }
  const limit = timeLimit(timeLimitMs);
  const { passages, citations } = await retrieveFor(db, accountId, payload.knowledgeBaseIds, said);
  const request = { ...(await modelRequestFor(db, payload, history, said, limit.signal)), passages };
  const outcome: TurnOutcome = { reply: '', actions: [], functions: [], transferTo: null, offeredTransfer: null, citations };
  let done = false;
  let usage: TokenUsage | undefined;
  for await (const event of model.stream(request)) {
    if (event.type === 'error') throw new TurnFailed(event.code);
    if (event.type === 'action') outcome.actions.push(event.name);
    if (event.type === 'function') outcome.functions.push({ app: event.app, name: event.name, arguments: event.arguments });
    if (event.type === 'transfer') {
      if (event.confirm) outcome.offeredTransfer = event.to;
      else outcome.transferTo = event.to;
    }
    if (event.type === 'done') {
      outcome.reply = event.reply.trim();
      usage = event.usage;
      done = true;
    }
  }
  // the provider billed the answer even when it came too late for the caller
  if (done) await meterTurn(db, accountId, request, outcome.reply, usage);
  if (!done || limit.expired) throw new TurnFailed('timeout');
  const booking = bookingRef && outcome.functions.find(isBookingCall);
  // without a calendar integration switched on, the booking call is only recorded (as before issue 23);
  // else the caller's turn books it when its write claims the turn (bookTurn)
  if (booking && (await calendarOn(db, accountId))) outcome.bookingCall = { arguments: booking.arguments, ref: { ...bookingRef, timezone: payload.timezone || 'UTC' } };
  if (outcome.offeredTransfer) outcome.reply = `${outcome.reply} ${CONFIRM_TRANSFER}`.trim();
  return capTransfer(db, accountId, outcome);
}

/** The calendar's answer is part of the turn: the caller hears whether it was booked (before a transfer's question). */
function sayBooking(outcome: TurnOutcome, booking: BookingView): void {
  outcome.booking = booking;
  const said = booking.ok ? bookingDone(booking.label, booking.providerLabel) : bookingFailed(booking.problem);
  const asks = outcome.offeredTransfer && outcome.reply.endsWith(CONFIRM_TRANSFER);
  const reply = asks ? outcome.reply.slice(0, -CONFIRM_TRANSFER.length).trim() : outcome.reply;
  outcome.reply = [reply, said, asks ? CONFIRM_TRANSFER : ''].filter(Boolean).join(' ');
}

/**
 * Books Calendly's or Google's appointment the turn's model asked for, before the turn's write and
 * outside any transaction (the provider is asked with none open: integrations/booking.ts explains the
 * claim). `claimable` runs in the claim's short transaction and throws when the turn is written
 * already (a 409, a carrier's duplicate): such a turn books nothing. `turnKey` names the turn: a turn
 * booked already answers its booking. The Demo calendar is left to bookTurn.
 */
export async function bookBeforeTurn(db: Db, accountId: number, outcome: TurnOutcome, turnKey: string, claimable: (tx: Db) => Promise<void>): Promise<void> {
  const call = outcome.bookingCall;
  if (!call) return;
  const result = await bookWithProvider(db, accountId, call.arguments, { ...call.ref, turnKey }, claimable);
  if (!result) return;
  if (result.made && result.view.ok) outcome.madeBookingId = result.view.id;
  sayBooking(outcome, result.view);
}

/**
 * Books the Demo calendar's appointment the turn's model asked for (when bookBeforeTurn left it), in
 * `tx`: the transaction that writes the turn, called once that write has claimed the turn, so a turn
 * that loses (409, a duplicate) books nothing. No network is asked here.
 */
export async function bookTurn(tx: Db, accountId: number, outcome: TurnOutcome, turnKey: string): Promise<void> {
  const call = outcome.bookingCall;
  if (!call || outcome.booking) return;
  sayBooking(outcome, await bookAppointment(tx, accountId, call.arguments, { ...call.ref, turnKey }));
}

/**
 * The turn's write failed after bookBeforeTurn booked at the provider: the booking is cancelled there
 * (and marked so), so a turn that was not recorded books nothing. Never throws: the write's error is the
 * news; a cancellation that did not happen is logged (the booking id, never the connection's token), for
 * someone to cancel it by hand.
 */
export async function undoTurnBooking(db: Db, accountId: number, outcome: TurnOutcome, log?: RuntimeLog): Promise<void> {
  const bookingId = outcome.madeBookingId;
  if (!bookingId) return;
  const cancelled = await cancelBooking(db, accountId, bookingId).catch((error: unknown) => {
    log?.warn({ err: error, accountId, bookingId }, 'cancelling the booking of an unrecorded turn failed');
    return null;
  });
  if (cancelled === false) log?.warn({ accountId, bookingId }, 'the booking of an unrecorded turn was not cancelled (the calendar refused, or the connection is gone); it stays booked');
}

/** Whether the turn booked an appointment, as the test chat's record counts it. */
export const bookedAppointment = (functions: readonly FunctionCall[]) => functions.some((f) => /appointment/i.test(f.name));
