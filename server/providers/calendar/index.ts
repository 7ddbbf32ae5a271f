// Which calendar adapters the server has: the embedded Demo calendar always (it needs nothing and
// keeps its bookings in the database), Calendly always (each organization brings its own personal
// access token; CALENDLY_API_BASE moves it), Google when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET
// are set. Read from the environment on each use, so a test's stub address applies.
import { CalendlyApi } from './calendly';
import { googleFrom, type GoogleCalendarApi } from './google';

export type { CalendarKind, SlotRequest, BookedEvent, GoogleCalendar, CalendlyUser, CalendlyEventType } from './types';
export { CalendarError } from './types';

export const CALENDAR_LABELS = { demo: 'Demo calendar', calendly: 'Calendly', google: 'Google Calendar' } as const;

export interface CalendarAdapters {
  calendly: CalendlyApi;
  google: GoogleCalendarApi | null;
}

export function selectCalendars(env: Record<string, string | undefined> = process.env): CalendarAdapters {
  return { calendly: new CalendlyApi(env), google: googleFrom(env) };
}
