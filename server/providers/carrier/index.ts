// Which carrier the server uses: the Twilio-compatible adapter when CARRIER=twilio (TWILIO_ACCOUNT_SID,
// TWILIO_AUTH_TOKEN, TWILIO_API_BASE, TWILIO_TIMEOUT_MS, and PUBLIC_URL for its webhooks), else the
// embedded Demo carrier. Routes never know which. main.ts calls this once before listening, so a bad
// configuration stops the server at start with a message naming the variable (never its secret).
import { DemoCarrier } from './demo';
import {
  BAD_API_BASE,
  BAD_CARRIER,
  BAD_PUBLIC_URL,
  BAD_SID,
  BAD_TIMEOUT,
  BAD_TOKEN,
  MISSING_PUBLIC_URL,
  MISSING_SID,
  MISSING_TOKEN,
} from './messages';
import { TwilioCarrier, type TwilioConfig } from './twilio';
import type { Carrier } from './types';

export type { Carrier, CarrierInfo, CarrierKind } from './types';
export { CarrierError } from './types';

export const DEFAULT_TWILIO_API_BASE = 'https://api.twilio.com';
export const DEFAULT_TWILIO_TIMEOUT_MS = 15_000;

type Env = Record<string, string | undefined>;

function httpUrl(value: string, message: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(message);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash) throw new Error(message);
  return value.replace(/\/+$/, '');
}

/** The adapter's settings from the environment; throws an Error naming the bad variable. */
export function twilioConfig(env: Env): TwilioConfig {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim();
  if (!accountSid) throw new Error(MISSING_SID);
  // Twilio's AC… account SID, or SignalWire's project id
  if (!/^AC[0-9a-fA-F]{32}$/.test(accountSid) && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(accountSid)) {
    throw new Error(BAD_SID);
  }
  const authToken = env.TWILIO_AUTH_TOKEN;
  if (!authToken?.trim()) throw new Error(MISSING_TOKEN);
  if (!/^[A-Za-z0-9_-]+$/.test(authToken)) throw new Error(BAD_TOKEN);
  const apiBase = httpUrl(env.TWILIO_API_BASE?.trim() || DEFAULT_TWILIO_API_BASE, BAD_API_BASE);
  const publicUrl = env.PUBLIC_URL?.trim();
  if (!publicUrl) throw new Error(MISSING_PUBLIC_URL);
  const rawTimeout = env.TWILIO_TIMEOUT_MS?.trim();
  const timeoutMs = rawTimeout ? Number(rawTimeout) : DEFAULT_TWILIO_TIMEOUT_MS;
  if (rawTimeout && (!/^\d+$/.test(rawTimeout) || !Number.isSafeInteger(timeoutMs) || timeoutMs < 1)) throw new Error(BAD_TIMEOUT);
  return { accountSid, authToken, apiBase, publicUrl: httpUrl(publicUrl, BAD_PUBLIC_URL), timeoutMs };
}

export function selectCarrier(env: Env = process.env): Carrier {
  const kind = env.CARRIER?.trim().toLowerCase() || 'demo';
  if (kind === 'demo') return new DemoCarrier();
  if (kind === 'twilio') return new TwilioCarrier(twilioConfig(env));
  throw new Error(BAD_CARRIER);
}
