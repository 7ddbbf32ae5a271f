// Issue 24 items 1–2: the profile plugin's routes. The owner edits the page (links, social links, title,
// address, picture); another organization's page cannot be changed (404) and a page nobody may edit
// answers 403; links are http(s) only; the picture's type is read from its bytes and its size is
// limited; visitors of /<slug> are counted (ipCorrelator) and so are their clicks (stats/links), which
// the owner reads back; the page is HTML that executes nothing of its owner's.
import { describe, expect, it } from 'vitest';
import { auditRows, apiUrl, call, FORBIDDEN, serverWith } from './helpers';
import { ONE_PIXEL_PNG } from './specCalls';
import { assignNumber } from './conversationsFixture';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { AVATAR_TOO_LARGE, AVATAR_TYPE_REFUSED, AVATAR_UNREADABLE, MAX_AVATAR_BYTES, NO_PAGE } from '../../server/profile/messages';
import { SLUG_ERRORS, URL_ERRORS } from '../../src/shared/profilePage';
import { esc, PAGE_SCRIPT_PATH } from '../../server/profile/publicPage';
import { PUBLIC_PAGE_TEXT_FR } from '../../server/profile/publicText.fr';

const { server, t } = await serverWith(['acmeOwner', 'acmeAdmin', 'globexOwner', 'reseller']);
const { orgs, agents } = server.seeded;

const post = (token: string, path: string, body: unknown, target?: number) => call(server, 'POST', path, { token, body, target });
const page = async (token: string, target?: number) => (await call(server, 'GET', '/api/v1/profile/page', { token, target })).body;
const html = async (path: string) => {
  const response = await fetch(new URL(path, server.url));
  return { status: response.status, type: response.headers.get('content-type'), csp: response.headers.get('content-security-policy'), text: await response.text() };
};
async function upload(token: string, data: Buffer, name = 'me.png', target?: number) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), name);
  const response = await fetch(apiUrl(server, '/api/v1/profile/dp', { token, target }), { method: 'POST', body: form });
  return { status: response.status, body: await response.json() };
}

