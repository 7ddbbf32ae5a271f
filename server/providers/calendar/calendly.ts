// Calendly on its API v2 (https://developer.calendly.com), authorized by the organization's personal
// access token (Bearer): the user (GET /users/me), its active event types (GET /event_types) and a
// booking through the Scheduling API (POST /invitees), and its cancellation (POST
// /scheduled_events/{uuid}/cancellation: a turn whose write failed after booking). Base URL: CALENDLY_API_BASE.
import { providerRequest, timeoutFrom, type ProviderHttp } from './http';
import { CalendarError, type BookedEvent, type CalendlyEventType, type CalendlyUser, type SlotRequest } from './types';

type Env = Record<string, string | undefined>;

export class CalendlyApi {
  private readonly http: ProviderHttp;
  constructor(env: Env = process.env) {
    this.http = { name: 'Calendly', baseUrl: env.CALENDLY_API_BASE?.trim() || 'https://api.calendly.com', timeoutMs: timeoutFrom(env, 'CALENDAR_TIMEOUT_MS') };
  }

  async me(token: string): Promise<CalendlyUser> {
    const { resource } = await providerRequest<{ resource: { uri: string; name?: string; scheduling_url?: string } }>(this.http, 'GET', '/users/me', { token });
    if (typeof resource?.uri !== 'string') throw new CalendarError('Calendly: the user could not be read', 502);
    return { uri: resource.uri, name: String(resource.name ?? ''), schedulingUrl: String(resource.scheduling_url ?? '') };
  }

  async eventTypes(token: string, userUri: string): Promise<CalendlyEventType[]> {
    const query = new URLSearchParams({ user: userUri, active: 'true', count: '100' });
    const { collection } = await providerRequest<{ collection?: { uri: string; name?: string; duration?: number; active?: boolean }[] }>(this.http, 'GET', `/event_types?${query}`, { token });
    return (collection ?? []).filter((e) => e.active !== false).map((e) => ({ uri: e.uri, name: String(e.name ?? ''), durationMin: Number(e.duration) || 30 }));
  }

  async book(token: string, eventType: CalendlyEventType, slot: SlotRequest): Promise<BookedEvent> {
    if (!slot.email) throw new CalendarError("Calendly needs the caller's email address to book: ask the caller for it", 400);
    const { resource } = await providerRequest<{ resource?: { uri?: string } }>(this.http, 'POST', '/invitees', {
      token,
      body: {
        event_type: eventType.uri,
        start_time: slot.start.toISOString(),
        invitee: { name: slot.name || 'Caller', email: slot.email, timezone: slot.timezone, ...(/^\+\d{8,15}$/.test(slot.caller) ? { text_reminder_number: slot.caller } : {}) },
      },
    });
    return { externalId: resource?.uri ?? null, start: slot.start, end: new Date(slot.start.getTime() + eventType.durationMin * 60_000) };
  }

  /** Cancels the scheduled event of an invitee the runtime booked (its uri, as book() returned it). */
  async cancel(token: string, inviteeUri: string, reason: string): Promise<void> {
    const uuid = /\/scheduled_events\/([^/]+)/.exec(inviteeUri)?.[1];
    if (!uuid) throw new CalendarError('Calendly: the booking names no scheduled event', 400);
    await providerRequest(this.http, 'POST', `/scheduled_events/${encodeURIComponent(uuid)}/cancellation`, { token, body: { reason } });
  }
}
