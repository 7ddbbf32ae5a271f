// Return URLs of checkouts and Connect onboarding. The pay page redirects to them after the user
// paid, so a stranger's origin there would make this server an open redirect: only a path of this
// site or a URL of an origin the request came from (this server, PUBLIC_URL, the console's Origin).
import type { FastifyRequest } from 'fastify';
import { fail } from '../http';
import { RETURN_URL_REFUSED } from './messages';

export function publicOriginOf(request: FastifyRequest, publicUrl?: string): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/** The absolute return URL, or 400 naming the field. */
export function returnUrl(request: FastifyRequest, publicUrl: string | undefined, field: string, value: string | undefined, fallbackPath: string): string {
  const origin = publicOriginOf(request, publicUrl);
  const raw = value?.trim() || fallbackPath;
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.includes('\\')) return `${origin}${raw}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    fail(400, `${field}: ${RETURN_URL_REFUSED}`);
  }
  const allowed = new Set([origin, `${request.protocol}://${request.host}`]);
  const consoleOrigin = request.headers.origin;
  if (typeof consoleOrigin === 'string') allowed.add(consoleOrigin);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !allowed.has(url.origin)) fail(400, `${field}: ${RETURN_URL_REFUSED}`);
  return url.href;
}
