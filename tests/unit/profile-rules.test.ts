// Issue 24 items 1–2, the pure rules: slug rules (the page address), the spec's URL helpers (§5: strip
// http(s) prefixes and trailing slashes, or normalise to a single host), http(s)-only links, the email
// code (exactly 6 characters, sent as an integer), row moves, picture scaling, and the QR encoder's
// structure (finder patterns, timing, format bits, version choice).
import { describe, expect, it } from 'vitest';
import { checkHttpUrl, checkSlug, hostOf, isHttpUrl, pageUrl, RESERVED_SLUGS, SLUG_ERRORS, stripUrl, URL_ERRORS } from '../../src/shared/profilePage';
import { encodeQr } from '../../src/shared/qrCode';
import { codeToSubmit, fitWithin, moved, newLinkId } from '../../src/plugins/profile/rules';

describe('slug rules', () => {
  it.each([
    ['acme', 'acme'],
    ['  Harbor-Dental ', 'harbor-dental'],
    ['a1b', 'a1b'],
    ['x'.repeat(40), 'x'.repeat(40)],
  ])('accepts %j as %j', (input, slug) => expect(checkSlug(input)).toEqual({ ok: true, slug }));

  it.each([
    ['', SLUG_ERRORS.required],
    ['ab', SLUG_ERRORS.length],
    ['x'.repeat(41), SLUG_ERRORS.length],
    ['acme_corp', SLUG_ERRORS.characters],
    ['-acme', SLUG_ERRORS.characters],
    ['acme-', SLUG_ERRORS.characters],
    ['ac--me', SLUG_ERRORS.characters],
    ['acmé', SLUG_ERRORS.characters],
    ['ac me', SLUG_ERRORS.characters],
    ['../etc', SLUG_ERRORS.characters],
    ['APP', SLUG_ERRORS.reserved],
    ['docs', SLUG_ERRORS.reserved],
    ['install', SLUG_ERRORS.reserved],
  ])('refuses %j: %s', (input, message) => expect(checkSlug(input)).toEqual({ ok: false, message }));

  it("reserves every first path segment the server answers itself", () => {
    for (const path of ['app', 'api', 'docs', 'dev', 'internal', 'mobile', 'install', 'inbox', 'assets', 'carrier', 'p']) expect(RESERVED_SLUGS).toContain(path);
  });
});

describe('links: http(s) only', () => {
  it.each([
    ['https://example.com/shop', 'https://example.com/shop'],
    ['http://example.com', 'http://example.com/'],
    ['example.com/shop?x=1', 'https://example.com/shop?x=1'],
    ['HTTPS://Example.COM/A', 'https://example.com/A'],
    ['localhost:3000/x', 'https://localhost:3000/x'],
    ['example.com:8443', 'https://example.com:8443/'],
  ])('accepts %j as %j', (input, url) => expect(checkHttpUrl(input)).toEqual({ ok: true, url }));

  it.each([
    ['javascript:alert(1)', URL_ERRORS.scheme],
    ['JavaScript:alert(1)', URL_ERRORS.scheme],
    ['data:text/html,<script>alert(1)</script>', URL_ERRORS.scheme],
    ['vbscript:msgbox', URL_ERRORS.scheme],
    ['ftp://files.example/x', URL_ERRORS.scheme],
    ['mailto:a@b.example', URL_ERRORS.scheme],
    ['', URL_ERRORS.required],
    ['https://', URL_ERRORS.invalid],
    ['https://user:pw@example.com/', URL_ERRORS.invalid],
    ['exa mple.com', URL_ERRORS.invalid],
    [`https://example.com/${'x'.repeat(2100)}`, URL_ERRORS.length],
  ])('refuses %j', (input, message) => expect(checkHttpUrl(input)).toEqual({ ok: false, message }));

  it('checks a stored value again before it is rendered', () => {
    expect(isHttpUrl('https://example.com')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl(' java\tscript:alert(1)')).toBe(false);
    expect(isHttpUrl(42)).toBe(false);
  });
});

