// Proof that an account owns a custom domain (issue 21 point 3): a TXT record
// `_switchboard.<domain>` holding `switchboard-verification=<random>`, read with Node's resolver.
// DNS_SERVERS (comma-separated `host[:port]`, e.g. 127.0.0.1:5353) picks the servers asked;
// default: the system's. Every failure comes back as a reason in plain words, never a throw.
import { randomBytes } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { TXT_VALUE_PREFIX, txtRecordName } from '../../src/shared/domainName';

export const DNS_TIMEOUT_MS = 3000;

/** `transient`: the DNS could not be asked (timeout, SERVFAIL...), which says nothing of the record. */
export type Ownership = { status: 'verified'; reason: null } | { status: 'failed'; reason: string; transient: boolean };

// the answers that say the record is not there (or holds something else), as opposed to a DNS trouble
const RECORD_ABSENT = new Set(['ENODATA', 'ENOTFOUND']);

export function newTxtValue(): string {
  return TXT_VALUE_PREFIX + randomBytes(16).toString('hex');
}

/** The servers of DNS_SERVERS, or undefined for the system's; read at each check so tests can point it. */
export function dnsServers(env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  const list = (env.DNS_SERVERS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return list.length ? list : undefined;
}

function reasonOf(code: string | undefined, name: string): string {
  switch (code) {
    case 'ENODATA':
      return `No TXT record was found at ${name}. Create it, wait a few minutes, and check again.`;
    case 'ENOTFOUND':
      return `The name ${name} does not exist in DNS (NXDOMAIN). Create the TXT record at your DNS provider, then check again.`;
    case 'ETIMEOUT':
      return 'The DNS server did not answer in time. Check again in a few minutes.';
    case 'ECONNREFUSED':
      return 'The DNS server refused the connection. Check again in a few minutes.';
    case 'ESERVFAIL':
      return 'The DNS server failed to answer for this domain (SERVFAIL). Check your DNS provider, then check again.';
    case 'EREFUSED':
      return 'The DNS server refused to answer for this domain. Check your DNS provider, then check again.';
    default:
      return `The TXT record could not be read (${code ?? 'unknown error'}). Check again in a few minutes.`;
  }
}

/** Reads the TXT record of `domain` and says whether it holds `expected`. */
export async function checkOwnership(domain: string, expected: string, servers = dnsServers()): Promise<Ownership> {
  const name = txtRecordName(domain);
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 1 });
  if (servers) resolver.setServers(servers);
  let records: string[][];
  try {
    records = await resolver.resolveTxt(name);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { status: 'failed', reason: reasonOf(code, name), transient: !RECORD_ABSENT.has(code ?? '') };
  }
  // a long TXT value arrives in 255-byte chunks: joined, they are the one value
  const values = records.map((chunks) => chunks.join('').trim());
  if (values.includes(expected)) return { status: 'verified', reason: null };
  const ours = values.filter((v) => v.startsWith(TXT_VALUE_PREFIX)).length;
  return {
    status: 'failed',
    transient: false,
    reason: ours
      ? `The TXT record at ${name} holds a different verification value. Replace it with the value shown here, then check again.`
      : `The TXT records at ${name} do not hold the verification value. Add the value shown here, then check again.`,
  };
}
