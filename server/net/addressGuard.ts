// The one guard on where the server connects for a user-given URL (knowledge-base crawls, webhook
// deliveries): global unicast addresses only (ipaddr.js's `range()`, IPv4 inside IPv6 checked as
// IPv4), so a page, a redirect, a webhook URL or a DNS answer cannot point the server at loopback,
// private, link-local (cloud metadata), CGNAT, multicast, reserved or NAT64 space. Each host is
// resolved and every address checked; the connection then uses the checked addresses
// (`guardedLookup`), so a DNS answer that changes between check and connect gains nothing.
// Callers word the refusal (`refuse`) in their own messages; `allowPrivate` (demo mode, an operator's
// override) lifts the address rule, never the resolving.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** A global unicast address (not loopback, private, link-local, CGNAT, multicast, reserved…). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export type Resolver = (host: string) => Promise<LookupAddress[]>;

export const resolveAll: Resolver = (host) =>
  new Promise((resolve, reject) => dnsLookup(host, { all: true, verbatim: true }, (error, found) => (error ? reject(error) : resolve(found))));

/** Why a host was refused: it does not resolve, or `address` (one of its addresses) is not public. */
export type AddressRefusal = { kind: 'unresolved' } | { kind: 'private'; address: string };
export type Refuse = (refusal: AddressRefusal) => Error;

/** The host's addresses; throws `refuse(…)` when it does not resolve or, unless `allowPrivate`, one address is not public. */
export async function checkedAddresses(host: string, allowPrivate: boolean, refuse: Refuse, resolve: Resolver = resolveAll): Promise<LookupAddress[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  if (isIP(bare)) addresses = [{ address: bare, family: isIP(bare) }];
  else {
    try {
      addresses = await resolve(bare);
    } catch {
      throw refuse({ kind: 'unresolved' });
    }
  }
  if (addresses.length === 0) throw refuse({ kind: 'unresolved' });
  if (!allowPrivate) {
    const bad = addresses.find((a) => !isPublicAddress(a.address));
    if (bad) throw refuse({ kind: 'private', address: bad.address });
  }
  return addresses;
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/** http.request's `lookup`: connects only to addresses `checkedAddresses` let through. */
export function guardedLookup(allowPrivate: boolean, refuse: Refuse, resolve: Resolver = resolveAll) {
  return (host: string, options: { all?: boolean }, callback: LookupCallback) => {
    checkedAddresses(host, allowPrivate, refuse, resolve).then(
      (found) => (options.all ? callback(null, found) : callback(null, found[0]!.address, found[0]!.family)),
      (error: Error) => callback(error, ''),
    );
  };
}