describe("the spec's URL helpers", () => {
  it.each([
    ['https://example.com/', 'example.com'],
    ['http://example.com/shop//', 'example.com/shop'],
    ['HTTPS://www.example.com/a/', 'www.example.com/a'],
    ['example.com', 'example.com'],
  ])('strip %j to %j', (url, stripped) => expect(stripUrl(url)).toBe(stripped));

  it.each([
    ['https://www.Example.com/shop?x=1', 'example.com'],
    ['http://user@example.com:8080/a', 'example.com'],
    ['example.com/', 'example.com'],
    ['https://news.example#top', 'news.example'],
  ])('normalise %j to the single host %j', (url, host) => expect(hostOf(url)).toBe(host));

  it('builds the page address', () => {
    expect(pageUrl('http://localhost:8080/', 'acme')).toBe('http://localhost:8080/acme');
  });
});

describe('the email code', () => {
  it('is submitted only when exactly 6 characters, as an integer', () => {
    expect(codeToSubmit('123456')).toBe(123456);
    expect(codeToSubmit(' 012345 ')).toBe(12345);
    expect(codeToSubmit('12345')).toBeNull();
    expect(codeToSubmit('1234567')).toBeNull();
    expect(codeToSubmit('12a456')).toBeNull();
  });
});

describe('rows and pictures', () => {
  it('moves a row up or down, not past the ends', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('makes a new link id unlike the others', () => {
    const values = [0.5, 0.5, 0.25];
    const id = newLinkId(['li000000'.slice(0, 1) + Math.floor(0.5 * 36 ** 6).toString(36).padStart(6, '0')], () => values.shift()!);
    expect(id).toBe(`l${Math.floor(0.25 * 36 ** 6).toString(36).padStart(6, '0')}`);
  });

  it('scales a picture down to fit, never up', () => {
    expect(fitWithin(2048, 1024, 512)).toEqual({ width: 512, height: 256 });
    expect(fitWithin(100, 300, 512)).toEqual({ width: 100, height: 300 });
  });
});

describe('the QR encoder', () => {
  const finderAt = (m: boolean[][], x: number, y: number) => {
    const ring = (d: number) => [0, 1, 2, 3, 4, 5, 6].every((i) => m[y + d]![x + i] && m[y + 6 - d]![x + i] && m[y + i]![x + d] && m[y + i]![x + 6 - d]);
    return ring(0) && !m[y + 1]![x + 1] && m[y + 3]![x + 3];
  };

  it('chooses the smallest version that holds the text, and none past version 10', () => {
    expect(encodeQr('A')!.version).toBe(1);
    expect(encodeQr('x'.repeat(14))!.version).toBe(1);
    expect(encodeQr('x'.repeat(15))!.version).toBe(2);
    expect(encodeQr('x'.repeat(213))!.version).toBe(10);
    expect(encodeQr('x'.repeat(214))).toBeNull();
  });

  it('draws the three finders, the timing lines, the dark module and matching format bits', () => {
    for (const text of ['http://localhost:8080/acme', `https://example.com/${'x'.repeat(150)}`]) {
      const qr = encodeQr(text)!;
      const m = qr.modules;
      const n = qr.size;
      expect(n).toBe(qr.version * 4 + 17);
      expect(finderAt(m, 0, 0) && finderAt(m, n - 7, 0) && finderAt(m, 0, n - 7)).toBe(true);
      for (let i = 8; i < n - 8; i++) expect([m[6]![i], m[i]![6]]).toEqual([i % 2 === 0, i % 2 === 0]);
      expect(m[n - 8]![8]).toBe(true);
      // both copies of the 15 format bits agree
      const first = [0, 1, 2, 3, 4, 5, 7, 8].map((y) => m[y]![8]).concat([7, 5, 4, 3, 2, 1, 0].map((x) => m[8]![x]));
      const second = [n - 1, n - 2, n - 3, n - 4, n - 5, n - 6, n - 7, n - 8].map((x) => m[8]![x]).concat([n - 7, n - 6, n - 5, n - 4, n - 3, n - 2, n - 1].map((y) => m[y]![8]));
      expect(first).toEqual(second);
    }
  });

  it('is deterministic', () => {
    expect(encodeQr('https://switchboard.example/acme')).toEqual(encodeQr('https://switchboard.example/acme'));
  });
});
