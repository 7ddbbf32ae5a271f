// An agent's booking action (issue 23 point 4): when the model calls the calendar app's
// bookAppointment during a call or an SMS exchange, the runtime books it here, in the
// organization's connected calendar (the active, enabled calendar connection): the Demo calendar
// (kept in calendar_bookings, weekdays 09:00 to 17:00 in the agent's time zone, one booking per
// start), Calendly (POST /invitees) or Google Calendar (an event in the main calendar). The booking is
// recorded with the call, and the answer the caller hears says what happened.
//
// One booking per conversation turn: the runtime books inside the transaction that writes the turn,
// after it has claimed the turn (calls.ts, sms.ts), under the turn's key (`turnKey`, unique per
// organization). A turn that loses its write (409, a carrier's retry) rolls back before anything is
// booked, and a turn whose key already booked answers that booking without asking the provider again.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { BOOKING_MINUTES, bookingLabel, demoHoursAllow, SLOT_MESSAGES, slotFrom } from '../../src/shared/integrations/slots';
import { calendarBookings, calendarConnections } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { sqlState } from '../kit/databaseErrors';
import { CALENDAR_LABELS, CalendarError, selectCalendars, type BookedEvent, type CalendarKind, type CalendlyEventType } from '../providers/calendar';
import { BAD_BOOKING_EMAIL, CALENDLY_NEEDS_EMAIL, CALENDLY_NO_EVENT_TYPE, NOT_CONNECTED } from './messages';
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

export async function bookAppointment(db: Db, accountId: number, args: Record<string, unknown>, ref: BookingRef, now = new Date()): Promise<BookingView> {
  if (ref.turnKey) {
    // this turn booked already (a retry that reached here): its booking, not a second one
    const [earlier] = await db.select().from(calendarBookings).where(and(eq(calendarBookings.accountId, accountId), eq(calendarBookings.turnKey, ref.turnKey)));
    if (earlier) return viewOf(earlier, ref.timezone);
  }
  const connection = await activeCalendar(db, accountId);
  if (connection && !connection.enabled) return { ok: false, provider: null, problem: NOT_CONNECTED };
  if (!connection && !ref.demoByDefault) return { ok: false, provider: null, problem: NOT_CONNECTED };
  const provider = (connection?.provider ?? 'demo') as CalendarKind;
  const slot = slotFrom(args, now, ref.timezone);
  if ('problem' in slot) return { ok: false, provider, problem: slot.problem };
  const name = typeof args.name === 'string' ? args.name.trim().slice(0, 100) : '';
  const email = bookingEmail(args.email);
  if (email === null) return { ok: false, provider, problem: BAD_BOOKING_EMAIL };
  // Calendly books an invitee by email: the agent relays this and asks the caller for one
  if (provider === 'calendly' && !email) return { ok: false, provider, problem: CALENDLY_NEEDS_EMAIL };
  const request = { start: slot.start, durationMin: BOOKING_MINUTES, name, caller: ref.caller, email, timezone: ref.timezone };
  let booked: BookedEvent;
  try {
    if (provider === 'demo') {
      if (!demoHoursAllow(slot.start, ref.timezone)) return { ok: false, provider, problem: SLOT_MESSAGES.demoHours };
      const taken = await db
        .select({ id: calendarBookings.id })
        .from(calendarBookings)
        .where(and(eq(calendarBookings.accountId, accountId), eq(calendarBookings.provider, 'demo'), eq(calendarBookings.startAt, slot.start)));
      if (taken.length) return { ok: false, provider, problem: TAKEN };
      booked = { externalId: null, start: slot.start, end: new Date(slot.start.getTime() + BOOKING_MINUTES * 60_000) };
    } else if (provider === 'calendly') {
      const eventType = connection?.details.eventType as unknown as CalendlyEventType | undefined;
      if (!eventType?.uri || !connection?.tokenSealed) return { ok: false, provider, problem: CALENDLY_NO_EVENT_TYPE };
      booked = await selectCalendars().calendly.book(unsealSecret(connection.tokenSealed), eventType, { ...request, durationMin: eventType.durationMin });
    } else {
      const google = selectCalendars().google;
      if (!google || !connection?.tokenSealed) return { ok: false, provider, problem: NOT_CONNECTED };
      const access = await google.accessToken(unsealSecret(connection.tokenSealed));
      // the turn's event id (hex is within Google's base32hex ids): a retried turn finds its event at Google
      const idempotencyId = ref.turnKey ? googleEventId(accountId, ref.turnKey) : undefined;
      booked = await google.insertEvent(access, String(connection.details.mainCalendar ?? 'primary'), { ...request, idempotencyId });
    }
  } catch (error) {
    if (error instanceof CalendarError) return { ok: false, provider, problem: error.message };
    throw error;
  }
  const values = { accountId, agentId: ref.agentId, provider, startAt: booked.start, endAt: booked.end, name, caller: ref.caller, externalId: booked.externalId, callUuid: ref.callUuid, roomId: ref.roomId, turnKey: ref.turnKey ?? null };
  let row: { id: string } | undefined;
  try {
    // in a savepoint of its own: a Demo slot another call took a moment ago (its unique index) is
    // "taken" for this caller, and the turn's transaction goes on
    [row] = await inTransaction(db, (sp) => sp.insert(calendarBookings).values(values).returning({ id: calendarBookings.id }));
  } catch (error) {
    if (provider === 'demo' && sqlState(error) === '23505') return { ok: false, provider, problem: TAKEN };
    throw error;
  }
  return {
    ok: true,
    id: row!.id,
    provider,
    providerLabel: CALENDAR_LABELS[provider],
    start: booked.start.toISOString(),
    end: booked.end.toISOString(),
    label: bookingLabel(booked.start, ref.timezone),
    name,
  };
}