describe('the owner edits the page', () => {
  it('saves links (http(s) only, a bare host read as https) and the links config; the audit log records it', async () => {
    const saved = await post(t.acmeOwner, '/api/v1/account/links', {
      links: [
        { id: 'shop', title: 'Our shop', url: 'shop.acme.example/spring' },
        { id: 'docs', title: 'Docs', url: 'https://docs.acme.example/', enabled: false },
      ],
      linksConfig: { layout: 'grid', showPay: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.page.links).toEqual([
      { id: 'shop', title: 'Our shop', url: 'https://shop.acme.example/spring', enabled: true },
      { id: 'docs', title: 'Docs', url: 'https://docs.acme.example/', enabled: false },
    ]);
    expect(saved.body.page.linksConfig).toMatchObject({ layout: 'grid', showPay: false, showText: true });
    expect(await auditRows(server, 'profile.page.changed', orgs.acme)).toHaveLength(1);

    for (const url of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://files.example/x', 'vbscript:x', 'http://user:pw@evil.example/']) {
      const refused = await post(t.acmeOwner, '/api/v1/account/links', { links: [{ id: 'x', title: 'X', url }] });
      expect(refused.status, url).toBe(400);
      expect(refused.body.message).toMatch(/links\.0\.url/);
    }
    const scheme = await post(t.acmeOwner, '/api/v1/account/links', { links: [{ id: 'x', title: 'X', url: 'javascript:alert(1)' }] });
    expect(scheme.body.message).toContain(URL_ERRORS.scheme);
    expect((await post(t.acmeOwner, '/api/v1/account/links', { links: [{ id: 'a', title: 'A', url: 'a.example' }, { id: 'a', title: 'B', url: 'b.example' }] })).status).toBe(400);
    expect((await post(t.acmeOwner, '/api/v1/account/links', { links: [], linksConfig: { layout: 'carousel' } })).status).toBe(400);
    // nothing changed by the refusals
    expect((await page(t.acmeOwner)).page.links).toHaveLength(2);
  });

  it('saves social links with their position, and the title and bio', async () => {
    const social = await post(t.acmeOwner, '/api/v1/account/socialLinks', {
      socialLinks: [{ network: 'instagram', url: 'https://instagram.com/acme' }],
      socialLinksPosition: 'bottom',
    });
    expect(social.body.page).toMatchObject({ socialLinks: [{ network: 'instagram', url: 'https://instagram.com/acme' }], socialLinksPosition: 'bottom' });
    expect((await post(t.acmeOwner, '/api/v1/account/socialLinks', { socialLinks: [{ network: 'myspace', url: 'https://x.example' }] })).status).toBe(400);
    const profile = await post(t.acmeOwner, '/api/v1/profile/page', { title: 'Acme <Anvils>', bio: 'Since 1949' });
    expect(profile.body.page).toMatchObject({ title: 'Acme <Anvils>', bio: 'Since 1949' });
  });

  it("edits the organization's page for a member, and an agent's page when targeted", async () => {
    expect((await page(t.acmeAdmin)).page.accountId).toBe(orgs.acme);
    const agent = await post(t.acmeAdmin, '/api/v1/profile/page', { title: 'Front desk' }, agents.acme[0]);
    expect(agent.body.page).toMatchObject({ accountId: agents.acme[0], title: 'Front desk' });
  });

  // the kit refuses a target outside the caller's subtree with 403 before any handler runs
  it("refuses another organization's page (403) and an account with no page (404)", async () => {
    expect(await post(t.globexOwner, '/api/v1/account/links', { links: [] }, orgs.acme)).toEqual(FORBIDDEN);
    expect(await post(t.globexOwner, '/api/v1/updateUsername', { targetUsername: 'stolen-acme' }, orgs.acme)).toEqual(FORBIDDEN);
    expect(await post(t.globexOwner, '/api/v1/profile/page', { title: 'x' }, agents.acme[0])).toEqual(FORBIDDEN);
    expect(await post(t.globexOwner, '/api/v1/account/socialLinks', { socialLinks: [] }, orgs.acme)).toEqual(FORBIDDEN);
    expect((await page(t.acmeOwner)).page.links).toHaveLength(2);
    expect(await call(server, 'GET', '/api/v1/profile/page', { token: t.reseller })).toMatchObject({ status: 404, body: { message: NO_PAGE } });
    expect((await call(server, 'POST', '/api/v1/account/links', { body: { links: [] } })).status).toBe(401);
  });
});

describe('the page address (updateUsername)', () => {
  it('checks the slug rules, refuses a taken or reserved name, and changes it', async () => {
    const bad = async (name: string) => (await post(t.globexOwner, '/api/v1/updateUsername', { targetUsername: name })).body.message;
    expect(await bad('ab')).toBe(`targetUsername: ${SLUG_ERRORS.length}`);
    expect(await bad('Globex_Corp')).toBe(`targetUsername: ${SLUG_ERRORS.characters}`);
    expect(await bad('-globex')).toBe(`targetUsername: ${SLUG_ERRORS.characters}`);
    expect(await bad('app')).toBe(`targetUsername: ${SLUG_ERRORS.reserved}`);
    const taken = await post(t.globexOwner, '/api/v1/updateUsername', { targetUsername: 'ACME' });
    expect(taken).toMatchObject({ status: 409, body: { message: `targetUsername: ${SLUG_ERRORS.taken}` } });
    const changed = await post(t.globexOwner, '/api/v1/updateUsername', { targetUsername: ' Globex-Corp ' });
    expect(changed.body).toEqual({ success: true, username: 'globex-corp' });
    expect((await html('/globex-corp')).status).toBe(200);
    expect((await html('/globex')).status).toBe(404);
    expect(await auditRows(server, 'profile.username.changed', orgs.globex)).toHaveLength(1);
    expect((await post(t.globexOwner, '/api/v1/updateUsername', { targetUsername: 'globex' })).status).toBe(200);
  });
});

describe('the page picture (profile/dp)', () => {
  it('stores an image whose bytes are an image, serves it publicly with nosniff, and refuses others', async () => {
    const up = await upload(t.acmeOwner, ONE_PIXEL_PNG, 'me.jpg');
    expect(up.status).toBe(200);
    const served = await fetch(new URL(up.body.page.avatarUrl, server.url));
    expect(served.status).toBe(200);
    // what is served is the server's own re-encoding, never the uploaded bytes
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const small = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 1, height: 1 });

    expect(await upload(t.acmeOwner, Buffer.from('<svg onload="alert(1)"/>'), 'x.png')).toEqual({ status: 415, body: { success: false, message: AVATAR_TYPE_REFUSED } });
    const big = Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(MAX_AVATAR_BYTES)]);
    expect(await upload(t.acmeOwner, big)).toEqual({ status: 413, body: { success: false, message: AVATAR_TOO_LARGE } });
    expect((await upload(t.globexOwner, ONE_PIXEL_PNG, 'x.png', orgs.acme)).status).toBe(403);
    expect(await auditRows(server, 'profile.avatar.changed', orgs.acme)).toHaveLength(1);
  });

  it('resizes a large picture to at most 512 px a side, aspect kept, metadata dropped; an undecodable "PNG" is a 400 naming the field', async () => {
    // a real 2000 × 1500 PNG with EXIF (a camera and a GPS position) that says "rotate 90°"
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#2a9d8f' } })
      .png()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'SpyCam', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const up = await upload(t.globexOwner, photo, 'photo.png');
    expect(up.status).toBe(200);
    const served = Buffer.from(await (await fetch(new URL(up.body.page.avatarUrl, server.url))).arrayBuffer());
    expect(served.length).toBeLessThan(photo.length);
    const meta = await sharp(served).metadata();
    // turned upright by its orientation (portrait), then fitted in 512 × 512
    expect(meta).toMatchObject({ format: 'webp', width: 384, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.includes(Buffer.from('SpyCam'))).toBe(false);
    const [row] = (await auditRows(server, 'profile.avatar.changed', orgs.globex)).slice(-1);
    expect(JSON.stringify(row)).toContain('"width":384');

    // a small picture is never enlarged
    const icon = await sharp({ create: { width: 100, height: 40, channels: 4, background: '#0000' } }).png().toBuffer();
    const kept = await upload(t.globexOwner, icon, 'icon.png');
    const iconServed = Buffer.from(await (await fetch(new URL(kept.body.page.avatarUrl, server.url))).arrayBuffer());
    expect(await sharp(iconServed).metadata()).toMatchObject({ width: 100, height: 40 });

    // the PNG signature and a header, then garbage: its type reads as PNG, it does not decode
    const before = (await page(t.globexOwner)).page.avatarUrl;
    const fake = Buffer.concat([photo.subarray(0, 64), Buffer.alloc(4096, 7)]);
    expect(await upload(t.globexOwner, fake, 'fake.png')).toEqual({ status: 400, body: { success: false, message: AVATAR_UNREADABLE } });
    expect(AVATAR_UNREADABLE).toMatch(/^file: /);
    // a header that declares a 100 000 × 100 000 image (a decompression bomb) is refused before it is decoded
    // (its IHDR chunk rewritten with a correct CRC, so only the size is wrong)
    const bomb = Buffer.from(photo);
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect(await upload(t.globexOwner, bomb, 'bomb.png')).toEqual({ status: 400, body: { success: false, message: AVATAR_UNREADABLE } });
    // the refusals changed nothing
    expect((await page(t.globexOwner)).page.avatarUrl).toBe(before);
  });
});

