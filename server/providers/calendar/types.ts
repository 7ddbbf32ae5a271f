// One interface for the calendars agents book in (issue 23 point 4): the embedded Demo calendar, and
// Calendly and Google Calendar on their documented HTTP APIs. Routes and the runtime know only this.

export type CalendarKind = 'demo' | 'calendly' | 'google';

export interface SlotRequest {
  start: Date;
  /** minutes */
  durationMin: number;
  name: string;
  /** the caller's number (or address), for the event's description */
  caller: string;
  email?: string;
  timezone: string;
  /** a provider-side id derived from the conversation turn, where the provider takes one (Google's
   * event id): a repeated insert finds the event instead of making a second */
  idempotencyId?: string;
}

export interface BookedEvent {
  externalId: string | null;
  start: Date;
  end: Date;
}

/** A provider's refusal or failure; `status` is the provider's HTTP status (0: unreachable). */
export class CalendarError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface CalendlyUser {
  uri: string;
  name: string;
  schedulingUrl: string;
}

export interface CalendlyEventType {
  uri: string;
  name: string;
  durationMin: number;
}

export interface GoogleCalendar {
  id: string;
  summary: string;
  primary: boolean;
}

export interface GoogleTokens {
  accessToken: string;
  refreshToken: string | null;
}
