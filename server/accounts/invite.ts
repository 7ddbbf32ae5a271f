// The invitation link of POST /api/v2/inviteAdminUser: a one-time sign-in link into this console.
import type { FastifyRequest } from 'fastify';
import type { AccountRow } from '../auth/context';
import type { Db } from '../db/store';
import { normalizeHost, profilesOf } from '../domains';
import { fail } from '../http';
import { BAD_REDIRECT, UNREGISTERED_HOST } from './messages';

export const DEFAULT_REDIRECT = '/app';

/** Where invitation links may lead: the base of relative redirects and the hosts absolute ones may name. */
export interface LinkOrigins {
  base: string;
  /** Hosts registered to the organization's domain profiles (its partner's and reseller's), normalised. */
  hosts: Set<string>;
}

/**
 * Issue 8 point 2: a one-time link is built from PUBLIC_URL when configured, else from the host the
 * request came to only if that host is registered to the organization's domain profile. A Host
 * header alone never decides where a sign-in link points (anyone can send any Host).
 */
export async function linkOrigins(db: Db, request: FastifyRequest, org: AccountRow, configured?: string): Promise<LinkOrigins> {
  const { partner, reseller } = await profilesOf(db, org);
  const hosts = new Set([partner?.domain, reseller?.domain].filter((d): d is string => !!d).map(normalizeHost));
  if (configured) return { base: configured.replace(/\/+$/, ''), hosts };
  if (!hosts.has(normalizeHost(request.host))) fail(400, UNREGISTERED_HOST);
  return { base: `${request.protocol}://${request.host}`, hosts };
}

/**
 * Where the invitation leads: a path under `/app` (no `//`, no backslash) on the base, or an
 * absolute http(s) URL on the base's origin or a registered host; anything else is a 400.
 */
export function redirectTarget(origins: LinkOrigins, redirectUrl: string): URL {
  let url: URL;
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f]/.test(redirectUrl)) fail(400, BAD_REDIRECT);
  if (redirectUrl.startsWith('/')) {
    if (!/^\/app(?:[/?#]|$)/.test(redirectUrl) || redirectUrl.includes('//')) fail(400, BAD_REDIRECT);
    url = new URL(`${origins.base}${redirectUrl}`);
  } else {
    try {
      url = new URL(redirectUrl);
    } catch {
      fail(400, BAD_REDIRECT);
    }
    const allowed = url.origin === new URL(origins.base).origin || origins.hosts.has(normalizeHost(url.host));
    if (!/^https?:$/.test(url.protocol) || !allowed || url.username || url.password) fail(400, BAD_REDIRECT);
  }
  return url;
}

/** The redirect target with the one-time token added to its query. */
export function invitationLink(target: URL, token: string): string {
  const url = new URL(target);
  url.searchParams.set('oneTimeToken', token);
  return url.toString();
}