describe('the public page /<slug>', () => {
  it('renders the profile, escaped, with only enabled http(s) links, the front door and no inline script', async () => {
    const number = await assignNumber(server.db.db, orgs.acme, null);
    const got = await html('/acme');
    expect(got.status).toBe(200);
    expect(got.type).toContain('text/html');
    expect(got.text).toContain('<h1>Acme &lt;Anvils&gt;</h1>');
    expect(got.text).toContain('href="https://shop.acme.example/spring" data-link-id="shop"');
    expect(got.text).not.toContain('docs.acme.example');
    expect(got.text).toContain(`data-number="${number}"`);
    expect(got.text).not.toMatch(/<script>(?!<\/script>)/);
    expect(got.csp).toContain("script-src 'self'");
    // the social links sit below the links (position bottom)
    expect(got.text.indexOf('instagram.com')).toBeGreaterThan(got.text.indexOf('shop.acme.example'));
    const script = await fetch(new URL(PAGE_SCRIPT_PATH, server.url));
    expect(script.headers.get('content-type')).toContain('javascript');
    expect((await html('/nobody-here')).status).toBe(404);
    expect((await html('/acme-admin')).status).toBe(404);
    // the console's own paths and files still answer
    expect((await fetch(new URL('/docs', server.url), { redirect: 'manual' })).status).not.toBe(404);
  });

  it("speaks the visitor's language (Accept-Language, by q-value; English otherwise), the script's words included", async () => {
    const get = async (path: string, language?: string) => {
      const response = await fetch(new URL(path, server.url), { headers: language ? { 'accept-language': language } : {} });
      return { status: response.status, vary: response.headers.get('vary'), text: await response.text() };
    };
    const french = await get('/acme', 'fr-CA,fr;q=0.9,en;q=0.5');
    expect(french.status).toBe(200);
    expect(french.vary).toMatch(/accept-language/i);
    expect(french.text).toContain('<html lang="fr">');
    expect(french.text).toContain('aria-label="Liens"');
    expect(french.text).toContain(`data-words="${esc(JSON.stringify({ failed: PUBLIC_PAGE_TEXT_FR.failed, ended: PUBLIC_PAGE_TEXT_FR.callEnded, paid: PUBLIC_PAGE_TEXT_FR.paid }))}"`);
    // the owner's words are never translated
    expect(french.text).toContain('<h1>Acme &lt;Anvils&gt;</h1>');
    for (const language of [undefined, 'de-DE, en;q=0.8', 'en;q=0.9, fr;q=0.5', 'fr;q=0', '*', 'x'.repeat(600)]) {
      const got = await get('/acme', language);
      expect(got.text, String(language)).toContain('<html lang="en">');
      expect(got.text, String(language)).toContain('aria-label="Links"');
    }
    expect((await get('/acme', 'de;q=1, fr;q=0.7, en;q=0.6')).text).toContain('<html lang="fr">');
    const missing = await get('/nobody-here', 'fr');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain(`<h1>${esc(PUBLIC_PAGE_TEXT_FR.notFound)}</h1>`);
    // the script reads its words from the page, and only as text
    const script = await (await fetch(new URL(PAGE_SCRIPT_PATH, server.url))).text();
    expect(script).toContain("getAttribute('data-words')");
  });

  it('counts visits and link clicks, which the owner reads back; a link the page does not show is not counted', async () => {
    expect((await post('', '/api/v1/ipCorrelator', { page: 'acme', ref: 'https://news.example/story?id=1' })).status).toBe(200);
    expect((await call(server, 'POST', '/api/v1/ipCorrelator', { body: { page: '/acme', ref: 'qr' } })).status).toBe(200);
    expect((await call(server, 'POST', '/api/v1/ipCorrelator', { body: { page: 'nobody-here' } })).status).toBe(404);
    for (let i = 0; i < 3; i++) expect((await call(server, 'POST', '/api/v1/stats/links', { body: { username: 'acme', linkId: 'shop' } })).status).toBe(200);
    expect((await call(server, 'POST', '/api/v1/stats/links', { body: { username: 'acme', linkId: 'docs' } })).status).toBe(404);
    expect((await call(server, 'POST', '/api/v1/stats/links', { body: { username: 'acme' } })).status).toBe(400);
    const { stats } = await page(t.acmeOwner);
    expect(stats).toMatchObject({ visits: 2, clicks: { shop: 3 } });
    expect(stats.clicks.docs).toBeUndefined();
  });

  it('answers 404 for a page whose plugin is switched off', async () => {
    await post(t.reseller, '/api/v1/accountSetting', { key: 'enableProfile', value: false }, orgs.globex);
    expect((await html('/globex')).status).toBe(404);
    expect((await call(server, 'POST', '/api/v1/ipCorrelator', { body: { page: 'globex' } })).status).toBe(404);
    expect((await post(t.globexOwner, '/api/v1/account/links', { links: [] })).status).toBe(403);
    await post(t.reseller, '/api/v1/accountSetting', { key: 'enableProfile', value: null }, orgs.globex);
    expect((await html('/globex')).status).toBe(200);
  });
});

