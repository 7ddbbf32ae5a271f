// The Twilio-compatible adapter (issue 18 point 1) against a stub of Twilio's REST API over HTTP:
// chosen by CARRIER=twilio with its variables checked at start; number search (area code, prefix
// pattern, locality, phrase, strict and relaxed), purchase with this server's webhooks, release,
// messages and calls; failures mapped to CarrierError codes without the auth token.
import { afterAll, describe, expect, it } from 'vitest';
import { selectCarrier } from '../../server/providers/carrier';
import {
  CARRIER_REFUSED_CREDENTIALS,
  CARRIER_UNREACHABLE,
  carrierError,
  carrierTimedOut,
  NUMBER_UNAVAILABLE,
} from '../../server/providers/carrier/messages';
import { TwilioCarrier } from '../../server/providers/carrier/twilio';
import type { NumberSearch } from '../../server/providers/carrier/types';
import { refusal } from './carrierRefusal';
import { closedPort } from './smtpStub';
import { startTwilioStub, STUB_SID, STUB_TOKEN } from './twilioStub';

const PUBLIC = 'https://switchboard.example';
const stub = await startTwilioStub();
afterAll(() => stub.close());

const env = (extra: Record<string, string | undefined> = {}) => ({
  CARRIER: 'twilio',
  TWILIO_ACCOUNT_SID: STUB_SID,
  TWILIO_AUTH_TOKEN: STUB_TOKEN,
  TWILIO_API_BASE: stub.url,
  PUBLIC_URL: PUBLIC,
  ...extra,
});
const carrier = selectCarrier(env());
const account = `/2010-04-01/Accounts/${STUB_SID}`;
/** The requests a step made, as method, path and the parameters that matter. */
async function traced<T>(step: () => Promise<T>): Promise<{ result: T; sent: typeof stub.requests }> {
  const before = stub.requests.length;
  const result = await step();
  return { result, sent: stub.requests.slice(before) };
}
const search = (query: NumberSearch, limit = 10) => traced(async () => (await carrier.search(query, limit)).map((n) => n.number));

describe('Twilio-compatible adapter: configuration', () => {
  it('is chosen by CARRIER=twilio and named after its API', () => {
    expect(carrier).toBeInstanceOf(TwilioCarrier);
    expect(carrier.info).toEqual({ kind: 'twilio', label: 'Twilio' });
    expect(selectCarrier(env({ TWILIO_API_BASE: undefined })).info.label).toBe('Twilio');
    const signalWire = env({ TWILIO_API_BASE: 'https://acme.signalwire.com/api/laml', TWILIO_ACCOUNT_SID: '2f4c1a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b' });
    expect(selectCarrier(signalWire).info).toEqual({ kind: 'twilio', label: 'SignalWire' });
  });

  it('refuses a missing or bad variable, naming it and never quoting the token', () => {
    const cases: [Record<string, string | undefined>, RegExp][] = [
      [{ CARRIER: 'twillio' }, /^CARRIER: /],
      [{ TWILIO_ACCOUNT_SID: undefined }, /^TWILIO_ACCOUNT_SID: required/],
      [{ TWILIO_ACCOUNT_SID: 'AC123' }, /^TWILIO_ACCOUNT_SID: expected/],
      [{ TWILIO_AUTH_TOKEN: ' ' }, /^TWILIO_AUTH_TOKEN: required/],
      [{ TWILIO_AUTH_TOKEN: `"${STUB_TOKEN}"` }, /^TWILIO_AUTH_TOKEN: expected/],
      [{ TWILIO_API_BASE: 'ftp://api.twilio.com' }, /^TWILIO_API_BASE: /],
      [{ TWILIO_API_BASE: `https://${STUB_SID}:${STUB_TOKEN}@api.twilio.com` }, /^TWILIO_API_BASE: /],
      [{ PUBLIC_URL: undefined }, /^PUBLIC_URL: required with CARRIER=twilio/],
      [{ PUBLIC_URL: 'switchboard.example' }, /^PUBLIC_URL: expected/],
      [{ TWILIO_TIMEOUT_MS: '15s' }, /^TWILIO_TIMEOUT_MS: /],
    ];
    for (const [extra, message] of cases) {
      let thrown: unknown;
      try {
        selectCarrier(env(extra));
      } catch (error) {
        thrown = error;
      }
      expect((thrown as Error | undefined)?.message, JSON.stringify(extra)).toMatch(message);
      expect((thrown as Error).message).not.toContain(STUB_TOKEN);
    }
  });
});

