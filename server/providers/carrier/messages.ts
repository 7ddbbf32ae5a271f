// What the carriers say, in one place: the labels the console shows beside a number, the
// CarrierError messages (the numbers routes pass them on), and why the server refuses to start on a
// bad carrier configuration. None of them ever quotes the auth token.
export const DEMO_CARRIER_LABEL = 'Demo carrier';
export const TWILIO_LABEL = 'Twilio';
export const SIGNALWIRE_LABEL = 'SignalWire';

export const INVALID_NUMBER = 'The phone number must be in E.164 form, e.g. +14155550123.';
export const INVALID_PREFIX = 'The prefix must be digits: an area code, or the first digits of a number.';
export const INVALID_PHRASE = 'The phrase must be at least two letters or digits (and nothing else but spaces and dashes).';
export const NUMBER_UNAVAILABLE = 'This number is not available from the carrier.';

export const CARRIER_UNREACHABLE = 'The carrier could not be reached.';
export const CARRIER_REFUSED_CREDENTIALS = 'The carrier refused the account SID or auth token.';
export const CARRIER_MALFORMED = 'The carrier sent an answer that could not be read.';
export const carrierTimedOut = (ms: number) =>
  `The carrier did not answer within ${ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`}.`;
/** An error answer: its HTTP status, and the carrier's own error code and message when it sent them. */
export const carrierError = (status: number, code?: number, message?: string) =>
  `The carrier answered with an error (HTTP ${status}${code ? `, code ${code}` : ''})${message ? `: ${message.slice(0, 300)}` : '.'}`;

// Start-up: a bad value stops the server with one of these rather than failing at the first call.
export const BAD_CARRIER = 'CARRIER: expected "demo" (the default) or "twilio"';
export const MISSING_SID = 'TWILIO_ACCOUNT_SID: required with CARRIER=twilio';
export const BAD_SID = 'TWILIO_ACCOUNT_SID: expected a Twilio account SID (AC followed by 32 hex digits) or a SignalWire project id (a UUID)';
export const MISSING_TOKEN = 'TWILIO_AUTH_TOKEN: required with CARRIER=twilio';
export const BAD_TOKEN = 'TWILIO_AUTH_TOKEN: expected letters and digits only (check for spaces or quotes pasted with it)';
export const BAD_API_BASE = 'TWILIO_API_BASE: expected an http(s) URL such as https://api.twilio.com or https://example.signalwire.com/api/laml';
export const MISSING_PUBLIC_URL = 'PUBLIC_URL: required with CARRIER=twilio (the carrier sends calls and messages to its /carrier/twilio/* webhooks)';
export const BAD_PUBLIC_URL = 'PUBLIC_URL: expected an http(s) URL that the carrier can reach';
export const BAD_TIMEOUT = 'TWILIO_TIMEOUT_MS: expected a whole number of milliseconds, 1 or more';
