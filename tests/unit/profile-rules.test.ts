// Issue 24 items 1–2, the pure rules: slug rules (the page address), the spec's URL helpers (§5: strip
// http(s) prefixes and trailing slashes, or normalise to a single host), http(s)-only links, the email
// code (exactly 6 characters, sent as an integer), row moves, picture scaling, and the share dialog's QR
// code (an SVG by the qrcode package).
import { describe, expect, it } from 'vitest';
import { checkHttpUrl, checkSlug, hostOf, isHttpUrl, pageUrl, RESERVED_SLUGS, SLUG_ERRORS, stripUrl, URL_ERRORS } from '../../src/shared/profilePage';
import { qrSvg, svgDataUrl } from '../../src/plugins/profile/qrImage';
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

describe('the QR code (the qrcode package)', () => {
  it('draws the page address as an SVG document of dark modules on white, with the quiet zone', async () => {
    const url = 'https://switchboard.example/acme';
    const svg = (await qrSvg(url))!;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 (\d+) \1"/);
    // version 3 (29 modules) for 32 bytes at level M, plus 4 modules of quiet zone each side
    expect(svg).toContain('viewBox="0 0 37 37"');
    expect(svg).toContain('fill="#ffffff"');
    expect(svg).toContain('stroke="#000000"');
    expect(svg).not.toMatch(/<script|on\w+=/i);
    // a longer address makes a larger code; the same one the same code
    expect(await qrSvg(url)).toBe(svg);
    const longer = (await qrSvg(`${url}/${'x'.repeat(150)}`))!;
    expect(Number(/viewBox="0 0 (\d+)/.exec(longer)![1])).toBeGreaterThan(37);
  });

  it('answers null for a text no QR code holds, and makes an <img> data: URL of the SVG', async () => {
    expect(await qrSvg('x'.repeat(3000))).toBeNull();
    const src = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>');
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,%3Csvg')).toBe(true);
    expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toBe('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>');
  });
});
