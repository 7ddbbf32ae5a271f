// An agent's booking action (issue 23 point 4): when the model calls the calendar app's
// bookAppointment during a call or an SMS exchange, the runtime books it here, in the
// organization's connected calendar (the active, enabled calendar connection): the Demo calendar
// (kept in calendar_bookings, weekdays 09:00 to 17:00 in the agent's time zone, one booking per
// start), Calendly (POST /invitees) or Google Calendar (an event in the main calendar). The booking is
// recorded with the call, and the answer the caller hears says what happened.
//
// One booking per conversation turn, and no provider's HTTP call inside a database transaction (on
// PGlite one connection serves every query, so a transaction waiting on Calendly or Google would stop
// the whole server for up to CALENDAR_TIMEOUT_MS; on PostgreSQL it would hold a connection and the
// turn's locks). A booking is keyed by its turn (`turnKey`, unique per organization among the live
// bookings), and made in steps:
// - the Demo calendar (no network) books inside the transaction that writes the turn, after the turn
//   is claimed, in a savepoint (its unique index on the slot): a turn that loses its write books nothing;
// - Calendly and Google (bookWithProvider): a short transaction claims the turn's booking (a 'pending'
//   row under the turn's key; the caller's `claimable` check refuses a turn already written), commits,
//   the provider is asked with no transaction open, and a second short transaction records its answer
//   (the row 'booked' with the provider's id; a refusal deletes the claim). A delivery of the same turn
//   that finds a fresh claim is refused (409: the other delivery books and writes the turn); one that
//   finds a claim older than the provider could take (a process that died mid-call) takes it over; one
//   that finds the turn booked answers that booking without asking the provider again. Then the turn is
//   written in its own transaction; when that write fails (409, the database refusing), the runtime
//   cancels what this try booked (cancelBooking: Calendly's cancellation, Google's event deleted) and
//   marks the row 'cancelled', which frees the turn's key for the carrier's retry. A cancellation the
//   provider refuses leaves the booking 'booked': the retry answers it instead of booking a second time.
// Calendly takes no idempotency key: a process that dies between its answer and the record leaves a
// 'pending' claim, and the retry that takes it over books again. Google's event id is derived from the
// turn (googleEventId), so its retry finds the same event.
import { createHash } from 'node:crypto';
import { and, count, eq, lt, ne } from 'drizzle-orm';
import { BOOKING_MINUTES, bookingLabel, demoHoursAllow, SLOT_MESSAGES, slotFrom } from '../../src/shared/integrations/slots';
import { calendarBookings, calendarConnections } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { sqlState } from '../kit/databaseErrors';
import { fail } from '../http';
import { timeoutFrom } from '../providers/calendar/http';
import { CALENDAR_LABELS, CalendarError, selectCalendars, type BookedEvent, type CalendarKind, type CalendlyEventType } from '../providers/calendar';
import { BAD_BOOKING_EMAIL, BOOKING_IN_PROGRESS, CALENDLY_NEEDS_EMAIL, CALENDLY_NO_EVENT_TYPE, NOT_CONNECTED } from './messages';
import { unsealSecret } from './secrets';

export interface BookingRef {
  agentId: number | null;
  /** the call record's uuid (calls), null for an SMS exchange */
  callUuid: string | null;
  roomId: string | null;
  caller: string;
  timezone: string;
  /** the conversation turn booking (see above); none: no once-per-turn guarantee (a direct call) */
  turnKey?: string;
  /** the test chat: with no calendar connection at all, the Demo calendar books */
  demoByDefault?: boolean;
}

/** What the transcript keeps of a booking on the agent's line. */
export type BookingView =
  | { ok: true; id: string; provider: CalendarKind; providerLabel: string; start: string; end: string; label: string; name: string }
  | { ok: false; provider: CalendarKind | null; problem: string };

/** Whether a function the model called is the calendar app's booking. */
export const isBookingCall = (f: { app: string; name: string }) => /^calendar:/.test(f.app) && f.name === 'bookAppointment';

const TAKEN = 'That time is already booked';

export async function activeCalendar(db: Db, accountId: number) {
  const [row] = await db
    .select()
    .from(calendarConnections)
    .where(and(eq(calendarConnections.accountId, accountId), eq(calendarConnections.active, true)));
  return row ?? null;
}

/** Whether the organization has a calendar integration switched on (else its agents' booking calls book nothing, as before). */
export async function calendarOn(db: Db, accountId: number): Promise<boolean> {
  const connection = await activeCalendar(db, accountId);
  return connection?.enabled === true;
}

