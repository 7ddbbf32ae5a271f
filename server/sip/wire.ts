// A captured SIP message as it was on the wire: its raw text (start line, headers with a computed
// Content-Length, blank line, body; CRLF throughout), the text export of a whole capture, and the
// pcap file (libpcap format, LINKTYPE_RAW: one IPv4/UDP packet per message) that Wireshark and
// sngrep open.
import type { SipWireFields } from '../../src/shared/sip/wire';

export interface WireMessage extends SipWireFields {
  at: Date;
}

export function rawSip(m: WireMessage): string {
  const start = m.method ? `${m.method} ${m.requestUri} SIP/2.0` : `SIP/2.0 ${m.statusCode} ${m.reason}`;
  const lines = [start, ...m.headers.map(([k, v]) => `${k}: ${v}`), `Content-Length: ${Buffer.byteLength(m.body)}`];
  return `${lines.join('\r\n')}\r\n\r\n${m.body}`;
}

/** The capture as text: each message after a `#` line saying when and from where to where. */
export function captureText(messages: WireMessage[]): string {
  return messages
    .map((m, i) => `# ${i + 1} ${m.at.toISOString()} ${m.source.name} ${m.source.ip}:${m.source.port} -> ${m.destination.name} ${m.destination.ip}:${m.destination.port}\r\n${rawSip(m)}`)
    .join('\r\n');
}

export const PCAP_MAGIC = 0xa1b2c3d4;
/** LINKTYPE_RAW: each packet starts with its IP header (no Ethernet frame) */
export const LINKTYPE_RAW = 101;

function ipv4Bytes(ip: string): number[] {
  const parts = ip.split('.').map(Number);
  // the demo endpoints are IPv4; anything else is written as 0.0.0.0 rather than failing a download
  return parts.length === 4 && parts.every((p) => Number.isInteger(p) && p >= 0 && p <= 255) ? parts : [0, 0, 0, 0];
}

function checksum(buf: Buffer, initial = 0): number {
  let sum = initial;
  for (let i = 0; i < buf.length; i += 2) sum += (buf[i]! << 8) + (i + 1 < buf.length ? buf[i + 1]! : 0);
  while (sum > 0xffff) sum = (sum & 0xffff) + (sum >>> 16);
  return ~sum & 0xffff;
}

function packet(m: WireMessage, id: number): Buffer {
  const payload = Buffer.from(rawSip(m), 'utf8');
  const udpLength = 8 + payload.length;
  const ip = Buffer.alloc(20);
  ip.writeUInt8(0x45, 0);
  ip.writeUInt16BE(20 + udpLength, 2);
  ip.writeUInt16BE(id & 0xffff, 4);
  ip.writeUInt8(64, 8);
  ip.writeUInt8(17, 9);
  Buffer.from(ipv4Bytes(m.source.ip)).copy(ip, 12);
  Buffer.from(ipv4Bytes(m.destination.ip)).copy(ip, 16);
  ip.writeUInt16BE(checksum(ip), 10);
  const udp = Buffer.alloc(8);
  udp.writeUInt16BE(m.source.port, 0);
  udp.writeUInt16BE(m.destination.port, 2);
  udp.writeUInt16BE(udpLength, 4);
  // the UDP checksum over the pseudo-header, header and payload (0 would mean "none": also valid)
  const pseudo = Buffer.concat([ip.subarray(12, 20), Buffer.from([0, 17, udpLength >> 8, udpLength & 0xff]), udp, payload]);
  udp.writeUInt16BE(checksum(pseudo) || 0xffff, 6);
  return Buffer.concat([ip, udp, payload]);
}

export function capturePcap(messages: WireMessage[]): Buffer {
  const header = Buffer.alloc(24);
  header.writeUInt32LE(PCAP_MAGIC, 0);
  header.writeUInt16LE(2, 4);
  header.writeUInt16LE(4, 6);
  header.writeInt32LE(0, 8);
  header.writeUInt32LE(0, 12);
  header.writeUInt32LE(65535, 16);
  header.writeUInt32LE(LINKTYPE_RAW, 20);
  const records = messages.map((m, i) => {
    const data = packet(m, i + 1);
    const rec = Buffer.alloc(16);
    const ms = m.at.getTime();
    rec.writeUInt32LE(Math.floor(ms / 1000), 0);
    rec.writeUInt32LE((ms % 1000) * 1000, 4);
    rec.writeUInt32LE(data.length, 8);
    rec.writeUInt32LE(data.length, 12);
    return Buffer.concat([rec, data]);
  });
  return Buffer.concat([header, ...records]);
}
