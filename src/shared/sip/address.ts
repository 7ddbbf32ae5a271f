// An IP whitelist entry (issue 21 point 2): one IPv4 or IPv6 address, or a CIDR network. Pure, shared
// by the console's inline validation and the server's schema. Decisions (README "SIP trunking"):
// - IPv4 only in four-part decimal without leading zeros (127.1, 0x7f.0.0.1 and 010.0.0.1 are the
//   shorthand inet_aton would read differently from a person: refused);
// - a network whose host bits are set (10.0.0.5/24) is REFUSED, naming the network meant, rather
//   than silently widened: a typo in a firewall rule should be seen, not guessed;
// - private, loopback and reserved ranges are allowed (trunks often sit on private networks);
// - every entry has one canonical `network` (an address is its /32 or /128), the key duplicates are
//   found by, so 10.0.0.1, 10.0.0.1/32 and ::ffff-free spellings of one IPv6 network all collide.
import ipaddr from 'ipaddr.js';

export const IP_MAX_LENGTH = 64;

export interface IpEntry {
  /** the address or network as it is stored and shown: compressed, lower case */
  ip: string;
  /** the canonical network: `<address>/<prefix>` */
  network: string;
  version: 4 | 6;
  prefix: number;
  cidr: boolean;
}

export type IpResult = { ok: true; value: IpEntry } | { ok: false; message: string };

export const IP_MESSAGES = {
  required: 'Required',
  tooLong: `At most ${IP_MAX_LENGTH} characters`,
  invalid: 'Expected an IPv4 or IPv6 address, or a network in CIDR notation (203.0.113.0/24)',
  badPrefix4: 'Expected a prefix length from 0 to 32',
  badPrefix6: 'Expected a prefix length from 0 to 128',
  zone: 'An IPv6 zone (%) is not allowed',
  hostBits: (network: string) => `Host bits are set: did you mean ${network}?`,
} as const;

const refuse = (message: string): IpResult => ({ ok: false, message });

function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (text.includes('%')) return null;
  if (/^[\d.]+$/.test(text)) return ipaddr.IPv4.isValidFourPartDecimal(text) ? ipaddr.IPv4.parse(text) : null;
  if (text.includes(':') && /^[0-9a-fA-F:.]+$/.test(text) && ipaddr.IPv6.isValid(text)) return ipaddr.IPv6.parse(text);
  return null;
}

/** Validates and normalises one whitelist entry. */
export function parseIpEntry(raw: string): IpResult {
  const text = raw.trim();
  if (!text) return refuse(IP_MESSAGES.required);
  if (text.length > IP_MAX_LENGTH) return refuse(IP_MESSAGES.tooLong);
  if (text.includes('%')) return refuse(IP_MESSAGES.zone);
  const slash = text.indexOf('/');
  const address = parseAddress(slash === -1 ? text : text.slice(0, slash));
  if (!address) return refuse(IP_MESSAGES.invalid);
  const version = address.kind() === 'ipv4' ? 4 : 6;
  const max = version === 4 ? 32 : 128;
  let prefix = max;
  if (slash !== -1) {
    const p = text.slice(slash + 1);
    if (!/^(0|[1-9]\d{0,2})$/.test(p) || Number(p) > max) return refuse(version === 4 ? IP_MESSAGES.badPrefix4 : IP_MESSAGES.badPrefix6);
    prefix = Number(p);
  }
  const shown = address.toString().toLowerCase();
  const base = networkOf(address, prefix, version);
  if (base !== shown) return refuse(IP_MESSAGES.hostBits(`${base}/${prefix}`));
  return { ok: true, value: { ip: slash === -1 ? shown : `${shown}/${prefix}`, network: `${shown}/${prefix}`, version, prefix, cidr: slash !== -1 } };
}

function networkOf(address: ipaddr.IPv4 | ipaddr.IPv6, prefix: number, version: 4 | 6): string {
  const bytes = address.toByteArray();
  for (let bit = prefix; bit < bytes.length * 8; bit++) bytes[bit >> 3]! &= ~(0x80 >> (bit & 7));
  const masked = ipaddr.fromByteArray(bytes);
  return (version === 4 ? masked.toString() : (masked as ipaddr.IPv6).toString()).toLowerCase();
}

/** The message for the console's field (null when valid). */
export function ipEntryError(raw: string): string | null {
  const result = parseIpEntry(raw);
  return result.ok ? null : result.message;
}
