// Media sent from the inbox (issue 19 point 2): PNG, JPEG, GIF and WebP images and PDF documents up
// to MAX_MEDIA_BYTES, their type read from their first bytes (file-type), never from the name or the
// browser's word. Stored in the database (tables/inbox.ts says why) and served back to the same
// organization only, with nosniff, a sandboxing CSP and a Content-Disposition whose file name
// cannot break the header: images inline, PDF as an attachment.
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { inboxMedia } from '../db/schema';
import type { Db } from '../db/store';
import { fail } from '../http';
import { MEDIA_NOT_FOUND, MEDIA_TYPE_REFUSED, MEDIA_TYPES } from './constants';
import { mediaUrl } from './roomMessages';

export type MediaRow = typeof inboxMedia.$inferSelect;

const ALLOWED = new Set<string>(MEDIA_TYPES);
const EXTENSION: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'application/pdf': 'pdf' };

/** A file name safe to store and show: no path, no control or quote characters, at most 100 characters. */
export function safeName(name: string | undefined, contentType: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f"\\\u202a-\u202e\u2066-\u2069]/g, '').trim().slice(0, 100);
  return base || `file.${EXTENSION[contentType]}`;
}

export async function storeMedia(db: Db, owner: { accountId: number; userId: number }, data: Buffer, name: string | undefined) {
  const type = await fileTypeFromBuffer(data);
  if (!type || !ALLOWED.has(type.mime)) fail(415, MEDIA_TYPE_REFUSED);
  const [row] = await db
    .insert(inboxMedia)
    .values({ accountId: owner.accountId, contentType: type.mime, name: safeName(name, type.mime), size: data.length, data, uploadedById: owner.userId })
    .returning({ id: inboxMedia.id, contentType: inboxMedia.contentType, name: inboxMedia.name, size: inboxMedia.size });
  return { ...row!, url: mediaUrl(row!.id) };
}

export async function mediaOf(db: Db, accountId: number, id: string): Promise<MediaRow> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) fail(404, MEDIA_NOT_FOUND);
  const [row] = await db.select().from(inboxMedia).where(and(eq(inboxMedia.id, id), eq(inboxMedia.accountId, accountId)));
  if (!row) fail(404, MEDIA_NOT_FOUND);
  return row;
}

/** The headers a stored medium is served with. */
export function mediaHeaders(row: Pick<MediaRow, 'contentType' | 'name' | 'size'>): Record<string, string> {
  const ascii = row.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const disposition = row.contentType === 'application/pdf' ? 'attachment' : 'inline';
  return {
    'Content-Type': row.contentType,
    'Content-Length': String(row.size),
    'Content-Disposition': `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.name)}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'private, max-age=86400',
  };
}
