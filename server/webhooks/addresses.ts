// Where a webhook may point (issue 20, bad input): http or https only, and outside demo mode never a
// loopback, private, link-local, CGNAT, multicast, reserved or cloud-metadata address: the server's
// one address guard (server/net/addressGuard.ts) with the webhooks' refusals. The host is resolved at
// create and again at each delivery, by the lookup the connection itself uses, so a name whose DNS
// changes to a private address after it was checked is refused at connect time.
import type { LookupAddress } from 'node:dns';
import { checkedAddresses, guardedLookup as netGuardedLookup, isPublicAddress, resolveAll, type AddressRefusal, type Resolver } from '../net/addressGuard';
import { URL_HAS_CREDENTIALS, URL_NOT_HTTP, URL_UNRESOLVED, urlRefused } from './messages';

/** An address a webhook may not reach (anything but global unicast). */
export const isForbiddenAddress = (address: string): boolean => !isPublicAddress(address);

export class UrlRefused extends Error {}

/** The URL as it will be called; throws UrlRefused with the message for a URL that is not http(s). */
export function parseWebhookUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UrlRefused(URL_NOT_HTTP);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UrlRefused(URL_NOT_HTTP);
  if (url.username || url.password) throw new UrlRefused(URL_HAS_CREDENTIALS);
  return url;
}

const refuse = (refusal: AddressRefusal) => new UrlRefused(refusal.kind === 'unresolved' ? URL_UNRESOLVED : urlRefused(refusal.address));

/** Resolves the host; refuses it when any of its addresses is forbidden (unless `allowPrivate`). */
export function checkHost(host: string, allowPrivate: boolean, resolve: Resolver = resolveAll): Promise<LookupAddress[]> {
  return checkedAddresses(host, allowPrivate, refuse, resolve);
}

/** The `lookup` option of http.request: the connection goes to an address checked just now. */
export function guardedLookup(allowPrivate: boolean, resolve: Resolver = resolveAll) {
  return netGuardedLookup(allowPrivate, refuse, resolve);
}
