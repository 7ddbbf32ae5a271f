// The invitation link of POST /api/v2/inviteAdminUser: a one-time sign-in link into this console.
import type { FastifyRequest } from 'fastify';
import { fail } from '../http';
import { BAD_REDIRECT } from './messages';

export const DEFAULT_REDIRECT = '/app';

/** The console's public origin: PUBLIC_URL when configured, else the origin the request came to. */
export function publicUrlOf(request: FastifyRequest, configured?: string): string {
  return (configured ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/**
 * Where the invitation leads: a path under `/app` (no `//`, no backslash), or an absolute http(s)
 * URL on the public origin; anything else is a 400.
 */
export function redirectTarget(publicUrl: string, redirectUrl: string): URL {
  let url: URL;
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f]/.test(redirectUrl)) fail(400, BAD_REDIRECT);
  if (redirectUrl.startsWith('/')) {
    if (!/^\/app(?:[/?#]|$)/.test(redirectUrl) || redirectUrl.includes('//')) fail(400, BAD_REDIRECT);
    url = new URL(`${publicUrl}${redirectUrl}`);
  } else {
    try {
      url = new URL(redirectUrl);
    } catch {
      fail(400, BAD_REDIRECT);
    }
    const sameOrigin = url.origin === new URL(publicUrl).origin;
    if (!/^https?:$/.test(url.protocol) || !sameOrigin || url.username || url.password) fail(400, BAD_REDIRECT);
  }
  return url;
}

/** The redirect target with the one-time token added to its query. */
export function invitationLink(target: URL, token: string): string {
  const url = new URL(target);
  url.searchParams.set('oneTimeToken', token);
  return url.toString();
}
