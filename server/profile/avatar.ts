// The page's picture (POST /api/v1/profile/dp, form data): one image, its type read from its first
// bytes (file-type), never from its name or the browser's word, at most MAX_AVATAR_BYTES. No image
// library is installed (no sharp, no jimp), so the server stores the validated original; the console
// scales the picture down to AVATAR_SIZE px in the browser (a canvas) before it uploads it.
import { fileTypeFromBuffer } from 'file-type';
import { fail } from '../http';
import { AVATAR_TYPE_REFUSED, AVATAR_TYPES } from './messages';

const ALLOWED = new Set<string>(AVATAR_TYPES);

/** The image's content type, read from its bytes; 415 for anything that is not an accepted image. */
export async function avatarType(data: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !ALLOWED.has(type.mime)) fail(415, AVATAR_TYPE_REFUSED);
  return type.mime;
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