describe('Twilio-compatible adapter: numbers', () => {
  it('searches an area code with Basic auth, and maps the answer', async () => {
    const { result, sent } = await traced(() => carrier.search({ kind: 'prefix', prefix: '+1 415', country: 'us', strict: true }, 10));
    expect(result).toEqual([
      { number: '+14155550101', locality: 'San Francisco', region: 'CA', country: 'US', voice: true, sms: true },
      { number: '+14155557233', locality: 'San Francisco', region: 'CA', country: 'US', voice: true, sms: true },
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'GET', path: `${account}/AvailablePhoneNumbers/US/Local.json`, query: { AreaCode: '415', PageSize: '10' } });
    expect(sent[0]!.authorization).toBe(`Basic ${Buffer.from(`${STUB_SID}:${STUB_TOKEN}`).toString('base64')}`);
  });

  it('searches a longer prefix as a pattern; strict stops there, relaxed widens to the area code, then the state', async () => {
    const strict = await search({ kind: 'prefix', prefix: '4155559', country: 'US', strict: true });
    expect(strict.result).toEqual([]);
    expect(strict.sent.map((r) => r.query)).toEqual([{ Contains: '4155559***', PageSize: '10' }]);
    expect((await search({ kind: 'prefix', prefix: '41555572', country: 'US', strict: true })).result).toEqual(['+14155557233']);
    const relaxed = await search({ kind: 'prefix', prefix: '4155559', country: 'US', strict: false });
    expect(relaxed.result).toEqual(['+14155550101', '+14155557233']);
    expect(relaxed.sent.map((r) => r.query)).toEqual([
      { Contains: '4155559***', PageSize: '10' },
      { AreaCode: '415', PageSize: '10' },
    ]);
    // 408 (San Jose) has nothing at the stub: the state's numbers instead
    const state = await search({ kind: 'prefix', prefix: '408', country: 'US', strict: false });
    expect(state.result).toEqual(['+14155550101', '+14155557233', '+15105550123']);
    expect(state.sent.map((r) => r.query)).toEqual([
      { AreaCode: '408', PageSize: '10' },
      { InRegion: 'CA', PageSize: '10' },
    ]);
  });

  it('searches by locality and by vanity phrase', async () => {
    const newYork = await search({ kind: 'locality', city: 'New York', region: 'NY', country: 'US' });
    expect(newYork.result).toEqual(['+12125550199', '+16465550142']);
    expect(newYork.sent[0]!.query).toEqual({ InLocality: 'New York', InRegion: 'NY', PageSize: '10' });
    const safe = await search({ kind: 'phrase', phrase: 'SA-FE', country: 'US' });
    expect(safe.result).toEqual(['+14155557233']);
    expect(safe.sent[0]!.query).toEqual({ Contains: 'SAFE', PageSize: '10' });
    expect((await refusal(carrier.search({ kind: 'phrase', phrase: '<b>', country: 'US' }, 5)))?.code).toBe('invalid');
  });

  it('buys a number with this server as its webhooks, and cannot buy it twice', async () => {
    const { result, sent } = await traced(() => carrier.buy('+15125550110'));
    expect(result).toEqual({ number: '+15125550110', sid: expect.stringMatching(/^PN\w{32}$/), voice: true, sms: true });
    expect(sent[0]).toMatchObject({ method: 'POST', path: `${account}/IncomingPhoneNumbers.json` });
    expect(sent[0]!.form).toEqual({
      PhoneNumber: '+15125550110',
      VoiceUrl: `${PUBLIC}/carrier/twilio/voice`,
      VoiceMethod: 'POST',
      SmsUrl: `${PUBLIC}/carrier/twilio/sms`,
      SmsMethod: 'POST',
      StatusCallback: `${PUBLIC}/carrier/twilio/status`,
      StatusCallbackMethod: 'POST',
    });
    expect(await refusal(carrier.buy('+15125550110'))).toEqual({ code: 'unavailable', message: NUMBER_UNAVAILABLE });
    expect((await carrier.search({ kind: 'locality', city: 'Austin', region: 'TX', country: 'US' }, 5)).length).toBe(0);
  });

  it('releases by its sid, or finds the sid by number; releasing twice is not an error', async () => {
    const bought = await carrier.buy('+12125550199');
    const { sent } = await traced(() => carrier.release(bought));
    expect(sent.map((r) => [r.method, r.path])).toEqual([['DELETE', `${account}/IncomingPhoneNumbers/${bought.sid}.json`]]);
    expect(stub.owned.has(bought.sid!)).toBe(false);
    await expect(carrier.release(bought)).resolves.toBeUndefined();
    const other = await carrier.buy('+16465550142');
    const byNumber = await traced(() => carrier.release({ ...other, sid: null }));
    expect(byNumber.sent.map((r) => [r.method, r.path, r.query])).toEqual([
      ['GET', `${account}/IncomingPhoneNumbers.json`, { PhoneNumber: '+16465550142' }],
      ['DELETE', `${account}/IncomingPhoneNumbers/${other.sid}.json`, {}],
    ]);
    expect(stub.owned.has(other.sid!)).toBe(false);
  });
});

