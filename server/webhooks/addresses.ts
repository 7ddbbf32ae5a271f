// Where a webhook may point (issue 20, bad input): http or https only, and outside demo mode never a
// loopback, private, link-local, CGNAT, multicast, reserved or cloud-metadata address. The host is
// resolved at create and again at each delivery, by the lookup the connection itself uses, so a name
// whose DNS changes to a private address after it was checked is refused at connect time.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { URL_HAS_CREDENTIALS, URL_NOT_HTTP, URL_UNRESOLVED, urlRefused } from './messages';

const BLOCKED = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) BLOCKED.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['2001:db8::', 32], ['100::', 64],
] as const) BLOCKED.addSubnet(net, bits, 'ipv6');

/** An IPv4 address inside an IPv6 one (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96): checked as IPv4. */
function embeddedV4(address: string): string | null {
  const m = /^(?:::ffff:|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
  if (!m) return null;
  if (m[1]) return m[1];
  const hi = parseInt(m[2]!, 16);
  const lo = parseInt(m[3]!, 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return true;
  const v4 = embeddedV4(address);
  return v4 ? BLOCKED.check(v4, 'ipv4') : BLOCKED.check(address, 'ipv6');
}

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

type Resolve = (host: string) => Promise<LookupAddress[]>;
const resolveAll: Resolve = (host) =>
  new Promise((resolve, reject) => dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

/** Resolves the host; refuses it when any of its addresses is forbidden (unless `allowPrivate`). */
export async function checkHost(host: string, allowPrivate: boolean, resolve: Resolve = resolveAll): Promise<LookupAddress[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  if (isIP(bare)) addresses = [{ address: bare, family: isIP(bare) }];
  else {
    try {
      addresses = await resolve(bare);
    } catch {
      throw new UrlRefused(URL_UNRESOLVED);
    }
  }
  if (!addresses.length) throw new UrlRefused(URL_UNRESOLVED);
  if (!allowPrivate) {
    const bad = addresses.find((a) => isForbiddenAddress(a.address));
    if (bad) throw new UrlRefused(urlRefused(bad.address));
  }
  return addresses;
}

/** The `lookup` option of http.request: the connection goes to an address checked just now. */
export function guardedLookup(allowPrivate: boolean, resolve: Resolve = resolveAll) {
  return (host: string, options: { all?: boolean }, callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void) => {
    checkHost(host, allowPrivate, resolve).then(
      (addresses) => (options.all ? callback(null, addresses) : callback(null, addresses[0]!.address, addresses[0]!.family)),
      (error: Error) => callback(error, ''),
    );
  };
}
