// Which addresses the crawler may connect to: global unicast only (ipaddr.js's `range()`), so a page,
// a redirect or a DNS answer cannot point it at loopback, private, link-local (cloud metadata), CGNAT,
// multicast or reserved space. Each hop's host is resolved and every address checked; the
// connection then uses the checked addresses (`guardedLookup`), so a DNS answer that changes
// between check and connect gains nothing. Demo mode or KB_ALLOW_PRIVATE_HOSTS=1 lift the rule.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { CRAWL_ERRORS } from './messages';

export class CrawlError extends Error {}

/** Demo mode, or the operator's override for local sites (tests, e2e). */
export function allowPrivateHosts(demo: boolean, env: Record<string, string | undefined> = process.env): boolean {
  return demo || env.KB_ALLOW_PRIVATE_HOSTS === '1';
}

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export type Resolver = (host: string) => Promise<LookupAddress[]>;
const resolveAll: Resolver = (host) =>
  new Promise((resolve, reject) => dnsLookup(host, { all: true, verbatim: true }, (error, found) => (error ? reject(error) : resolve(found))));

/** The host's addresses, refused (CrawlError) when one of them is not public and private ones are not allowed. */
export async function checkedAddresses(host: string, allowPrivate: boolean, resolve: Resolver = resolveAll): Promise<LookupAddress[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  if (isIP(bare)) addresses = [{ address: bare, family: isIP(bare) }];
  else {
    try {
      addresses = await resolve(bare);
    } catch {
      throw new CrawlError(CRAWL_ERRORS.unresolved);
    }
  }
  if (addresses.length === 0) throw new CrawlError(CRAWL_ERRORS.unresolved);
  if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) throw new CrawlError(CRAWL_ERRORS.private);
  return addresses;
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/** http.request's `lookup`: connects only to addresses `checkedAddresses` let through. */
export function guardedLookup(allowPrivate: boolean, resolve: Resolver = resolveAll) {
  return (host: string, options: { all?: boolean }, callback: LookupCallback) => {
    checkedAddresses(host, allowPrivate, resolve).then(
      (found) => (options.all ? callback(null, found) : callback(null, found[0]!.address, found[0]!.family)),
      (error: Error) => callback(error, ''),
    );
  };
}
