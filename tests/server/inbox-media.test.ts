// Issue 19 point 2, media: an image or PDF uploaded as multipart form data, its type read from its
// content (a script named .png is refused), at most the documented size; sent with a message and
// shown on it; served to the same organization only, with nosniff and a Content-Disposition whose
// name cannot break the header.
import { describe, expect, it } from 'vitest';
import { MAX_MEDIA_BYTES, MEDIA_FILE_MISSING, MEDIA_NOT_FOUND, MEDIA_TOO_LARGE, MEDIA_TYPE_REFUSED, MEDIA_UNKNOWN, MEDIA_USED } from '../../server/inbox/constants';
import { safeName } from '../../server/inbox/media';
import { apiUrl, call, serverWith } from './helpers';
import { ONE_PIXEL_PNG } from './specCalls';
import { assignNumber, freshNumber } from './conversationsFixture';

const { server, t } = await serverWith(['acmeOwner', 'globexOwner']);
const db = server.db.db;
const { orgs, agents } = server.seeded;

const PNG = ONE_PIXEL_PNG;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function upload(token: string, data: Buffer, name: string, type = 'application/octet-stream', field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), name);
  const response = await fetch(apiUrl(server, '/api/v1/chat/media', { token }), { method: 'POST', body: form });
  return { status: response.status, body: await response.json() };
}
const fetchMedia = (url: string, token: string) => fetch(apiUrl(server, url, { token }));

const agentNumber = await assignNumber(db, orgs.acme, agents.acme[0]);
const roomId: string = (await call(server, 'POST', '/dev/carrier/sms', { body: { from: freshNumber(), to: agentNumber, text: 'Send me the menu' } })).body.roomId;

describe('an upload', () => {
  it('stores an image with the type read from its content, served inline with nosniff to the same org only', async () => {
    const up = await upload(t.acmeOwner, PNG, 'dot ü.jpg', 'image/jpeg');
    expect(up.status).toBe(200);
    expect(up.body.media).toMatchObject({ contentType: 'image/png', name: 'dot ü.jpg', size: PNG.length });
    const served = await fetchMedia(up.body.media.url, t.acmeOwner);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('inline; filename="dot _.jpg"; filename*=UTF-8\'\'dot%20%C3%BC.jpg');
    const foreign = await fetchMedia(up.body.media.url, t.globexOwner);
    expect([foreign.status, (await foreign.json()).message]).toEqual([404, MEDIA_NOT_FOUND]);
  });

  it('serves a PDF as an attachment, a name with a path made safe', async () => {
    const up = await upload(t.acmeOwner, PDF, '..\\..\\etc\\menu.pdf', 'application/pdf');
    expect(up.body.media).toMatchObject({ contentType: 'application/pdf', name: 'menu.pdf' });
    expect((await fetchMedia(up.body.media.url, t.acmeOwner)).headers.get('content-disposition')).toMatch(/^attachment; filename="menu\.pdf"/);
  });

  it('refuses what is not an image or PDF whatever its name and declared type, too large, or no file field', async () => {
    expect(await upload(t.acmeOwner, Buffer.from('<script>alert(1)</script>'), 'cat.png', 'image/png')).toEqual({ status: 415, body: { success: false, message: MEDIA_TYPE_REFUSED } });
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_MEDIA_BYTES)]);
    expect(await upload(t.acmeOwner, big, 'big.png', 'image/png')).toEqual({ status: 413, body: { success: false, message: MEDIA_TOO_LARGE } });
    expect((await upload(t.acmeOwner, PNG, 'a.png', 'image/png', 'other')).body.message).toBe(MEDIA_FILE_MISSING);
    expect((await call(server, 'POST', '/api/v1/chat/media', { token: t.acmeOwner, body: { file: 'x' } })).status).toBe(400);
  });
});

describe('a file name', () => {
  it('keeps no path, quote, control or text-direction character, and has a default', () => {
    expect(safeName('a/b\\c "d"\r\n\u202Efdp.exe', 'image/png')).toBe('c dfdp.exe');
    expect(safeName(undefined, 'application/pdf')).toBe('file.pdf');
    expect(safeName('x'.repeat(300), 'image/png')).toHaveLength(100);
  });
});

describe('a message with media', () => {
  it('carries it once, shown on the message; another org\'s or a sent medium is refused', async () => {
    const { media } = (await upload(t.acmeOwner, PNG, 'menu.png')).body;
    const sent = await call(server, 'POST', `/api/v1/conversations/${roomId}/messages`, { token: t.acmeOwner, body: { media: [media.id] } });
    expect(sent.status).toBe(200);
    expect(sent.body.message.media).toEqual([{ id: media.id, url: media.url, contentType: 'image/png', name: 'menu.png', size: PNG.length }]);
    expect(sent.body.message.body).toBe('');
    const detail = await call(server, 'GET', `/api/v1/conversations/${roomId}`, { token: t.acmeOwner });
    expect(detail.body.messages.at(-1).media[0].id).toBe(media.id);
    expect((await call(server, 'POST', `/api/v1/conversations/${roomId}/messages`, { token: t.acmeOwner, body: { body: 'again', media: [media.id] } })).body).toEqual({ success: false, message: MEDIA_USED });
    const theirs = (await upload(t.globexOwner, PNG, 'theirs.png')).body.media;
    expect((await call(server, 'POST', `/api/v1/conversations/${roomId}/messages`, { token: t.acmeOwner, body: { body: 'x', media: [theirs.id] } })).body).toEqual({ success: false, message: MEDIA_UNKNOWN });
  });
});
