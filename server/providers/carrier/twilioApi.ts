// The transport of the Twilio-compatible adapter: Twilio's 2010-04-01 REST API over plain fetch,
// with Basic auth and form bodies (what Twilio and SignalWire's compatible API both accept, from any
// base URL; the `twilio` package's client is bound to Twilio's own hosts). Every failure becomes a
// CarrierError with a message that never quotes the auth token.
import {
  CARRIER_MALFORMED,
  CARRIER_REFUSED_CREDENTIALS,
  CARRIER_UNREACHABLE,
  carrierError,
  carrierTimedOut,
  NUMBER_UNAVAILABLE,
} from './messages';
import { CarrierError, type CarrierErrorCode } from './types';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** e.g. https://api.twilio.com, or https://example.signalwire.com/api/laml */
  apiBase: string;
  /** where the carrier reaches this server's /carrier/twilio/* webhooks */
  publicUrl: string;
  timeoutMs: number;
}

export type TwilioParams = Record<string, string | string[] | undefined>;

/** Twilio's error codes that mean the number itself is gone or was never to be had. */
const UNAVAILABLE_CODES = new Set([21422, 21452]);
/** ... and those that mean a number in the request is not a number the carrier accepts. */
const INVALID_CODES = new Set([21211, 21212, 21214, 21217, 21401, 21421, 21604, 21614]);

function encoded(params: TwilioParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined && one !== '') out.append(key, one);
  }
  return out;
}

export class TwilioApi {
  private readonly authorization: string;
  private readonly accountUrl: string;

  constructor(private readonly config: TwilioConfig) {
    this.authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
    this.accountUrl = `${config.apiBase.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}`;
  }

  /** A request under the account (`path` like `/Messages.json`); null for an empty answer (204). */
  async request<T>(method: 'GET' | 'POST' | 'DELETE', path: string, params: TwilioParams = {}): Promise<T | null> {
    const form = encoded(params);
    const url = method === 'POST' || !form.size ? `${this.accountUrl}${path}` : `${this.accountUrl}${path}?${form}`;
    const abort = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => ((timedOut = true), abort.abort()), this.config.timeoutMs);
    try {
      let response: Response;
      let text: string;
      try {
        response = await fetch(url, {
          method,
          signal: abort.signal,
          headers: {
            authorization: this.authorization,
            accept: 'application/json',
            ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          ...(method === 'POST' ? { body: form.toString() } : {}),
        });
        text = await response.text();
      } catch {
        // the cause may carry the request (and so the Authorization header): it is not passed on
        throw new CarrierError('unreachable', timedOut ? carrierTimedOut(this.config.timeoutMs) : CARRIER_UNREACHABLE);
      }
      if (!response.ok) throw this.failure(response.status, text);
      if (!text.trim()) return null;
      try {
        return JSON.parse(text) as T;
      } catch {
        throw new CarrierError('provider', CARRIER_MALFORMED);
      }
    } finally {
      clearTimeout(timer);
    }
  }

  /** Twilio's error body is `{code, message, more_info, status}`; a proxy in between may send HTML. */
  private failure(status: number, text: string): CarrierError {
    if (status === 401 || status === 403) return new CarrierError('unauthorized', CARRIER_REFUSED_CREDENTIALS);
    let code: number | undefined;
    let said: string | undefined;
    try {
      const body = JSON.parse(text) as { code?: unknown; message?: unknown };
      if (typeof body.code === 'number') code = body.code;
      if (typeof body.message === 'string') said = body.message.split(this.config.authToken).join('[redacted]').trim() || undefined;
    } catch {
      // not JSON: the status alone says what happened
    }
    if ((code !== undefined && UNAVAILABLE_CODES.has(code)) || status === 404) return new CarrierError('unavailable', NUMBER_UNAVAILABLE);
    const kind: CarrierErrorCode = code !== undefined && INVALID_CODES.has(code) ? 'invalid' : 'provider';
    return new CarrierError(kind, carrierError(status, code, said));
  }
}
