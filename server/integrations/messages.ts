// The integrations area's strings (spec doc 2 "Apps and integrations"; the error catalogue: apps
// operations set an error flag, job tracker calls answer valid false with the status).
export const APP_NOT_FOUND = 'App not found';
export const APP_NOT_INSTALLED = 'App not installed';
export const APP_ALREADY_INSTALLED = 'App already installed';
export const NOT_CONNECTED = 'No calendar is connected';
export const CALENDAR_OFF = 'The calendar integration is off';
export const GOOGLE_NOT_CONFIGURED = 'Google Calendar is not configured on this server (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET)';
export const GOOGLE_NOT_CONNECTED = 'Google Calendar is not connected';
export const CALENDLY_NOT_CONNECTED = 'Calendly is not connected';
export const CALENDLY_NEEDS_EMAIL = "Calendly needs the caller's email address to book: ask the caller for it";
export const BAD_BOOKING_EMAIL = 'That email address could not be read: ask the caller to spell it';
export const BOOKING_IN_PROGRESS = "This turn's booking is being made by another delivery of the turn";
export const CALENDLY_NO_EVENT_TYPE = 'Calendly: the account has no active event type to book';
export const UNKNOWN_CALENDAR = 'calendar: Not one of the connected account\'s calendars';
export const JOBNIMBUS_NO_TOKEN = 'bearerToken: Required (no JobNimbus key is saved)';
export const BAD_STATE = 'state: The sign-in with Google did not start here, or has expired';
export const bookingDone = (label: string, provider: string) => `Booked: ${label} (${provider}).`;
export const bookingFailed = (why: string) => `I could not book that: ${why}.`;

export const INTEGRATION_AUDIT_ACTIONS = {
  'app.installed': 'App installed',
  'app.updated': 'App settings changed',
  'app.uninstalled': 'App uninstalled',
  'calendar.connected': 'Calendar connected',
  'calendar.changed': 'Calendar integration changed',
  'calendar.disconnected': 'Calendar disconnected',
  'workflow.connected': 'Job tracker connected',
} as const;
