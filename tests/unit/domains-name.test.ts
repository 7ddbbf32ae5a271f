// Issue 21 point 3: the custom-domain syntax both the console's form and the server apply.
import { describe, expect, it } from 'vitest';
import { checkDomain, DOMAIN_ERRORS, txtRecordName } from '../../src/shared/domainName';

const long63 = 'a'.repeat(63);

describe('checkDomain', () => {
  it.each([
    ['app.example.com', 'app.example.com'],
    ['  App.Example.COM ', 'app.example.com'],
    ['example.com.', 'example.com'],
    ['bücher.example', 'xn--bcher-kva.example'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
    ['münchen.de', 'xn--mnchen-3ya.de'],
    [`${long63}.com`, `${long63}.com`],
    ['a-b.c-d.io', 'a-b.c-d.io'],
    ['123.example.com', '123.example.com'],
  ])('accepts %j as %j', (input, domain) => {
    expect(checkDomain(input)).toEqual({ ok: true, domain });
  });

  it.each([
    ['', DOMAIN_ERRORS.required],
    ['   ', DOMAIN_ERRORS.required],
    ['*.example.com', DOMAIN_ERRORS.wildcard],
    ['a.*.com', DOMAIN_ERRORS.wildcard],
    ['1.2.3.4', DOMAIN_ERRORS.ip],
    ['127.1', DOMAIN_ERRORS.ip],
    ['0x7f.0.0.1', DOMAIN_ERRORS.ip],
    ['::1', DOMAIN_ERRORS.ip],
    ['2001:db8::1', DOMAIN_ERRORS.ip],
    ['[::1]', DOMAIN_ERRORS.notHost],
    ['https://example.com', DOMAIN_ERRORS.notHost],
    ['example.com:8080', DOMAIN_ERRORS.notHost],
    ['example.com/path', DOMAIN_ERRORS.notHost],
    ['user@example.com', DOMAIN_ERRORS.notHost],
    ['exa mple.com', DOMAIN_ERRORS.notHost],
    ['localhost', DOMAIN_ERRORS.labels],
    ['com', DOMAIN_ERRORS.labels],
    ['a..example.com', DOMAIN_ERRORS.emptyLabel],
    ['.example.com', DOMAIN_ERRORS.emptyLabel],
    ['example.com..', DOMAIN_ERRORS.emptyLabel],
    [`${long63}a.com`, DOMAIN_ERRORS.labelLength],
    [`${`${long63}.`.repeat(4)}com`, DOMAIN_ERRORS.length],
    ['-bad.com', DOMAIN_ERRORS.characters],
    ['bad-.com', DOMAIN_ERRORS.characters],
    ['under_score.com', DOMAIN_ERRORS.characters],
    ['xn--.com', DOMAIN_ERRORS.characters],
    ['nul\u0000.com', DOMAIN_ERRORS.characters],
    ['example.123', DOMAIN_ERRORS.tld],
  ])('refuses %j: %s', (input, message) => {
    expect(checkDomain(input)).toEqual({ ok: false, message });
  });

  it('never throws on hostile text', () => {
    for (const input of ['\ud800.com', 'a'.repeat(100_000), '\u202e.com', '..', '.', 'xn--zz.com']) {
      expect(typeof checkDomain(input).ok).toBe('boolean');
    }
  });

  it('names the TXT record under _switchboard', () => {
    expect(txtRecordName('app.example.com')).toBe('_switchboard.app.example.com');
  });
});
