// The embedded "Demo carrier": needs nothing installed and is deterministic (tests and the demo rely
// on it). Its inventory (demoInventory.ts) is computed, so it keeps no state: which numbers an
// organization holds is the phone_numbers table's business, not the carrier's.
import { createHash } from 'node:crypto';
import { areaCodesIn, US_AREA_CODES } from './areaCodes';
import { inInventory, numbersOf, relatedTo } from './demoInventory';
import { DEMO_CARRIER_LABEL, NUMBER_UNAVAILABLE } from './messages';
import { requireE164, requirePhraseDigits, requirePrefix } from './numbering';
import {
  type AvailableNumber,
  type Carrier,
  CarrierError,
  type NumberSearch,
  type OutboundCall,
  type OutboundMessage,
  type OwnedNumber,
} from './types';

export { DEMO_CARRIER_LABEL };

/** Deterministic ids: the same input gives the same id, so tests can predict them. */
function demoId(prefix: string, ...parts: string[]): string {
  return `${prefix}${createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 32)}`;
}

/** A limit as a count of numbers: whole, not negative, never so large a search walks everything. */
const bounded = (limit: number) => (Number.isFinite(limit) ? Math.max(0, Math.min(Math.floor(limit), 5000)) : 0);

export class DemoCarrier implements Carrier {
  readonly info = { kind: 'demo', label: DEMO_CARRIER_LABEL } as const;
  /** Messages sent without the runtime's id, so two identical texts still get two ids. */
  private sent = 0;

  async search(query: NumberSearch, limit: number): Promise<AvailableNumber[]> {
    const count = bounded(limit);
    // the inventory is American, as the spec's default country is; elsewhere it has nothing
    const american = query.country.trim().toUpperCase() === 'US';
    if (query.kind === 'prefix') {
      const prefix = requirePrefix(query.prefix);
      if (!american) return [];
      // only the area codes the prefix can fall in are walked (each has ten thousand lines to test)
      const areas = US_AREA_CODES.filter((a) => a.code.startsWith(prefix.slice(0, 3)));
      const exact = numbersOf(areas, (national) => national.startsWith(prefix), count);
      return exact.length || query.strict ? exact : relatedTo(prefix, count);
    }
    if (query.kind === 'locality') return american ? numbersOf(areaCodesIn(query.city, query.region), () => true, count) : [];
    const digits = requirePhraseDigits(query.phrase);
    return american ? numbersOf(areaCodesIn(query.city, query.region), (national) => national.includes(digits), count) : [];
  }

  async buy(number: string): Promise<OwnedNumber> {
    requireE164(number);
    if (!inInventory(number)) throw new CarrierError('unavailable', NUMBER_UNAVAILABLE);
    return { number, sid: null, voice: true, sms: true };
  }

  async release(number: OwnedNumber): Promise<void> {
    requireE164(number.number);
  }

  async sendSms(message: OutboundMessage): Promise<string> {
    requireE164(message.to);
    const once = message.messageId ?? `#${++this.sent}`;
    return demoId('SM', message.from, message.to, message.text, once);
  }

  async placeCall(call: OutboundCall): Promise<string> {
    requireE164(call.to);
    return demoId('CA', call.from, call.to, call.callId);
  }

  /** The demo caller's line is the runtime's own row: ending that row is all a hang-up is. */
  async hangUp(): Promise<void> {}
}
