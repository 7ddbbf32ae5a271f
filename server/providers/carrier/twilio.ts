// The real carrier: a Twilio-compatible REST API (Twilio itself; SignalWire by pointing
// TWILIO_API_BASE at its compatible API). Numbers are searched in the Local inventory, bought with
// this server's webhooks set on them (PUBLIC_URL + /carrier/twilio/sms, /voice, /status), released,
// and used to send messages and place calls.
import { areaCode } from './areaCodes';
import { CARRIER_MALFORMED, INVALID_PREFIX, SIGNALWIRE_LABEL, TWILIO_LABEL } from './messages';
import { requireE164, requirePhraseDigits, requirePrefix } from './numbering';
import { TwilioApi, type TwilioConfig, type TwilioParams } from './twilioApi';
import {
  type AvailableNumber,
  type Carrier,
  CarrierError,
  type NumberSearch,
  type OutboundCall,
  type OutboundMessage,
  type OwnedNumber,
} from './types';

export type { TwilioConfig } from './twilioApi';

/** Where the carrier calls this server back (the inbound routes live under these paths). */
export const TWILIO_WEBHOOK_PATHS = { sms: '/carrier/twilio/sms', voice: '/carrier/twilio/voice', status: '/carrier/twilio/status' } as const;

/** Twilio answers at most this many available numbers per search. */
const MAX_PAGE = 50;
/** The countries of the North American Numbering Plan, where AreaCode and InRegion apply. */
const NANP = new Set(['US', 'CA']);

interface Capabilities {
  voice?: boolean;
  sms?: boolean;
  SMS?: boolean;
}
interface TwilioAvailable {
  phone_number: string;
  locality?: string | null;
  region?: string | null;
  iso_country?: string;
  capabilities?: Capabilities;
}
interface TwilioIncoming {
  sid: string;
  phone_number: string;
  capabilities?: Capabilities;
}

// Available numbers report `SMS`, owned ones `sms`: either is read
const smsOf = (c: Capabilities | undefined) => !!(c?.sms ?? c?.SMS);

/** A search phrase as Twilio's `Contains` takes it: letters and digits, at least two. */
function phraseOf(phrase: string): string {
  requirePhraseDigits(phrase);
  return phrase.replace(/[^0-9A-Za-z]/g, '');
}

function labelOf(apiBase: string): string {
  return /(^|\.)signalwire\.com$/i.test(new URL(apiBase).hostname) ? SIGNALWIRE_LABEL : TWILIO_LABEL;
}

export class TwilioCarrier implements Carrier {
  readonly info;
  private readonly api: TwilioApi;
  private readonly publicUrl: string;

  constructor(config: TwilioConfig) {
    this.info = { kind: 'twilio' as const, label: labelOf(config.apiBase) };
    this.api = new TwilioApi(config);
    this.publicUrl = config.publicUrl.replace(/\/+$/, '');
  }

  private webhook(kind: keyof typeof TWILIO_WEBHOOK_PATHS, params: Record<string, string> = {}): string {
    const query = new URLSearchParams(params).toString();
    return `${this.publicUrl}${TWILIO_WEBHOOK_PATHS[kind]}${query ? `?${query}` : ''}`;
  }

  async search(query: NumberSearch, limit: number): Promise<AvailableNumber[]> {
    const country = query.country.trim().toUpperCase();
    const size = Math.max(0, Math.min(Number.isFinite(limit) ? Math.floor(limit) : 0, MAX_PAGE));
    if (query.kind === 'locality') return this.available(country, size, { InLocality: query.city, InRegion: query.region });
    if (query.kind === 'phrase') {
      return this.available(country, size, { Contains: phraseOf(query.phrase), InLocality: query.city, InRegion: query.region });
    }
    const prefix = requirePrefix(query.prefix);
    if (!NANP.has(country)) {
      // there a leading 1 is no country code, and Contains wants two digits at least
      const digits = query.prefix.replace(/\D/g, '');
      if (digits.length < 2) throw new CarrierError('invalid', INVALID_PREFIX);
      return this.available(country, size, { Contains: digits });
    }
    // an area code is searched as one; a longer (or shorter) prefix as a pattern anchored by its length
    const exact = await this.available(country, size, prefix.length === 3 ? { AreaCode: prefix } : { Contains: prefix.padEnd(10, '*') });
    if (exact.length || query.strict) return exact;
    // relaxed: the prefix's area code, then its state (when the area code is one we can place)
    if (prefix.length > 3) {
      const sameArea = await this.available(country, size, { AreaCode: prefix.slice(0, 3) });
      if (sameArea.length) return sameArea;
    }
    const region = areaCode(prefix.slice(0, 3))?.region;
    return region ? this.available(country, size, { InRegion: region }) : [];
  }

