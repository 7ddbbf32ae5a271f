// Which addresses the crawler may connect to: the server's one address guard (server/net/addressGuard.ts:
// global unicast only, every DNS answer checked, the connection made to the checked addresses) with
// the crawler's refusals. Demo mode or KB_ALLOW_PRIVATE_HOSTS=1 lift the rule.
import type { LookupAddress } from 'node:dns';
import { checkedAddresses as guardedAddresses, guardedLookup as netGuardedLookup, resolveAll, type AddressRefusal, type Resolver } from '../net/addressGuard';
import { CRAWL_ERRORS } from './messages';

export { isPublicAddress, type Resolver } from '../net/addressGuard';

export class CrawlError extends Error {}

/** Demo mode, or the operator's override for local sites (tests, e2e). */
export function allowPrivateHosts(demo: boolean, env: Record<string, string | undefined> = process.env): boolean {
  return demo || env.KB_ALLOW_PRIVATE_HOSTS === '1';
}

const refuse = (refusal: AddressRefusal) => new CrawlError(refusal.kind === 'unresolved' ? CRAWL_ERRORS.unresolved : CRAWL_ERRORS.private);

/** The host's addresses, refused (CrawlError) when one of them is not public and private ones are not allowed. */
export function checkedAddresses(host: string, allowPrivate: boolean, resolve: Resolver = resolveAll): Promise<LookupAddress[]> {
  return guardedAddresses(host, allowPrivate, refuse, resolve);
}

/** http.request's `lookup`: connects only to addresses `checkedAddresses` let through. */
export function guardedLookup(allowPrivate: boolean, resolve: Resolver = resolveAll) {
  return netGuardedLookup(allowPrivate, refuse, resolve);
}
