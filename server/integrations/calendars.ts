// An organization's calendar integration as the schedule overlay shows it (GET /api/v1/schedule):
// whether it is on, the provider agents book in, each provider's connection (never a token), and the
// recent and coming bookings with the call each was made in.
import { and, desc, eq, ne } from 'drizzle-orm';
import { calendarBookings, calendarConnections, calls } from '../db/schema';
import type { Db } from '../db/store';
import { CALENDAR_LABELS, selectCalendars, type CalendarKind } from '../providers/calendar';

type Details = Record<string, unknown>;

export async function connectionsOf(db: Db, orgId: number) {
  const rows = await db.select().from(calendarConnections).where(eq(calendarConnections.accountId, orgId));
  return new Map(rows.map((r) => [r.provider as CalendarKind, r]));
}

/** Makes `provider` the one agents book in (the others stay connected, inactive). */
export async function makeActive(db: Db, orgId: number, provider: CalendarKind): Promise<void> {
  await db.update(calendarConnections).set({ active: false }).where(and(eq(calendarConnections.accountId, orgId), ne(calendarConnections.provider, provider)));
  await db.update(calendarConnections).set({ active: true, updatedAt: new Date() }).where(and(eq(calendarConnections.accountId, orgId), eq(calendarConnections.provider, provider)));
}

/** Stores (or replaces) a provider's connection and makes it the active one, keeping the integration's on/off. */
export async function connect(db: Db, orgId: number, provider: CalendarKind, values: { tokenSealed: string | null; details: Details }): Promise<void> {
  const current = await connectionsOf(db, orgId);
  const enabled = [...current.values()].find((c) => c.active)?.enabled ?? true;
  const set = { tokenSealed: values.tokenSealed, details: values.details as Record<string, never>, enabled, updatedAt: new Date() };
  await db
    .insert(calendarConnections)
    .values({ accountId: orgId, provider, ...set })
    .onConflictDoUpdate({ target: [calendarConnections.accountId, calendarConnections.provider], set });
  await makeActive(db, orgId, provider);
}

/** Removes a provider's connection; when it was the active one, another connected provider (demo first) takes over. */
export async function disconnect(db: Db, orgId: number, provider: CalendarKind): Promise<boolean> {
  const [removed] = await db
    .delete(calendarConnections)
    .where(and(eq(calendarConnections.accountId, orgId), eq(calendarConnections.provider, provider)))
    .returning();
  if (!removed) return false;
  if (removed.active) {
    const rest = await connectionsOf(db, orgId);
    const next = (['demo', 'calendly', 'google'] as const).find((k) => rest.has(k));
    if (next) await makeActive(db, orgId, next);
  }
  return true;
}

export async function scheduleView(db: Db, orgId: number) {
  const connections = await connectionsOf(db, orgId);
  const active = [...connections.values()].find((c) => c.active) ?? null;
  const google = selectCalendars().google;
  const calendly = connections.get('calendly');
  const googleRow = connections.get('google');
  const bookings = await db
    .select({ booking: calendarBookings, roomId: calls.roomId })
    .from(calendarBookings)
    .leftJoin(calls, eq(calls.uuid, calendarBookings.callUuid))
    // made bookings only: not a claim whose provider is still being asked, nor one cancelled
    .where(and(eq(calendarBookings.accountId, orgId), eq(calendarBookings.state, 'booked')))
    .orderBy(desc(calendarBookings.createdAt))
    .limit(20);
  return {
    enabled: active?.enabled ?? false,
    provider: (active?.provider as CalendarKind | undefined) ?? null,
    providerLabel: active ? CALENDAR_LABELS[active.provider as CalendarKind] : null,
    connections: {
      demo: { connected: connections.has('demo'), label: CALENDAR_LABELS.demo },
      calendly: {
        connected: calendly !== undefined,
        label: CALENDAR_LABELS.calendly,
        name: (calendly?.details.name as string | undefined) ?? null,
        schedulingUrl: (calendly?.details.schedulingUrl as string | undefined) ?? null,
        eventType: ((calendly?.details.eventType as { name?: string } | undefined)?.name as string | undefined) ?? null,
      },
      google: {
        configured: google !== null,
        connected: googleRow !== undefined,
        label: CALENDAR_LABELS.google,
        mainCalendar: (googleRow?.details.mainCalendar as string | undefined) ?? null,
      },
    },
    bookings: bookings.map(({ booking: b, roomId }) => ({
      id: b.id,
      provider: b.provider,
      providerLabel: CALENDAR_LABELS[b.provider as CalendarKind] ?? b.provider,
      start: b.startAt.toISOString(),
      end: b.endAt.toISOString(),
      name: b.name,
      caller: b.caller,
      agentId: b.agentId,
      // the call record it was made in, once the call has ended: ?callTranscript=<org>:<room>:<uuid>
      callTranscript: roomId && b.callUuid ? `${orgId}:${roomId}:${b.callUuid}` : null,
      createdAt: b.createdAt.toISOString(),
    })),
  };
}
