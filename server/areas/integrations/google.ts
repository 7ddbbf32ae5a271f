// Google Calendar (issue 23 point 4; spec doc 2 "Calendar": GET /api/v1/google/calendars, GET and
// PUT /api/v1/google/calendars/main (calendar), DELETE /api/v1/google/disconnect). Connecting is
// OAuth 2.0: GET /api/v1/google/connect answers Google's consent address for the console's return
// address, with a sealed `state` naming the organization (10 minutes); Google sends the browser back
// with `code` and `state`, which the console posts to POST /api/v1/google/connect. The refresh token
// is kept sealed, never returned. Without GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET these answer 409
// saying so; a Google failure is a 502 that changes nothing.
import { z } from 'zod';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { done, reply, success } from '../../kit/schemas';
import { CalendarError, selectCalendars, type GoogleCalendar } from '../../providers/calendar';
import type { GoogleCalendarApi } from '../../providers/calendar/google';
import { connect, connectionsOf, disconnect } from '../../integrations/calendars';
import { integrationsGuard } from '../../integrations/guard';
import { BAD_STATE, GOOGLE_NOT_CONFIGURED, GOOGLE_NOT_CONNECTED, UNKNOWN_CALENDAR } from '../../integrations/messages';
import { sealSecret, unsealSecret } from '../../integrations/secrets';
import { calendarConnections } from '../../db/schema';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/store';

const STATE_TTL_MS = 10 * 60_000;
const calendarDoc = z.object({ id: z.string(), summary: z.string(), primary: z.boolean() });
const redirectUri = z.string().trim().max(2000, 'At most 2000 characters').regex(/^https?:\/\/[^\s]+$/i, 'Expected an http(s) address');

function configured(): GoogleCalendarApi {
  const google = selectCalendars().google;
  if (!google) fail(409, GOOGLE_NOT_CONFIGURED);
  return google;
}

/** Runs a Google call; its refusal or failure is a 502 naming Google, never the token. */
async function viaGoogle<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CalendarError) fail(502, error.message);
    throw error;
  }
}

async function connected(db: Db, orgId: number) {
  const row = (await connectionsOf(db, orgId)).get('google');
  if (!row?.tokenSealed) fail(404, GOOGLE_NOT_CONNECTED);
  return row;
}

async function calendarsOf(db: Db, orgId: number): Promise<GoogleCalendar[]> {
  const google = configured();
  const row = await connected(db, orgId);
  return viaGoogle(async () => google.calendars(await google.accessToken(unsealSecret(row.tokenSealed!))));
}

