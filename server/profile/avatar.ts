// The page's picture (POST /api/v1/profile/dp, form data): one image, its type read from its first
// bytes (file-type), never from its name or the browser's word, at most MAX_AVATAR_BYTES. The server
// then decodes it with sharp and stores its own re-encoding: at most AVATAR_MAX_SIDE px a side (aspect
// kept, never enlarged), turned upright by its EXIF orientation, every metadata block dropped (EXIF, GPS,
// ICC, XMP: sharp keeps none unless asked), as WebP. What is served is therefore always an image the
// server wrote, never the uploaded bytes. The console also scales the picture down before it uploads
// it (a canvas), which only saves the upload.
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { fail } from '../http';
import { AVATAR_MAX_PIXELS, AVATAR_MAX_SIDE, AVATAR_TYPE_REFUSED, AVATAR_TYPES, AVATAR_UNREADABLE } from './messages';

const ALLOWED = new Set<string>(AVATAR_TYPES);

/** The image's content type, read from its bytes; 415 for anything that is not an accepted image. */
export async function avatarType(data: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !ALLOWED.has(type.mime)) fail(415, AVATAR_TYPE_REFUSED);
  return type.mime;
}

/**
 * The picture as stored: decoded (the first frame of an animation), upright, within AVATAR_MAX_SIDE px,
 * without metadata, WebP. 400 naming the field when the bytes do not decode (a truncated or forged file
 * whose first bytes look like an image) or declare more than AVATAR_MAX_PIXELS (a decompression bomb).
 */
export async function resizeAvatar(data: Buffer): Promise<{ data: Buffer; type: string; width: number; height: number }> {
  try {
    const { data: out, info } = await sharp(data, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { data: out, type: 'image/webp', width: info.width, height: info.height };
  } catch {
    return fail(400, AVATAR_UNREADABLE);
  }
}

/** How a stored picture is served: nosniff, a sandboxing CSP, cached by its versioned URL. */
export function avatarHeaders(type: string, size: number): Record<string, string> {
  return {
    'Content-Type': type,
    'Content-Length': String(size),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'public, max-age=86400',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}
