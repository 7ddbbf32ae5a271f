// Issue 21 point 2: the IP whitelist's validator (src/shared/sip/address.ts) — IPv4, IPv6, CIDR,
// bad octets, prefixes past 32/128, host bits set (refused, naming the network meant), private and
// reserved ranges allowed, and one canonical network per entry so spellings of one network collide.
import { describe, expect, it } from 'vitest';
import { IP_MESSAGES, ipEntryError, parseIpEntry } from '../../src/shared/sip/address';

const ok = (raw: string) => {
  const r = parseIpEntry(raw);
  if (!r.ok) throw new Error(`${raw}: ${r.message}`);
  return r.value;
};

describe('IP whitelist entries', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7', '203.0.113.7/32'],
    [' 10.0.0.0/8 ', '10.0.0.0/8', '10.0.0.0/8'],
    ['192.168.1.0/24', '192.168.1.0/24', '192.168.1.0/24'],
    ['127.0.0.1', '127.0.0.1', '127.0.0.1/32'],
    ['0.0.0.0/0', '0.0.0.0/0', '0.0.0.0/0'],
    ['2001:DB8::1', '2001:db8::1', '2001:db8::1/128'],
    ['2001:0db8:0000:0000:0000:0000:0000:0000/32', '2001:db8::/32', '2001:db8::/32'],
    ['fe80::/10', 'fe80::/10', 'fe80::/10'],
    ['::1', '::1', '::1/128'],
  ])('accepts %s as %s (network %s)', (raw, ip, network) => {
    expect(ok(raw)).toMatchObject({ ip, network });
  });

  it('gives one network to every spelling of the same network', () => {
    expect(ok('10.0.0.1').network).toBe(ok('10.0.0.1/32').network);
    expect(ok('2001:db8:0:0::/48').network).toBe(ok('2001:0DB8::/48').network);
    expect(ok('10.0.0.0/24').network).not.toBe(ok('10.0.0.0/25').network);
  });

  it.each([
    ['', IP_MESSAGES.required],
    ['256.1.1.1', IP_MESSAGES.invalid],
    ['1.2.3', IP_MESSAGES.invalid],
    ['127.1', IP_MESSAGES.invalid],
    ['010.0.0.1', IP_MESSAGES.invalid],
    ['0x7f.0.0.1', IP_MESSAGES.invalid],
    ['1.2.3.4.5', IP_MESSAGES.invalid],
    ['example.com', IP_MESSAGES.invalid],
    ['1::2::3', IP_MESSAGES.invalid],
    ['fe80::1%eth0', IP_MESSAGES.zone],
    ['10.0.0.0/33', IP_MESSAGES.badPrefix4],
    ['10.0.0.0/-1', IP_MESSAGES.badPrefix4],
    ['10.0.0.0/', IP_MESSAGES.badPrefix4],
    ['10.0.0.0/08', IP_MESSAGES.badPrefix4],
    ['2001:db8::/129', IP_MESSAGES.badPrefix6],
    ['10.0.0.5/24', IP_MESSAGES.hostBits('10.0.0.0/24')],
    ['2001:db8::1/64', IP_MESSAGES.hostBits('2001:db8::/64')],
    ['1'.repeat(65), IP_MESSAGES.tooLong],
  ])('refuses %j: %s', (raw, message) => {
    expect(ipEntryError(raw)).toBe(message);
  });
});
