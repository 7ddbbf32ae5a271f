// A SIP URI as an outbound route takes it (issue 21 point 2): `sip:` or `sips:`, user@host, an
// optional port (1..65535) and `;name[=value]` parameters. The host is a domain name, an IPv4
// address or an [IPv6] reference. Deliberately stricter than RFC 3261 where the extra forms only
// hide mistakes in a trunk setting: no password in the user part (a secret would be shown in every
// list), no `?headers`, no IPv4 shorthand. Pure: the console and the server share it.
import ipaddr from 'ipaddr.js';

export const SIP_URI_MAX_LENGTH = 512;

export interface SipUri {
  scheme: 'sip' | 'sips';
  user: string;
  host: string;
  hostKind: 'domain' | 'ipv4' | 'ipv6';
  port: number | null;
  params: { name: string; value: string | null }[];
  /** the URI as stored: scheme and host in lower case, IPv6 compressed */
  canonical: string;
}

export type SipUriResult = { ok: true; value: SipUri } | { ok: false; message: string };

export const SIP_URI_MESSAGES = {
  required: 'Required',
  tooLong: `At most ${SIP_URI_MAX_LENGTH} characters`,
  scheme: 'Expected a SIP URI starting with sip: or sips:',
  user: 'Expected a user before @ (sip:user@host)',
  badUser: 'The user part has a character a SIP URI does not allow',
  password: 'A password is not allowed in the route',
  host: 'Expected a host: a domain name, an IPv4 address or an [IPv6] address',
  port: 'Expected a port from 1 to 65535',
  params: 'Expected parameters as ;name or ;name=value',
  headers: 'Headers (?...) are not allowed in the route',
  spaces: 'A SIP URI has no spaces',
  brackets: 'An IPv6 host goes in brackets: [2001:db8::1]',
} as const;

const refuse = (message: string): SipUriResult => ({ ok: false, message });
// RFC 3261 unreserved and user-unreserved characters (minus ';' and '?', which end the user part
// here) plus %HH escapes
const USER = /^(?:[A-Za-z0-9\-_.!~*'()&=+$,/]|%[0-9A-Fa-f]{2})+$/;
const TOKEN = /^[A-Za-z0-9\-_.!~*'%+`]+$/;
const PARAM_VALUE = /^(?:[A-Za-z0-9\-_.!~*'()[\]/:&+$]|%[0-9A-Fa-f]{2})+$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A host as written in a SIP URI or a server setting: domain, IPv4 or [IPv6]. */
export function parseHost(raw: string): { host: string; kind: SipUri['hostKind'] } | null {
  if (raw.startsWith('[')) {
    if (!raw.endsWith(']')) return null;
    const inner = raw.slice(1, -1);
    if (inner.includes('%') || !/^[0-9a-fA-F:.]+$/.test(inner) || !ipaddr.IPv6.isValid(inner)) return null;
    return { host: `[${ipaddr.IPv6.parse(inner).toString()}]`, kind: 'ipv6' };
  }
  if (/^[\d.]+$/.test(raw)) return ipaddr.IPv4.isValidFourPartDecimal(raw) ? { host: raw, kind: 'ipv4' } : null;
  const host = raw.toLowerCase().replace(/\.$/, '');
  if (host.length === 0 || host.length > 253) return null;
  const labels = host.split('.');
  if (!labels.every((l) => LABEL.test(l))) return null;
  // a top label of digits only is an IPv4 typo (10.0.0.256), never a domain
  if (/^\d+$/.test(labels.at(-1)!)) return null;
  return { host, kind: 'domain' };
}

/** host[:port] with the port 1..65535; `port` null when absent; a message when wrong. */
export function parseHostPort(raw: string): { host: string; kind: SipUri['hostKind']; port: number | null } | string {
  if (!raw.startsWith('[') && raw.split(':').length > 2) return SIP_URI_MESSAGES.brackets;
  const m = /^(\[[^\]]*\]|[^:]*)(?::(.*))?$/.exec(raw);
  if (!m) return SIP_URI_MESSAGES.host;
  const host = parseHost(m[1]!);
  if (!host) return SIP_URI_MESSAGES.host;
  if (m[2] === undefined) return { ...host, port: null };
  if (!/^[1-9]\d{0,4}$/.test(m[2]) || Number(m[2]) > 65535) return SIP_URI_MESSAGES.port;
  return { ...host, port: Number(m[2]) };
}

export function parseSipUri(raw: string): SipUriResult {
  const text = raw.trim();
  if (!text) return refuse(SIP_URI_MESSAGES.required);
  if (text.length > SIP_URI_MAX_LENGTH) return refuse(SIP_URI_MESSAGES.tooLong);
  if (/\s/.test(text)) return refuse(SIP_URI_MESSAGES.spaces);
  const scheme = /^(sips?):/i.exec(text);
  if (!scheme) return refuse(SIP_URI_MESSAGES.scheme);
  let rest = text.slice(scheme[0].length);
  if (rest.includes('?')) return refuse(SIP_URI_MESSAGES.headers);
  const at = rest.lastIndexOf('@');
  if (at <= 0) return refuse(SIP_URI_MESSAGES.user);
  const user = rest.slice(0, at);
  if (user.includes(':')) return refuse(SIP_URI_MESSAGES.password);
  if (!USER.test(user)) return refuse(SIP_URI_MESSAGES.badUser);
  rest = rest.slice(at + 1);
  const [hostPort, ...paramParts] = rest.split(';');
  const hp = parseHostPort(hostPort!);
  if (typeof hp === 'string') return refuse(hp);
  const params: SipUri['params'] = [];
  for (const part of paramParts) {
    const eq = part.indexOf('=');
    const name = eq === -1 ? part : part.slice(0, eq);
    const value = eq === -1 ? null : part.slice(eq + 1);
    if (!TOKEN.test(name) || (value !== null && !PARAM_VALUE.test(value))) return refuse(SIP_URI_MESSAGES.params);
    params.push({ name: name.toLowerCase(), value });
  }
  const s = scheme[1]!.toLowerCase() as SipUri['scheme'];
  const canonical = `${s}:${user}@${hp.host}${hp.port === null ? '' : `:${hp.port}`}${params.map((p) => `;${p.name}${p.value === null ? '' : `=${p.value}`}`).join('')}`;
  return { ok: true, value: { scheme: s, user, host: hp.host, hostKind: hp.kind, port: hp.port, params, canonical } };
}

/** The message for the console's field (null when valid). */
export function sipUriError(raw: string): string | null {
  const result = parseSipUri(raw);
  return result.ok ? null : result.message;
}
