// A small authoritative DNS server over UDP for the custom-domain tests (issue 21 point 3): it
// answers TXT queries from a table the test fills, NXDOMAIN for names it does not know, and can
// stay silent for a name (a timeout). Built with dns-packet; bound to 127.0.0.1 on a free port.
import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import * as dnsPacket from 'dns-packet';

export type TxtAnswer = string[] | 'silent' | 'nodata';

export interface DnsServer {
  /** `127.0.0.1:<port>`, the form DNS_SERVERS takes */
  address: string;
  /** TXT values by query name (lower case); a name absent here answers NXDOMAIN */
  txt: Map<string, TxtAnswer>;
  queries: string[];
  close(): Promise<void>;
}

const NXDOMAIN = 3;

export async function startDnsServer(): Promise<DnsServer> {
  const socket = createSocket('udp4');
  const txt = new Map<string, TxtAnswer>();
  const queries: string[] = [];
  socket.on('message', (message, remote) => {
    let query: dnsPacket.DecodedPacket;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    const name = question.name.toLowerCase();
    queries.push(`${question.type} ${name}`);
    const entry = txt.get(name);
    if (entry === 'silent') return;
    const answers = Array.isArray(entry) && question.type === 'TXT' ? entry.map((data) => ({ type: 'TXT' as const, name: question.name, ttl: 60, data })) : [];
    const reply = dnsPacket.encode({
      id: query.id,
      type: 'response',
      flags: dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (entry === undefined ? NXDOMAIN : 0),
      questions: [question],
      answers,
    });
    socket.send(reply, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    txt,
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