  private async available(country: string, size: number, filter: TwilioParams): Promise<AvailableNumber[]> {
    if (!size) return [];
    const path = `/AvailablePhoneNumbers/${encodeURIComponent(country)}/Local.json`;
    const page = await this.api.request<{ available_phone_numbers?: TwilioAvailable[] }>('GET', path, { ...filter, PageSize: String(size) });
    return (page?.available_phone_numbers ?? []).slice(0, size).map((n) => ({
      number: n.phone_number,
      locality: n.locality || null,
      region: n.region || null,
      country: n.iso_country ?? country,
      voice: !!n.capabilities?.voice,
      sms: smsOf(n.capabilities),
    }));
  }

  async buy(number: string): Promise<OwnedNumber> {
    requireE164(number);
    const owned = await this.api.request<TwilioIncoming>('POST', '/IncomingPhoneNumbers.json', {
      PhoneNumber: number,
      VoiceUrl: this.webhook('voice'),
      VoiceMethod: 'POST',
      SmsUrl: this.webhook('sms'),
      SmsMethod: 'POST',
      StatusCallback: this.webhook('status'),
      StatusCallbackMethod: 'POST',
    });
    if (!owned?.sid) throw new CarrierError('provider', CARRIER_MALFORMED);
    return { number: owned.phone_number ?? number, sid: owned.sid, voice: !!owned.capabilities?.voice, sms: smsOf(owned.capabilities) };
  }

  /** Idempotent: a number the carrier no longer holds for us is released already (a retry after a
   * lost answer must not fail). */
  async release(number: OwnedNumber): Promise<void> {
    requireE164(number.number);
    let sid = number.sid;
    if (!sid) {
      const found = await this.api.request<{ incoming_phone_numbers?: TwilioIncoming[] }>('GET', '/IncomingPhoneNumbers.json', { PhoneNumber: number.number });
      sid = found?.incoming_phone_numbers?.find((n) => n.phone_number === number.number)?.sid ?? null;
      if (!sid) return;
    }
    try {
      await this.api.request('DELETE', `/IncomingPhoneNumbers/${encodeURIComponent(sid)}.json`);
    } catch (error) {
      if (!(error instanceof CarrierError && error.code === 'unavailable')) throw error;
    }
  }

  async sendSms(message: OutboundMessage): Promise<string> {
    requireE164(message.to);
    const sent = await this.api.request<{ sid?: string }>('POST', '/Messages.json', {
      From: message.from,
      To: message.to,
      Body: message.text,
      StatusCallback: this.webhook('status', message.messageId ? { messageId: message.messageId } : {}),
    });
    if (!sent?.sid) throw new CarrierError('provider', CARRIER_MALFORMED);
    return sent.sid;
  }

  async placeCall(call: OutboundCall): Promise<string> {
    requireE164(call.to);
    const placed = await this.api.request<{ sid?: string }>('POST', '/Calls.json', {
      From: call.from,
      To: call.to,
      Url: this.webhook('voice', { callId: call.callId }),
      Method: 'POST',
      StatusCallback: this.webhook('status', { callId: call.callId }),
      StatusCallbackMethod: 'POST',
      StatusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
    });
    if (!placed?.sid) throw new CarrierError('provider', CARRIER_MALFORMED);
    return placed.sid;
  }

  async hangUp(carrierCallId: string): Promise<void> {
    try {
      await this.api.request('POST', `/Calls/${encodeURIComponent(carrierCallId)}.json`, { Status: 'completed' });
    } catch (error) {
      // 404: the call is over or was never this account's: there is nothing left to hang up
      if (!(error instanceof CarrierError && error.code === 'unavailable')) throw error;
    }
  }
}
