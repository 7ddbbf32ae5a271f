// Google Calendar on its REST API v3 (https://developers.google.com/calendar/api), authorized by
// OAuth 2.0 (authorization code with offline access; the refresh token is kept sealed): the
// calendar list (GET /calendar/v3/users/me/calendarList) and event creation (POST
// /calendar/v3/calendars/{id}/events) and deletion (DELETE .../events/{eventId}). Configured by GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET;
// GOOGLE_API_BASE, GOOGLE_OAUTH_BASE and GOOGLE_AUTH_URL point elsewhere (tests: a stub).
import { providerRequest, timeoutFrom, type ProviderHttp } from './http';
import { CalendarError, type BookedEvent, type GoogleCalendar, type GoogleTokens, type SlotRequest } from './types';

type Env = Record<string, string | undefined>;

export const GOOGLE_CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar';

export class GoogleCalendarApi {
  private readonly api: ProviderHttp;
  private readonly oauth: ProviderHttp;
  private readonly authUrl: string;
  constructor(
    private readonly clientId: string,
    private readonly clientSecret: string,
    env: Env = process.env,
  ) {
    const timeoutMs = timeoutFrom(env, 'CALENDAR_TIMEOUT_MS');
    this.api = { name: 'Google Calendar', baseUrl: env.GOOGLE_API_BASE?.trim() || 'https://www.googleapis.com', timeoutMs };
    this.oauth = { name: 'Google sign-in', baseUrl: env.GOOGLE_OAUTH_BASE?.trim() || 'https://oauth2.googleapis.com', timeoutMs };
    this.authUrl = env.GOOGLE_AUTH_URL?.trim() || 'https://accounts.google.com/o/oauth2/v2/auth';
  }

  /** Where the browser goes to grant access; Google comes back to `redirectUri` with `code` and `state`. */
  consentUrl(redirectUri: string, state: string): string {
    const query = new URLSearchParams({
      client_id: this.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: GOOGLE_CALENDAR_SCOPE,
      access_type: 'offline',
      prompt: 'consent',
      state,
    });
    return `${this.authUrl}?${query}`;
  }

  async exchangeCode(code: string, redirectUri: string): Promise<GoogleTokens> {
    const reply = await providerRequest<{ access_token?: string; refresh_token?: string }>(this.oauth, 'POST', '/token', {
      form: { code, client_id: this.clientId, client_secret: this.clientSecret, redirect_uri: redirectUri, grant_type: 'authorization_code' },
    });
    if (!reply?.access_token) throw new CalendarError('Google sign-in: no access token in the answer', 502);
    return { accessToken: reply.access_token, refreshToken: reply.refresh_token ?? null };
  }

  async accessToken(refreshToken: string): Promise<string> {
    const reply = await providerRequest<{ access_token?: string }>(this.oauth, 'POST', '/token', {
      form: { refresh_token: refreshToken, client_id: this.clientId, client_secret: this.clientSecret, grant_type: 'refresh_token' },
    });
    if (!reply?.access_token) throw new CalendarError('Google sign-in: no access token in the answer', 502);
    return reply.access_token;
  }

  async revoke(token: string): Promise<void> {
    await providerRequest(this.oauth, 'POST', '/revoke', { form: { token } });
  }

  async calendars(accessToken: string): Promise<GoogleCalendar[]> {
    const reply = await providerRequest<{ items?: { id: string; summary?: string; primary?: boolean; accessRole?: string }[] }>(
      this.api,
      'GET',
      '/calendar/v3/users/me/calendarList?minAccessRole=writer',
      { token: accessToken },
    );
    return (reply?.items ?? []).map((c) => ({ id: String(c.id), summary: String(c.summary ?? c.id), primary: c.primary === true }));
  }

  async insertEvent(accessToken: string, calendarId: string, slot: SlotRequest): Promise<BookedEvent> {
    const end = new Date(slot.start.getTime() + slot.durationMin * 60_000);
    let reply: { id?: string };
    try {
      reply = await providerRequest<{ id?: string }>(this.api, 'POST', `/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events`, {
        token: accessToken,
        body: {
          ...(slot.idempotencyId ? { id: slot.idempotencyId } : {}),
          summary: `Appointment: ${slot.name || slot.caller || 'caller'}`,
          description: `Booked by the agent during a conversation with ${slot.caller || 'a caller'}.`,
          start: { dateTime: slot.start.toISOString(), timeZone: slot.timezone },
          end: { dateTime: end.toISOString(), timeZone: slot.timezone },
          ...(slot.email ? { attendees: [{ email: slot.email }] } : {}),
        },
      });
    } catch (error) {
      // the event of this id exists: the same booking, made by an earlier try of the same turn
      if (slot.idempotencyId && error instanceof CalendarError && error.status === 409) return { externalId: slot.idempotencyId, start: slot.start, end };
      throw error;
    }
    return { externalId: reply?.id ?? null, start: slot.start, end };
  }

  /** Deletes an event the runtime made (a turn whose write failed); an event already gone is deleted. */
  async deleteEvent(accessToken: string, calendarId: string, eventId: string): Promise<void> {
    try {
      await providerRequest(this.api, 'DELETE', `/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events/${encodeURIComponent(eventId)}`, { token: accessToken });
    } catch (error) {
      if (error instanceof CalendarError && (error.status === 404 || error.status === 410)) return;
      throw error;
    }
  }
}

/** The adapter when the server is configured for Google (both variables), else null. */
export function googleFrom(env: Env = process.env): GoogleCalendarApi | null {
  const id = env.GOOGLE_CLIENT_ID?.trim();
  const secret = env.GOOGLE_CLIENT_SECRET?.trim();
  return id && secret ? new GoogleCalendarApi(id, secret, env) : null;
}
