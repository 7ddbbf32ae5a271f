// One interface for the telephony and SMS carrier (ARCHITECTURE.md "Outside services"). Routes and the
// conversation runtime know only this; `selectCarrier` (index.ts) picks the embedded "Demo carrier" or
// the Twilio-compatible adapter (CARRIER=twilio) from the environment.
//
// Numbers are E.164 strings (+14155550123) everywhere in this interface.

export type CarrierKind = 'demo' | 'twilio';

export interface AvailableNumber {
  number: string;
  locality: string | null;
  region: string | null;
  country: string;
  voice: boolean;
  sms: boolean;
}

/** A prefix is an area code or a number's first digits, as typed (+1 and separators allowed); `strict`
 * keeps only numbers that start with it, otherwise a prefix with none offers nearby numbers. A phrase
 * is letters (read as keypad digits) and digits contained in the number. Country is ISO (US). */
export type NumberSearch =
  | { kind: 'prefix'; prefix: string; country: string; strict: boolean }
  | { kind: 'locality'; city: string; region: string; country: string }
  | { kind: 'phrase'; phrase: string; city?: string; region?: string; country: string };

export interface OwnedNumber {
  number: string;
  /** the carrier's id for the number (null for the demo carrier) */
  sid: string | null;
  voice: boolean;
  sms: boolean;
}

export interface OutboundMessage {
  from: string;
  to: string;
  text: string;
  /** the conversation runtime's id for this message, when it has one: echoed on the carrier's status
   * callbacks (the Twilio adapter) and making the Demo carrier's message id predictable */
  messageId?: string;
}

export interface OutboundCall {
  from: string;
  to: string;
  /** the conversation runtime's id for this call, echoed on its webhooks */
  callId: string;
}

export interface CarrierInfo {
  kind: CarrierKind;
  /** what the console shows beside every number: "Demo carrier", "Twilio" */
  label: string;
}

export interface Carrier {
  readonly info: CarrierInfo;
  search(query: NumberSearch, limit: number): Promise<AvailableNumber[]>;
  /** Buys `number` from the inventory; throws `CarrierError` 'unavailable' when it is gone. */
  buy(number: string): Promise<OwnedNumber>;
  release(number: OwnedNumber): Promise<void>;
  /** Sends an SMS; returns the carrier's message id. */
  sendSms(message: OutboundMessage): Promise<string>;
  /** Places an outbound call; returns the carrier's call id. */
  placeCall(call: OutboundCall): Promise<string>;
  /** Hangs up a call the carrier holds (its call id); a call already over is not an error. Optional:
   * a carrier without it leaves the call to end on the caller's side. */
  hangUp?(carrierCallId: string): Promise<void>;
}

/** unavailable: the number is not (or no longer) to be had; invalid: a number, prefix or phrase the
 * carrier cannot take; unauthorized: credentials refused; unreachable: no answer (or none in time);
 * provider: any other error the carrier answered with. Messages are in messages.ts. */
export type CarrierErrorCode = 'unavailable' | 'invalid' | 'unauthorized' | 'unreachable' | 'provider';

export class CarrierError extends Error {
  constructor(
    readonly code: CarrierErrorCode,
    message: string,
  ) {
    super(message);
  }
}
