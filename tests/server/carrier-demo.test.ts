// The carrier interface against the embedded Demo carrier (issue 18 point 1): chosen by default, a
// deterministic inventory of fictional 555 numbers in real US area codes, searched by prefix (strict
// and relaxed), by locality and by vanity phrase; buying outside the inventory is 'unavailable';
// message and call ids are predictable.
import { describe, expect, it } from 'vitest';
import { isPhoneNumber } from '../../src/shared/validation';
import { selectCarrier } from '../../server/providers/carrier';
import { DemoCarrier } from '../../server/providers/carrier/demo';
import { inInventory } from '../../server/providers/carrier/demoInventory';
import { INVALID_NUMBER, INVALID_PHRASE, INVALID_PREFIX, NUMBER_UNAVAILABLE } from '../../server/providers/carrier/messages';
import type { NumberSearch } from '../../server/providers/carrier/types';
import { refusal } from './carrierRefusal';

const carrier = new DemoCarrier();
const prefix = (p: string, strict = false): NumberSearch => ({ kind: 'prefix', prefix: p, country: 'US', strict });
const numbers = async (query: NumberSearch, limit = 20) => (await carrier.search(query, limit)).map((n) => n.number);

describe('the Demo carrier', () => {
  it('is the default carrier and says so', () => {
    expect(selectCarrier({})).toBeInstanceOf(DemoCarrier);
    expect(selectCarrier({ CARRIER: 'demo' }).info).toEqual({ kind: 'demo', label: 'Demo carrier' });
    expect(() => selectCarrier({ CARRIER: 'acme-telecom' })).toThrow(/^CARRIER: /);
  });

  it('offers the same fictional numbers every time, in real area codes with their city', async () => {
    const first = await carrier.search(prefix('415'), 5);
    expect(first).toEqual(
      ['+14155550100', '+14155550101', '+14155550102', '+14155550103', '+14155550104'].map((number) => ({
        number,
        locality: 'San Francisco',
        region: 'CA',
        country: 'US',
        voice: true,
        sms: true,
      })),
    );
    expect(await new DemoCarrier().search(prefix('415'), 300)).toEqual(await carrier.search(prefix('415'), 300));
    const wide = await carrier.search({ kind: 'locality', city: '', region: '', country: 'US' }, 1000);
    expect(wide.length).toBe(1000);
    for (const n of wide) {
      expect(n.number).toMatch(/^\+1\d{3}555\d{4}$/);
      expect(isPhoneNumber(n.number)).toBe(true);
      expect(n.number).not.toMatch(/5551212$/);
    }
  });

  it('searches by prefix as typed, within the limit', async () => {
    expect(await numbers(prefix('+1 (212) 555-01'), 3)).toEqual(['+12125550100', '+12125550101', '+12125550102']);
    expect(await numbers(prefix('1-646-555-0142', true))).toEqual(['+16465550142']);
    expect(await numbers(prefix('212'), 0)).toEqual([]);
    expect(await refusal(carrier.search(prefix('21a'), 5))).toEqual({ code: 'invalid', message: INVALID_PREFIX });
    expect(await refusal(carrier.search(prefix(''), 5))).toEqual({ code: 'invalid', message: INVALID_PREFIX });
  });

  it('strict finds only the exact prefix; relaxed offers nearby numbers when it has none', async () => {
    // line 0099 is below the fiction range: never offered
    expect(await numbers(prefix('2125550099', true))).toEqual([]);
    const near = await numbers(prefix('2125550099'), 5000);
    expect(near.slice(0, 2)).toEqual(['+12125550100', '+12125550101']);
    // past New York's own 212 numbers come the state's other area codes
    expect(new Set(near.map((n) => n.slice(2, 5)))).toEqual(new Set(['212', '646', '716', '718']));
    // an area code the inventory does not serve: those sharing its first digits
    expect(await numbers(prefix('419', true))).toEqual([]);
    expect(await numbers(prefix('419'), 2)).toEqual(['+14155550100', '+14155550101']);
    expect(new Set((await numbers(prefix('419'), 5000)).map((n) => n.slice(2, 5)))).toEqual(new Set(['412', '414', '415']));
  });

  it('searches by city and state, written as people write them', async () => {
    const stLouis = await carrier.search({ kind: 'locality', city: 'st louis', region: 'missouri', country: 'US' }, 3);
    expect(stLouis.map((n) => [n.number.slice(0, 5), n.locality, n.region])).toEqual(Array(3).fill(['+1314', 'St. Louis', 'MO']));
    const texas = await carrier.search({ kind: 'locality', city: '', region: 'TX', country: 'US' }, 5000);
    expect(new Set(texas.map((n) => n.number.slice(2, 5)))).toEqual(new Set(['210', '214', '512', '713']));
    const newYork = await carrier.search({ kind: 'locality', city: 'New York', region: '', country: 'US' }, 2000);
    expect(new Set(newYork.map((n) => n.number.slice(2, 5)))).toEqual(new Set(['212', '646']));
    expect(await carrier.search({ kind: 'locality', city: 'Springfield', region: 'IL', country: 'US' }, 5)).toEqual([]);
  });

  it('searches by vanity phrase: its keypad digits contained in the number', async () => {
    const safe = await carrier.search({ kind: 'phrase', phrase: 'safe', country: 'US' }, 1000);
    expect(safe.length).toBeGreaterThan(0);
    for (const n of safe) expect(n.number.slice(2)).toContain('7233');
    const inAustin = await carrier.search({ kind: 'phrase', phrase: 'C-A-B', city: 'Austin', region: 'TX', country: 'US' }, 50);
    expect(inAustin.length).toBeGreaterThan(0);
    for (const n of inAustin) expect(n).toMatchObject({ locality: 'Austin', number: expect.stringMatching(/^\+1512\d*222/) });
    expect(await numbers({ kind: 'phrase', phrase: '01-42', country: 'US' }, 1000)).toContain('+16465550142');
    expect(await refusal(carrier.search({ kind: 'phrase', phrase: 'a*b', country: 'US' }, 5))).toEqual({ code: 'invalid', message: INVALID_PHRASE });
    expect(await refusal(carrier.search({ kind: 'phrase', phrase: 'A', country: 'US' }, 5))).toEqual({ code: 'invalid', message: INVALID_PHRASE });
  });

  it('has nothing outside the United States', async () => {
    expect(await numbers({ ...prefix('212'), country: 'GB' })).toEqual([]);
    expect(await numbers({ kind: 'locality', city: 'Toronto', region: 'ON', country: 'CA' })).toEqual([]);
  });

  it('sells what it offers and refuses what it does not', async () => {
    const [offered] = await carrier.search(prefix('512'), 1);
    expect(await carrier.buy(offered!.number)).toEqual({ number: offered!.number, sid: null, voice: true, sms: true });
    for (const gone of ['+14155550099', '+12125551212', '+13125550000', '+19995550100', '+442071234567']) {
      expect(inInventory(gone)).toBe(false);
      expect(await refusal(carrier.buy(gone))).toEqual({ code: 'unavailable', message: NUMBER_UNAVAILABLE });
    }
    expect(await refusal(carrier.buy('4155550100'))).toEqual({ code: 'invalid', message: INVALID_NUMBER });
    await expect(carrier.release({ number: offered!.number, sid: null, voice: true, sms: true })).resolves.toBeUndefined();
  });

  it('gives messages and calls predictable ids', async () => {
    const sms = { from: '+14155550100', to: '+15551230001', text: 'Hello', messageId: 'm-1' };
    const id = await carrier.sendSms(sms);
    expect(id).toMatch(/^SM[0-9a-f]{32}$/);
    expect(await new DemoCarrier().sendSms(sms)).toBe(id);
    expect(await carrier.sendSms({ ...sms, messageId: 'm-2' })).not.toBe(id);
    // without the runtime's id, two identical texts are still two messages
    const bare = { from: sms.from, to: sms.to, text: sms.text };
    expect(await carrier.sendSms(bare)).not.toBe(await carrier.sendSms(bare));
    const call = await carrier.placeCall({ from: '+14155550100', to: '+15551230001', callId: 'c-1' });
    expect(call).toMatch(/^CA[0-9a-f]{32}$/);
    expect(await new DemoCarrier().placeCall({ from: '+14155550100', to: '+15551230001', callId: 'c-1' })).toBe(call);
    expect(await refusal(carrier.sendSms({ ...sms, to: 'caller' }))).toEqual({ code: 'invalid', message: INVALID_NUMBER });
  });
});
