// Issue 20 point 7, the pure parts of a delivery: the signature a receiver checks (and the README's
// verification), the retry schedule over about a day, when an endpoint is switched off, and which
// addresses a webhook may never reach.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkHost, isForbiddenAddress, parseWebhookUrl } from '../../server/webhooks/addresses';
import { EXHAUSTED_IN_ROW, MAX_ATTEMPTS, nextDelayS, RETRY_DELAYS_S, switchOff } from '../../server/webhooks/schedule';
import { signatureHeader, verifySignature } from '../../server/webhooks/sign';
import { matches } from '../../server/webhooks/types';

describe('the signature', () => {
  const body = '{"id":"d1","type":"message.in"}';
  it('is HMAC-SHA256 over `${t}.${body}` in one header, a v1 per secret', () => {
    const header = signatureHeader(['new', 'old'], 1_700_000_000, body);
    const mac = (s: string) => createHmac('sha256', s).update(`1700000000.${body}`).digest('hex');
    expect(header).toBe(`t=1700000000,v1=${mac('new')},v1=${mac('old')}`);
  });

  it('verifies with either secret during a rotation, not with another, a changed body or an old timestamp', () => {
    const header = signatureHeader(['new', 'old'], 1_700_000_000, body);
    expect(verifySignature(header, 'new', body, 1_700_000_010)).toBe(true);
    expect(verifySignature(header, 'old', body, 1_700_000_010)).toBe(true);
    expect(verifySignature(header, 'other', body, 1_700_000_010)).toBe(false);
    expect(verifySignature(header, 'new', body.replace('in', 'out'), 1_700_000_010)).toBe(false);
    expect(verifySignature(header, 'new', body, 1_700_000_000 + 301)).toBe(false);
  });
});

describe('the retry schedule', () => {
  it('retries after 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, then is exhausted', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(nextDelayS)).toEqual([60, 300, 1800, 7200, 21600, 43200, null]);
    expect(MAX_ATTEMPTS).toBe(7);
    const hours = RETRY_DELAYS_S.reduce((a, b) => a + b, 0) / 3600;
    expect(hours).toBeGreaterThan(18);
    expect(hours).toBeLessThan(26);
  });

  it('switches an endpoint off after a day of failures or a run of exhausted deliveries, not before', () => {
    const now = Date.parse('2025-03-02T12:00:00Z');
    expect(switchOff(null, 0, now)).toBeNull();
    expect(switchOff(new Date(now - 23 * 3600_000), EXHAUSTED_IN_ROW - 1, now)).toBeNull();
    expect(switchOff(new Date(now - 24 * 3600_000), 0, now)).toEqual({ reason: 'failing', hours: 24 });
    expect(switchOff(new Date(now - 60_000), EXHAUSTED_IN_ROW, now)).toEqual({ reason: 'exhausted', count: EXHAUSTED_IN_ROW });
  });
});

describe('where a webhook may point', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '100.100.100.200', '0.0.0.0', '224.0.0.1', '::1', '::', 'fe80::1', 'fd00:ec2::254', '::ffff:127.0.0.1', '::ffff:a9fe:a9fe', '64:ff9b::a00:1'])(
    'refuses %s',
    (address) => expect(isForbiddenAddress(address)).toBe(true),
  );

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => expect(isForbiddenAddress(address)).toBe(false));

  it('takes http and https only, without credentials', () => {
    expect(parseWebhookUrl('https://hooks.example.com/in').href).toBe('https://hooks.example.com/in');
    for (const bad of ['ftp://hooks.example.com/', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url', 'gopher://x']) {
      expect(() => parseWebhookUrl(bad)).toThrow('url: Expected an http or https URL');
    }
    expect(() => parseWebhookUrl('https://user:pw@hooks.example.com/')).toThrow('url: A webhook URL may not hold a user name or password');
  });

  it('refuses a name when any of its addresses is private, unless private receivers are allowed (demo)', async () => {
    const resolve = async () => [{ address: '93.184.216.34', family: 4 }, { address: '10.0.0.5', family: 4 }];
    await expect(checkHost('mixed.example', false, resolve)).rejects.toThrow('url: 10.0.0.5 is a loopback, private, link-local or metadata address');
    await expect(checkHost('mixed.example', true, resolve)).resolves.toHaveLength(2);
    await expect(checkHost('nowhere.example', false, async () => { throw new Error('ENOTFOUND'); })).rejects.toThrow('url: The host name does not resolve');
    await expect(checkHost('[::1]', false)).rejects.toThrow('url: ::1 is');
  });
});

describe('which events an endpoint receives', () => {
  it('maps conversation, incoming and contact onto the runtime events; an event type receives itself', () => {
    const ev = (type: string, payload: Record<string, unknown> = {}) => ({ type, payload });
    expect(matches('conversation', ev('message.in'))).toBe(true);
    expect(matches('conversation', ev('message.out'))).toBe(true);
    expect(matches('conversation', ev('call.started'))).toBe(false);
    expect(matches('incoming', ev('call.started'))).toBe(true);
    expect(matches('incoming', ev('call.started', { direction: 'outbound' }))).toBe(false);
    expect(matches('contact', ev('contact.updated'))).toBe(true);
    expect(matches('call.ended', ev('call.ended'))).toBe(true);
    expect(matches('call.ended', ev('call.started'))).toBe(false);
  });
});