export default defineArea({
  tag: 'Integrations',
  routes: ({ db }) => {
    const guard = integrationsGuard(db);
    return [
      defineRoute({
        method: 'GET',
        url: '/api/v1/google/connect',
        ...guard,
        summary: 'Google\'s consent address to connect Google Calendar, coming back to redirectUri with code and state',
        query: z.object({ redirectUri }),
        response: reply('Where to send the browser', { success, url: z.string() }),
        errors: { 409: GOOGLE_NOT_CONFIGURED },
        handler: async ({ query: q, subject: org }) => {
          const state = sealSecret(JSON.stringify({ org: org.id, exp: Date.now() + STATE_TTL_MS }));
          return { success: true, url: configured().consentUrl(q.redirectUri, state) };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v1/google/connect',
        ...guard,
        summary: 'Finish connecting Google Calendar: the code and state Google sent back (the refresh token is kept sealed)',
        body: z.object({ code: z.string().trim().min(1, 'Required').max(2000, 'At most 2000 characters'), state: z.string().trim().min(1, 'Required').max(2000, 'At most 2000 characters'), redirectUri }),
        idempotent: { exempt: 'setting a state: a code is single-use at Google, a repeat is refused there' },
        response: reply('The calendars of the connected account', { success, calendars: z.array(calendarDoc), mainCalendar: z.string() }),
        errors: { 409: GOOGLE_NOT_CONFIGURED, 502: 'Google failed or could not be reached' },
        handler: async ({ body: input, subject: org, audit }) => {
          const google = configured();
          let state: { org?: unknown; exp?: unknown } = {};
          try {
            state = JSON.parse(unsealSecret(input.state)) as typeof state;
          } catch {
            fail(400, BAD_STATE);
          }
          if (state.org !== org.id || typeof state.exp !== 'number' || state.exp < Date.now()) fail(400, BAD_STATE);
          const tokens = await viaGoogle(() => google.exchangeCode(input.code, input.redirectUri));
          if (!tokens.refreshToken) fail(502, 'Google sign-in: no refresh token in the answer (consent again)');
          const calendars = await viaGoogle(() => google.calendars(tokens.accessToken));
          const main = calendars.find((c) => c.primary)?.id ?? calendars[0]?.id ?? 'primary';
          await connect(db, org.id, 'google', { tokenSealed: sealSecret(tokens.refreshToken), details: { mainCalendar: main } });
          await audit({ action: 'calendar.connected', target: org, after: { provider: 'google', mainCalendar: main } });
          return { success: true, calendars, mainCalendar: main };
        },
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v1/google/calendars',
        ...guard,
        summary: 'The connected Google account\'s calendars agents may book in',
        response: reply('The calendars', { success, calendars: z.array(calendarDoc) }),
        errors: { 404: GOOGLE_NOT_CONNECTED, 409: GOOGLE_NOT_CONFIGURED, 502: 'Google failed or could not be reached' },
        handler: async ({ subject: org }) => ({ success: true, calendars: await calendarsOf(db, org.id) }),
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v1/google/calendars/main',
        ...guard,
        summary: 'The main calendar: the one agents book in',
        response: reply('The main calendar id', { success, calendar: z.string().nullable() }),
        errors: { 404: GOOGLE_NOT_CONNECTED },
        handler: async ({ subject: org }) => {
          const row = await connected(db, org.id);
          return { success: true, calendar: (row.details.mainCalendar as string | undefined) ?? null };
        },
      }),
      defineRoute({
        method: 'PUT',
        url: '/api/v1/google/calendars/main',
        ...guard,
        summary: 'Set the main calendar (one of the connected account\'s calendars)',
        body: z.object({ calendar: z.string().trim().min(1, 'Required').max(500, 'At most 500 characters') }),
        response: reply('The main calendar id', { success, calendar: z.string() }),
        errors: { 404: GOOGLE_NOT_CONNECTED, 409: GOOGLE_NOT_CONFIGURED, 502: 'Google failed or could not be reached' },
        handler: async ({ body: input, subject: org, audit }) => {
          const calendars = await calendarsOf(db, org.id);
          if (!calendars.some((c) => c.id === input.calendar)) fail(400, UNKNOWN_CALENDAR);
          const row = await connected(db, org.id);
          await db
            .update(calendarConnections)
            .set({ details: { ...row.details, mainCalendar: input.calendar }, updatedAt: new Date() })
            .where(and(eq(calendarConnections.accountId, org.id), eq(calendarConnections.provider, 'google')));
          await audit({ action: 'calendar.changed', target: org, before: { mainCalendar: row.details.mainCalendar ?? null }, after: { mainCalendar: input.calendar } });
          return { success: true, calendar: input.calendar };
        },
      }),
      defineRoute({
        method: 'DELETE',
        url: '/api/v1/google/disconnect',
        ...guard,
        summary: 'Disconnect Google Calendar (the token is revoked at Google when it can be, and deleted)',
        response: done,
        errors: { 404: GOOGLE_NOT_CONNECTED },
        handler: async ({ subject: org, audit }) => {
          const row = await connected(db, org.id);
          const google = selectCalendars().google;
          // best effort: the token is forgotten here whatever Google says
          if (google) await google.revoke(unsealSecret(row.tokenSealed!)).catch(() => undefined);
          await disconnect(db, org.id, 'google');
          await audit({ action: 'calendar.disconnected', target: org, before: { provider: 'google' } });
          return { success: true };
        },
      }),
    ];
  },
});
