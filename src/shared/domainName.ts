// A custom domain as an account may claim it (issue 21 point 3): a DNS host name of two labels or
// more, IDN accepted and kept as punycode (what DNS and the Host header carry), never an IP address,
// a wildcard, a port or a path. Pure (the WHATWG URL parser does IDN in the browser and in Node) so
// the console's form and the server refuse the same names with the same words.

export const DOMAIN_MAX_LENGTH = 253;
export const LABEL_MAX_LENGTH = 63;

export const DOMAIN_ERRORS = {
  required: 'Enter a domain',
  wildcard: 'Wildcard domains are not supported: enter one host name',
  notHost: 'Enter a host name only (no scheme, port, path or spaces)',
  ip: 'Enter a domain name, not an IP address',
  labels: 'Enter a full domain with at least two parts, like app.example.com',
  emptyLabel: 'A domain cannot have empty parts (two dots in a row, or a leading dot)',
  labelLength: `Each part of a domain is at most ${LABEL_MAX_LENGTH} characters`,
  length: `A domain is at most ${DOMAIN_MAX_LENGTH} characters`,
  characters: 'A domain uses letters, digits and hyphens, and no part begins or ends with a hyphen',
  tld: 'The last part of a domain cannot be a number',
} as const;

export type DomainCheck = { ok: true; domain: string } | { ok: false; message: string };

const NOT_IN_HOST = /[\s/\\:@?#%[\]<>"'`^{}|,;=+!$&()~]/u;
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const IPV4ISH = /^[\d.]+$|^0x/i;

/** The domain in its stored form (lower-case ASCII, punycode, no trailing dot), or why not. */
export function checkDomain(input: string): DomainCheck {
  const no = (message: string): DomainCheck => ({ ok: false, message });
  let text = input.trim().toLowerCase();
  if (!text) return no(DOMAIN_ERRORS.required);
  if (text.includes('*')) return no(DOMAIN_ERRORS.wildcard);
  if (NOT_IN_HOST.test(text)) return no(text.includes(':') && /^[\da-f:.]+$/.test(text) ? DOMAIN_ERRORS.ip : DOMAIN_ERRORS.notHost);
  // one trailing dot is the fully qualified spelling of the same name
  if (text.endsWith('.') && !text.endsWith('..')) text = text.slice(0, -1);
  if (text.startsWith('.') || text.endsWith('.') || text.includes('..')) return no(DOMAIN_ERRORS.emptyLabel);
  if (IPV4ISH.test(text)) return no(DOMAIN_ERRORS.ip);
  if (/\.\d+$/.test(text)) return no(DOMAIN_ERRORS.tld);
  let ascii: string;
  try {
    ascii = new URL(`http://${text}/`).hostname;
  } catch {
    return no(DOMAIN_ERRORS.characters);
  }
  // the parser reads some numeric spellings as IPv4 (0x7f.1, 127.1): a name never looks like that
  if (/^\d+\.\d+\.\d+\.\d+$/.test(ascii) || ascii.startsWith('[')) return no(DOMAIN_ERRORS.ip);
  const labels = ascii.split('.');
  if (labels.length < 2) return no(DOMAIN_ERRORS.labels);
  if (labels.some((l) => l === '')) return no(DOMAIN_ERRORS.emptyLabel);
  if (labels.some((l) => l.length > LABEL_MAX_LENGTH)) return no(DOMAIN_ERRORS.labelLength);
  if (ascii.length > DOMAIN_MAX_LENGTH) return no(DOMAIN_ERRORS.length);
  if (!labels.every((l) => LABEL.test(l))) return no(DOMAIN_ERRORS.characters);
  if (/^\d+$/.test(labels[labels.length - 1]!)) return no(DOMAIN_ERRORS.tld);
  return { ok: true, domain: ascii };
}

/** Where the ownership record goes: a TXT record on this name. */
export function txtRecordName(domain: string): string {
  return `_switchboard.${domain}`;
}

export const TXT_VALUE_PREFIX = 'switchboard-verification=';