describe('Twilio-compatible adapter: messages and calls', () => {
  it('sends an SMS from an owned number with a status callback that names the message', async () => {
    const { result, sent } = await traced(() => carrier.sendSms({ from: '+15125550110', to: '+15551230001', text: 'Hello & welcome', messageId: 'm 42' }));
    expect(result).toMatch(/^SM\w{32}$/);
    expect(sent[0]).toMatchObject({ method: 'POST', path: `${account}/Messages.json` });
    expect(sent[0]!.form).toEqual({ From: '+15125550110', To: '+15551230001', Body: 'Hello & welcome', StatusCallback: `${PUBLIC}/carrier/twilio/status?messageId=m+42` });
  });

  it('places a call whose TwiML and status come back to this server with the call id', async () => {
    const { result, sent } = await traced(() => carrier.placeCall({ from: '+15125550110', to: '+15551230001', callId: 'call-7' }));
    expect(result).toMatch(/^CA\w{32}$/);
    expect(sent[0]).toMatchObject({ method: 'POST', path: `${account}/Calls.json` });
    expect(sent[0]!.form).toEqual({
      From: '+15125550110',
      To: '+15551230001',
      Url: `${PUBLIC}/carrier/twilio/voice?callId=call-7`,
      Method: 'POST',
      StatusCallback: `${PUBLIC}/carrier/twilio/status?callId=call-7`,
      StatusCallbackMethod: 'POST',
      StatusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
    });
  });

  it('hangs a call up with Status=completed; a call already over is no error, a carrier failure is', async () => {
    const sid = `CA${'7'.repeat(32)}`;
    const { sent } = await traced(() => carrier.hangUp!(sid));
    expect(sent).toEqual([expect.objectContaining({ method: 'POST', path: `${account}/Calls/${sid}.json`, form: { Status: 'completed' } })]);
    await expect(carrier.hangUp!('CAover')).resolves.toBeUndefined();
    stub.failNext(503, '<html>Service Unavailable</html>');
    expect(await refusal(carrier.hangUp!(sid))).toEqual({ code: 'provider', message: carrierError(503) });
  });

  it('works under a base path, as SignalWire serves the same API', async () => {
    const signalWire = await startTwilioStub('/api/laml');
    try {
      const under = selectCarrier(env({ TWILIO_API_BASE: `${signalWire.url}/` }));
      expect((await under.search({ kind: 'prefix', prefix: '212', country: 'US', strict: true }, 5)).map((n) => n.number)).toEqual(['+12125550199']);
      expect(signalWire.requests[0]!.path).toBe(`/api/laml${account}/AvailablePhoneNumbers/US/Local.json`);
    } finally {
      await signalWire.close();
    }
  });
});

describe('Twilio-compatible adapter: failures', () => {
  const sms = { from: '+15125550110', to: '+15551230001', text: 'Hi' };

  it('maps refused credentials, unknown numbers and carrier errors to CarrierError codes', async () => {
    const wrong = selectCarrier(env({ TWILIO_AUTH_TOKEN: 'wrongtoken123' }));
    expect(await refusal(wrong.sendSms(sms))).toEqual({ code: 'unauthorized', message: CARRIER_REFUSED_CREDENTIALS });
    stub.failNext(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    expect(await refusal(carrier.buy('+14155550101'))).toEqual({ code: 'unavailable', message: NUMBER_UNAVAILABLE });
    stub.failNext(400, { code: 21211, message: "Invalid 'To' Phone Number: +15551230001", status: 400 });
    expect(await refusal(carrier.sendSms(sms))).toEqual({ code: 'invalid', message: carrierError(400, 21211, "Invalid 'To' Phone Number: +15551230001") });
    // a From the account does not own: Twilio's own words, as a provider error
    expect(await refusal(carrier.sendSms({ ...sms, from: '+19995550100' }))).toMatchObject({ code: 'provider', message: expect.stringContaining('code 21606') });
    stub.failNext(503, '<html>Service Unavailable</html>');
    expect(await refusal(carrier.placeCall({ ...sms, callId: 'c' }))).toEqual({ code: 'provider', message: carrierError(503) });
    stub.failNext(200, '<html>not json</html>');
    expect((await refusal(carrier.search({ kind: 'prefix', prefix: '415', country: 'US', strict: true }, 5)))?.code).toBe('provider');
  });

  it('never repeats the auth token, even when the carrier does', async () => {
    stub.failNext(400, { code: 30001, message: `Queue overflow for token ${STUB_TOKEN}`, status: 400 });
    const error = (await refusal(carrier.sendSms(sms)))!;
    expect(error.code).toBe('provider');
    expect(error.message).toContain('Queue overflow');
    expect(error.message).not.toContain(STUB_TOKEN);
  });

  it('reports an unreachable carrier and one that does not answer in time', async () => {
    const down = selectCarrier(env({ TWILIO_API_BASE: `http://127.0.0.1:${await closedPort()}` }));
    expect(await refusal(down.sendSms(sms))).toEqual({ code: 'unreachable', message: CARRIER_UNREACHABLE });
    stub.hang(true);
    try {
      const slow = selectCarrier(env({ TWILIO_TIMEOUT_MS: '300' }));
      const started = performance.now();
      expect(await refusal(slow.sendSms(sms))).toEqual({ code: 'unreachable', message: carrierTimedOut(300) });
      expect(performance.now() - started).toBeLessThan(3000);
    } finally {
      stub.hang(false);
    }
  });
});
