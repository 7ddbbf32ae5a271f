// The embedded "Demo carrier": needs nothing installed and is deterministic (tests and the demo rely
// on it). SKELETON on main so routes and the conversation runtime can be written against it; the
// carrier work of issue 18 fills in the inventory, BYO codes and the caller console's delivery.
import { createHash } from 'node:crypto';
import type { AvailableNumber, Carrier, NumberSearch, OutboundCall, OutboundMessage, OwnedNumber } from './types';

export const DEMO_CARRIER_LABEL = 'Demo carrier';

/** Deterministic ids: the same input gives the same id, so tests can predict them. */
function demoId(prefix: string, ...parts: string[]): string {
  return `${prefix}${createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 24)}`;
}

export class DemoCarrier implements Carrier {
  readonly info = { kind: 'demo', label: DEMO_CARRIER_LABEL } as const;
  private sent = 0;

  async search(query: NumberSearch, limit: number): Promise<AvailableNumber[]> {
    const area = query.kind === 'prefix' ? query.prefix.replace(/\D/g, '').slice(0, 3).padEnd(3, '5') : '555';
    return Array.from({ length: limit }, (_, i) => ({
      number: `+1${area}555${String(100 + i).padStart(4, '0')}`,
      locality: null,
      region: null,
      country: query.country,
      voice: true,
      sms: true,
    }));
  }

  async buy(number: string): Promise<OwnedNumber> {
    return { number, sid: null, voice: true, sms: true };
  }

  async release(): Promise<void> {}

  async sendSms(message: OutboundMessage): Promise<string> {
    return demoId('SM', message.from, message.to, message.text, String(++this.sent));
  }

  async placeCall(call: OutboundCall): Promise<string> {
    return demoId('CA', call.from, call.to, call.callId);
  }
}
