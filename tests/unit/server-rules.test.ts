import { describe, expect, it } from 'vitest';
import { canActOn, roleOf, type AccountRef } from '../../server/auth/subtree';
import { hashToken, newCode, newToken } from '../../server/auth/tokens';
import { normalizeHost } from '../../server/domains';
import { redactUrl } from '../../server/logging';
import { searchPatterns, searchText } from '../../server/rules/contactFields';
import { deepMerge, setPath } from '../../server/rules/deepMerge';
import { renderMarkdown } from '../../server/rules/markdown';

describe('deepMerge', () => {
  it('merges objects key by key, replaces arrays and scalars, removes on null', () => {
    const target = { a: 1, tags: ['x', 'y'], address: { city: 'Lyon', zip: '69001', geo: { lat: 1, lng: 2 } }, gone: 'soon' };
    const patch = { a: 2, tags: ['z'], address: { city: 'Paris', geo: { lat: 3 } }, gone: null, added: { k: true } };
    expect(deepMerge(target, patch)).toEqual({
      a: 2,
      tags: ['z'],
      address: { city: 'Paris', zip: '69001', geo: { lat: 3, lng: 2 } },
      added: { k: true },
    });
    // Inputs untouched.
    expect(target.address.city).toBe('Lyon');
  });

  it('replaces a scalar with an object and strips nulls inside new objects', () => {
    expect(deepMerge({ a: 'text' }, { a: { b: 1, c: null } })).toEqual({ a: { b: 1 } });
    expect(deepMerge({ a: { b: 1 } }, { a: 'text' })).toEqual({ a: 'text' });
  });

  it('ignores prototype keys', () => {
    const merged = deepMerge({}, JSON.parse('{"__proto__":{"polluted":true},"ok":1}'));
    expect(merged).toEqual({ ok: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('sets dotted paths', () => {
    expect(setPath({ walkthrough: { completed: ['a'] } }, 'walkthrough.version', 2)).toEqual({
      walkthrough: { completed: ['a'], version: 2 },
    });
    expect(setPath({ a: { b: 1, c: 2 } }, 'a.b', null)).toEqual({ a: { c: 2 } });
    expect(setPath({ a: 5 }, 'a.b', 1)).toEqual({ a: { b: 1 } });
  });
});

describe('canActOn (subtree rule)', () => {
  const acc = (id: number, over: Partial<AccountRef>): AccountRef => ({
    id,
    accountType: 'organization',
    partnerId: 2,
    resellerId: 3,
    organizationId: id,
    superAdmin: false,
    ...over,
  });
  const superAdmin = acc(1, { superAdmin: true, partnerId: 2, resellerId: null });
  const partner = acc(2, { accountType: 'partner', partnerId: 2, resellerId: null, organizationId: null });
  const reseller = acc(3, { accountType: 'reseller', resellerId: 3, organizationId: null });
  const acme = acc(4, {});
  const acmeAdmin = acc(5, { organizationId: 4 });
  const globex = acc(6, {});
  const acmeAgent = acc(7, { accountType: 'agent', organizationId: 4 });
  const otherPartnerOrg = acc(8, { partnerId: 99, resellerId: 98 });

  it.each([
    ['super admin → anyone', superAdmin, otherPartnerOrg, true],
    ['partner → org under it', partner, globex, true],
    ['partner → org of another partner', partner, otherPartnerOrg, false],
    ['partner → super admin in its tree', partner, superAdmin, false],
    ['reseller → org under it', reseller, acme, true],
    ['reseller → its partner', reseller, partner, false],
    ['owner → own admin member', acme, acmeAdmin, true],
    ['admin → own org', acmeAdmin, acme, true],
    ['admin → own agent', acmeAdmin, acmeAgent, true],
    ['owner → other org', acme, globex, false],
    ['owner → its reseller', acme, reseller, false],
    ['agent → itself', acmeAgent, acmeAgent, true],
    ['agent → its org', acmeAgent, acme, false],
  ])('%s', (_name, caller, target, expected) => {
    expect(canActOn(caller, target)).toBe(expected);
  });

  it('names roles', () => {
    expect([acme, acmeAdmin, reseller, partner, acmeAgent].map(roleOf)).toEqual([
      'owner', 'admin', 'reseller', 'partner', 'agent',
    ]);
  });
});

describe('tokens and codes', () => {
  it('draws 6-digit codes whose first digit is never 0', () => {
    const firsts = new Set<string>();
    for (let i = 0; i < 20_000; i++) {
      const code = newCode();
      expect(code).toMatch(/^[1-9]\d{5}$/);
      firsts.add(code[0]);
    }
    expect(firsts.size).toBe(9);
  });

  it('makes 32-byte base64url tokens hashed with SHA-256', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('hosts, log URLs, search, markdown', () => {
  it.each([
    ['localhost:8080', 'localhost'],
    ['127.0.0.1:5173', 'localhost'],
    ['[::1]:8080', 'localhost'],
    ['WhiteLabel.LocalHost', 'whitelabel.localhost'],
    ['https://app.example.com:443/path', 'app.example.com'],
  ])('normalizes %s', (input, expected) => expect(normalizeHost(input)).toBe(expected));

  it('redacts secret query values only', () => {
    expect(redactUrl('/api/v1/account?token=abc&targetAccountId=4&oneTimeToken=x&adminToken=y&tempUserToken=z&page=2')).toBe(
      '/api/v1/account?token=[redacted]&targetAccountId=4&oneTimeToken=[redacted]&adminToken=[redacted]&tempUserToken=[redacted]&page=2',
    );
    expect(redactUrl('/api/v1/account?%74oken=abc')).toBe('/api/v1/account?%74oken=[redacted]');
    expect(redactUrl('/docs')).toBe('/docs');
  });

  it('builds search text and LIKE patterns', () => {
    expect(searchText({ firstName: 'Ann', lastName: 'Lee', email: 'A@B.example', phoneNumber: '+1 (415) 555' })).toBe(
      'ann lee +1 (415) 555 a@b.example 1415555',
    );
    expect(searchPatterns(' 50%_off ')).toEqual(['%50\\%\\_off%']);
    expect(searchPatterns('(415) 555')).toEqual(['%(415) 555%', '%415555%']);
  });

  it('renders the guide\'s markdown, shows raw HTML as text and drops unsafe links', () => {
    const html = renderMarkdown('# Title\n\nSome **bold** `code` and [link](/docs).\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<script>alert(1)</script>');
    expect(html).toContain('<h1 id="title">Title</h1>');
    expect(html).toContain('<strong>bold</strong> <code>code</code> and <a href="/docs">link</a>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<td>1<\/td>\s*<td>2<\/td>/);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;');
    const js = renderMarkdown('[x](javascript:alert(1))');
    expect(js).not.toContain('href');
    expect(js).toContain('x');
  });
});