const EMAIL = /^[^\s@<>(),;:"]{1,64}@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]{2,}$/;

/** The booking's `email` argument: absent (undefined), an address, or unreadable (null). */
export function bookingEmail(value: unknown): string | undefined | null {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return undefined;
  if (typeof value !== 'string') return null;
  const email = value.trim();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/** Google Calendar's event id for a turn's booking (5 to 1024 characters of a-v and 0-9). */
export const googleEventId = (accountId: number, turnKey: string) => createHash('sha256').update(`${accountId}:${turnKey}`).digest('hex');

const viewOf = (row: typeof calendarBookings.$inferSelect, timezone: string): BookingView => {
  const provider = row.provider as CalendarKind;
  return { ok: true, id: row.id, provider, providerLabel: CALENDAR_LABELS[provider], start: row.startAt.toISOString(), end: row.endAt.toISOString(), label: bookingLabel(row.startAt, timezone), name: row.name };
};

type Connection = typeof calendarConnections.$inferSelect;
/** The Google calendar a connection books into: the one the owner chose, else the account's primary. */
const googleCalendarOf = (connection: Connection) => String(connection.details.mainCalendar ?? 'primary');
type Request = { start: Date; durationMin: number; name: string; caller: string; email?: string; timezone: string };
/** What a booking comes to before any calendar is asked: an answer already, or the booking to make. */
type Plan =
  | { view: BookingView }
  | { provider: 'demo'; slot: Date; name: string; request: Request }
  | { provider: 'calendly' | 'google'; connection: Connection; name: string; request: Request };

async function planBooking(db: Db, accountId: number, args: Record<string, unknown>, ref: BookingRef, now: Date): Promise<Plan> {
  if (ref.turnKey) {
    // this turn booked already (a retry that reached here): its booking, not a second one
    const [earlier] = await db
      .select()
      .from(calendarBookings)
      .where(and(eq(calendarBookings.accountId, accountId), eq(calendarBookings.turnKey, ref.turnKey), eq(calendarBookings.state, 'booked')));
    if (earlier) return { view: viewOf(earlier, ref.timezone) };
  }
  const connection = await activeCalendar(db, accountId);
  if (connection && !connection.enabled) return { view: { ok: false, provider: null, problem: NOT_CONNECTED } };
  if (!connection && !ref.demoByDefault) return { view: { ok: false, provider: null, problem: NOT_CONNECTED } };
  const provider = (connection?.provider ?? 'demo') as CalendarKind;
  const slot = slotFrom(args, now, ref.timezone);
  if ('problem' in slot) return { view: { ok: false, provider, problem: slot.problem } };
  const name = typeof args.name === 'string' ? args.name.trim().slice(0, 100) : '';
  const email = bookingEmail(args.email);
  if (email === null) return { view: { ok: false, provider, problem: BAD_BOOKING_EMAIL } };
  // Calendly books an invitee by email: the agent relays this and asks the caller for one
  if (provider === 'calendly' && !email) return { view: { ok: false, provider, problem: CALENDLY_NEEDS_EMAIL } };
  const request = { start: slot.start, durationMin: BOOKING_MINUTES, name, caller: ref.caller, email, timezone: ref.timezone };
  if (provider === 'demo') {
    if (!demoHoursAllow(slot.start, ref.timezone)) return { view: { ok: false, provider, problem: SLOT_MESSAGES.demoHours } };
    return { provider, slot: slot.start, name, request };
  }
  if (provider === 'calendly') {
    const eventType = connection?.details.eventType as unknown as CalendlyEventType | undefined;
    if (!eventType?.uri || !connection?.tokenSealed) return { view: { ok: false, provider, problem: CALENDLY_NO_EVENT_TYPE } };
    return { provider, connection, name, request: { ...request, durationMin: eventType.durationMin } };
  }
  if (!selectCalendars().google || !connection?.tokenSealed) return { view: { ok: false, provider, problem: NOT_CONNECTED } };
  return { provider: 'google', connection, name, request };
}

const bookedView = (id: string, provider: CalendarKind, booked: BookedEvent, name: string, timezone: string): BookingView => ({
  ok: true,
  id,
  provider,
  providerLabel: CALENDAR_LABELS[provider],
  start: booked.start.toISOString(),
  end: booked.end.toISOString(),
  label: bookingLabel(booked.start, timezone),
  name,
});

/** The Demo calendar's booking, in `db` (the turn's transaction): a savepoint of its own. */
async function bookDemo(db: Db, accountId: number, plan: Extract<Plan, { provider: 'demo' }>, ref: BookingRef): Promise<BookingView> {
  const provider = 'demo';
  const taken = await db
    .select({ id: calendarBookings.id })
    .from(calendarBookings)
    .where(and(eq(calendarBookings.accountId, accountId), eq(calendarBookings.provider, 'demo'), eq(calendarBookings.startAt, plan.slot)));
  if (taken.length) return { ok: false, provider, problem: TAKEN };
  const booked = { externalId: null, start: plan.slot, end: new Date(plan.slot.getTime() + BOOKING_MINUTES * 60_000) };
  const values = { accountId, agentId: ref.agentId, provider, startAt: booked.start, endAt: booked.end, name: plan.name, caller: ref.caller, externalId: null, callUuid: ref.callUuid, roomId: ref.roomId, turnKey: ref.turnKey ?? null };
  let row: { id: string } | undefined;
  try {
    // in a savepoint of its own: a Demo slot another call took a moment ago (its unique index) is
    // "taken" for this caller, and the turn's transaction goes on
    [row] = await inTransaction(db, (sp) => sp.insert(calendarBookings).values(values).returning({ id: calendarBookings.id }));
  } catch (error) {
    if (sqlState(error) === '23505') return { ok: false, provider, problem: TAKEN };
    throw error;
  }
  return bookedView(row!.id, provider, booked, plan.name, ref.timezone);
}

/** How old a 'pending' claim is when its process is taken for dead: longer than the provider's calls can take
 * (Google's token and its insert, each up to CALENDAR_TIMEOUT_MS). */
export const staleClaimMs = () => 3 * timeoutFrom(process.env, 'CALENDAR_TIMEOUT_MS');

/**
 * Calendly's or Google's booking, with no transaction open while the provider is asked (see the top of
 * this file): claim, ask, record. `claimable` runs in the claim's transaction and throws when the turn
 * can no longer be written (written already by another delivery). `made`: this try booked at the
 * provider (the one a failed turn write cancels), not an earlier try's booking answered again.
 */
async function bookRemote(
  db: Db,
  accountId: number,
  plan: Extract<Plan, { provider: 'calendly' | 'google' }>,
  ref: BookingRef,
  claimable?: (tx: Db) => Promise<void>,
): Promise<{ view: BookingView; made: boolean }> {
  const { provider, connection, name, request } = plan;
  const values = {
    accountId,
    agentId: ref.agentId,
    provider,
    startAt: request.start,
    endAt: new Date(request.start.getTime() + request.durationMin * 60_000),
    name,
    caller: ref.caller,
    callUuid: ref.callUuid,
    roomId: ref.roomId,
    turnKey: ref.turnKey ?? null,
    state: 'pending',
  };
  const claim = await inTransaction(db, async (tx): Promise<{ id: string; cancelled: number } | { view: BookingView }> => {
    if (claimable) await claimable(tx);
    const [mine] = await tx.insert(calendarBookings).values(values).onConflictDoNothing().returning({ id: calendarBookings.id });
    const [{ cancelled }] = ref.turnKey
      ? await tx
          .select({ cancelled: count() })
          .from(calendarBookings)
          .where(and(eq(calendarBookings.accountId, accountId), eq(calendarBookings.turnKey, ref.turnKey), eq(calendarBookings.state, 'cancelled')))
      : [{ cancelled: 0 }];
    if (mine) return { id: mine.id, cancelled };
    // the turn's key is taken: booked by another delivery (its booking), or claimed by one
    const [other] = await tx
      .select()
      .from(calendarBookings)
      .where(and(eq(calendarBookings.accountId, accountId), eq(calendarBookings.turnKey, ref.turnKey!), ne(calendarBookings.state, 'cancelled')))
      .for('update');
    if (!other) fail(409, BOOKING_IN_PROGRESS);
    if (other.state === 'booked') return { view: viewOf(other, ref.timezone) };
    if (Date.now() - other.createdAt.getTime() < staleClaimMs()) fail(409, BOOKING_IN_PROGRESS);
    // a claim whose process died while the provider was asked: this try takes it over
    const [taken] = await tx
      .update(calendarBookings)
      .set({ ...values, createdAt: new Date() })
      .where(and(eq(calendarBookings.id, other.id), eq(calendarBookings.state, 'pending'), lt(calendarBookings.createdAt, new Date(Date.now() - staleClaimMs()))))
      .returning({ id: calendarBookings.id });
    if (!taken) fail(409, BOOKING_IN_PROGRESS);
    return { id: taken.id, cancelled };
  });
  if ('view' in claim) return { view: claim.view, made: false };
  const release = () => db.delete(calendarBookings).where(and(eq(calendarBookings.id, claim.id), eq(calendarBookings.state, 'pending')));
  let booked: BookedEvent;
  try {
    const token = unsealSecret(connection.tokenSealed!);
    if (provider === 'calendly') {
      booked = await selectCalendars().calendly.book(token, connection.details.eventType as unknown as CalendlyEventType, request);
    } else {
      const google = selectCalendars().google!;
      const access = await google.accessToken(token);
      // the turn's event id (hex is within Google's base32hex ids): a retried turn finds its event at
      // Google; after a cancelled try, another id (Google keeps a deleted event's id taken)
      const idempotencyId = ref.turnKey ? googleEventId(accountId, claim.cancelled ? `${ref.turnKey}#${claim.cancelled}` : ref.turnKey) : undefined;
      booked = await google.insertEvent(access, googleCalendarOf(connection), { ...request, idempotencyId });
    }
  } catch (error) {
    await release();
    if (error instanceof CalendarError) return { view: { ok: false, provider, problem: error.message }, made: false };
    throw error;
  }
  await db
    .update(calendarBookings)
    .set({ state: 'booked', externalId: booked.externalId, startAt: booked.start, endAt: booked.end })
    .where(eq(calendarBookings.id, claim.id));
  return { view: bookedView(claim.id, provider, booked, name, ref.timezone), made: true };
}

/**
 * The booking the model asked for, made in full: Demo in a savepoint of `db`, Calendly and Google by
 * bookWithProvider's steps (so `db` must not be a transaction for them). The test chat's way.
 */
export async function bookAppointment(db: Db, accountId: number, args: Record<string, unknown>, ref: BookingRef, now = new Date()): Promise<BookingView> {
  const plan = await planBooking(db, accountId, args, ref, now);
  if ('view' in plan) return plan.view;
  if (plan.provider === 'demo') return bookDemo(db, accountId, plan, ref);
  return (await bookRemote(db, accountId, plan, ref)).view;
}

/**
 * A conversation turn's booking before its write (calls.ts, sms.ts), outside any transaction: Calendly's
 * or Google's, with `claimable` checked in the claim's transaction. Null: the Demo calendar, booked by
 * bookAppointment in the turn's transaction. `made`: what cancelBooking undoes when the turn's write fails.
 */
export async function bookWithProvider(
  db: Db,
  accountId: number,
  args: Record<string, unknown>,
  ref: BookingRef,
  claimable: (tx: Db) => Promise<void>,
  now = new Date(),
): Promise<{ view: BookingView; made: boolean } | null> {
  const plan = await planBooking(db, accountId, args, ref, now);
  if ('view' in plan) return { view: plan.view, made: false };
  if (plan.provider === 'demo') return null;
  return bookRemote(db, accountId, plan, ref, claimable);
}

/**
 * Undoes a booking made for a turn whose write then failed: Calendly's scheduled event cancelled, Google's
 * event deleted, the row marked 'cancelled' (the turn's key is free for its retry). False when the
 * provider refused: the booking stays 'booked', and the turn's retry answers it.
 */
export async function cancelBooking(db: Db, accountId: number, bookingId: string): Promise<boolean> {
  const [row] = await db.select().from(calendarBookings).where(and(eq(calendarBookings.id, bookingId), eq(calendarBookings.accountId, accountId)));
  if (!row || row.state !== 'booked' || row.provider === 'demo') return false;
  const [connection] = await db
    .select()
    .from(calendarConnections)
    .where(and(eq(calendarConnections.accountId, accountId), eq(calendarConnections.provider, row.provider)));
  if (!connection?.tokenSealed || !row.externalId) return false;
  try {
    const token = unsealSecret(connection.tokenSealed);
    if (row.provider === 'calendly') {
      await selectCalendars().calendly.cancel(token, row.externalId, 'The conversation turn that booked it was not recorded');
    } else {
      const google = selectCalendars().google;
      if (!google) return false;
      await google.deleteEvent(await google.accessToken(token), googleCalendarOf(connection), row.externalId);
    }
  } catch (error) {
    if (error instanceof CalendarError) return false;
    throw error;
  }
  await db.update(calendarBookings).set({ state: 'cancelled' }).where(eq(calendarBookings.id, row.id));
  return true;
}
