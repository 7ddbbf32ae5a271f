// Issue 21 point 3, the console side: a domain reply is read strictly (the error catalogue's
// "Invalid domain data"), and which actions a domain offers.
import { describe, expect, it } from 'vitest';
import { canMakeDefault, parseDomain, parseDomains, statusColor } from '../../src/plugins/domains/rules';
import { isExpired, tokenRows, validateToken } from '../../src/plugins/developer/rules';

const good = { domain: 'app.example.com', status: 'verified', reason: null, txtName: '_switchboard.app.example.com', txtValue: 'switchboard-verification=ab', isDefault: true, checkedAt: '2026-01-01T00:00:00Z' };

describe('domain replies', () => {
  it('reads a domain, its id being the domain', () => {
    expect(parseDomain(good)).toEqual({ id: 'app.example.com', ...good });
    expect(parseDomains({ domains: [good] })).toHaveLength(1);
  });
  it.each([null, {}, { ...good, status: 'weird' }, { ...good, domain: '' }, { ...good, txtName: 1 }])('raises Invalid domain data for %j', (raw) => {
    expect(() => parseDomain(raw)).toThrow('Invalid domain data');
  });
  it('raises Invalid domain data for a list that is not one', () => {
    expect(() => parseDomains({ nope: [] })).toThrow('Invalid domain data');
  });
  it('offers make default on a verified domain not yet the default', () => {
    expect(canMakeDefault({ status: 'verified', isDefault: false })).toBe(true);
    expect(canMakeDefault({ status: 'verified', isDefault: true })).toBe(false);
    expect(canMakeDefault({ status: 'failed', isDefault: false })).toBe(false);
    expect([statusColor('verified'), statusColor('pending'), statusColor('failed')]).toEqual(['success', 'warning', 'error']);
  });
});

describe('API token rules', () => {
  it('reads the list, knows expiry and checks the description', () => {
    expect(tokenRows({ tokens: [{ id: 'a' }, null, { x: 1 }] })).toEqual([{ id: 'a' }]);
    expect(tokenRows('nonsense')).toEqual([]);
    expect(isExpired({ expiresAt: '2000-01-01T00:00:00Z' })).toBe(true);
    expect(isExpired({ expiresAt: new Date(Date.now() + 60_000).toISOString() })).toBe(false);
    expect(validateToken({ description: '  ' })).toEqual({ description: 'Required' });
    expect(validateToken({ description: 'x'.repeat(201) })).toEqual({ description: 'At most 200 characters' });
    expect(validateToken({ description: 'CI' })).toEqual({});
  });
});
