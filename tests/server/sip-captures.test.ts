// Issue 21 point 2, captures: the Demo carrier records each trunk call's SIP dialog (the dialled
// number's last three digits pick the outcome); GET /api/v2/sip/captures lists them (paged) and
// reads one as JSON, raw SIP text or a pcap file, which a tiny reader here parses back; another
// tenant's call id is 404.
import { describe, expect, it } from 'vitest';
import { apiUrl, call, serverWith } from './helpers';
import { assignNumber, freshNumber } from './conversationsFixture';

const { server, t } = await serverWith(['acmeOwner', 'globexOwner']);
const owner = t.acmeOwner;

async function place(to: string, token = owner) {
  const reply = await call(server, 'POST', '/api/v2/sip/demoCalls', { token, body: { to } });
  expect(reply.status).toBe(201);
  return reply.body.capture as { sipCallId: string; finalStatus: number; messageCount: number };
}

const label = (m: { method: string | null; statusCode: number | null }) => m.method ?? String(m.statusCode);

/** A minimal libpcap reader: the global header, then each record's IPv4/UDP packet. */
function readPcap(buf: Buffer) {
  expect(buf.readUInt32LE(0)).toBe(0xa1b2c3d4);
  expect([buf.readUInt16LE(4), buf.readUInt16LE(6)]).toEqual([2, 4]);
  const linkType = buf.readUInt32LE(20);
  const packets: { src: string; dst: string; sport: number; dport: number; payload: string }[] = [];
  let at = 24;
  while (at < buf.length) {
    const incl = buf.readUInt32LE(at + 8);
    expect(buf.readUInt32LE(at + 12)).toBe(incl);
    const ip = buf.subarray(at + 16, at + 16 + incl);
    expect(ip.length).toBe(incl);
    expect(ip[0]! >> 4).toBe(4);
    expect(ip[9]).toBe(17);
    expect(ip.readUInt16BE(2)).toBe(incl);
    const udp = ip.subarray((ip[0]! & 0x0f) * 4);
    expect(udp.readUInt16BE(4)).toBe(udp.length);
    packets.push({
      src: [...ip.subarray(12, 16)].join('.'),
      dst: [...ip.subarray(16, 20)].join('.'),
      sport: udp.readUInt16BE(0),
      dport: udp.readUInt16BE(2),
      payload: udp.subarray(8).toString('utf8'),
    });
    at += 16 + incl;
  }
  expect(at).toBe(buf.length);
  return { linkType, packets };
}

describe('sip captures', () => {
  it('records a completed call INVITE → 100 → 180 → 200 → ACK → BYE → 200 and reads it as JSON', async () => {
    const capture = await place('+15551230100');
    expect(capture.finalStatus).toBe(200);
    const one = await call(server, 'GET', '/api/v2/sip/captures', { token: owner, query: { sipCallId: capture.sipCallId } });
    expect(one.status).toBe(200);
    const pbxSide = one.body.messages.filter((m: { source: { name: string }; destination: { name: string } }) => m.source.name === 'Your PBX' || m.destination.name === 'Your PBX');
    expect(pbxSide.map(label)).toEqual(['INVITE', '100', '180', '200', 'ACK', 'BYE', '200']);
    const invite = one.body.messages[0];
    expect(invite.raw).toMatch(/^INVITE sip:\+15551230100@198\.51\.100\.20:5060 SIP\/2\.0\r\n/);
    expect(invite.raw).toContain(`Call-ID: ${capture.sipCallId}\r\n`);
    expect(invite.body).toContain('m=audio');
    expect(invite.raw).toContain(`Content-Length: ${Buffer.byteLength(invite.body)}\r\n\r\nv=0`);
    const times = one.body.messages.map((m: { at: string }) => Date.parse(m.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it.each([
    ['+15551230401', 401, ['INVITE', '401', 'ACK', 'INVITE', '401', 'ACK']],
    ['+15551230407', 407, ['INVITE', '407', 'ACK', 'INVITE', '407', 'ACK']],
    ['+15551230403', 403, ['INVITE', '100', '403', 'ACK']],
    ['+15551230503', 503, ['INVITE', '100', '503', 'ACK']],
    ['+15551230404', 404, ['INVITE', '100', 'INVITE', '100', '404', 'ACK', '404', 'ACK']],
    ['+15551230486', 486, ['INVITE', '100', 'INVITE', '100', '180', '180', '486', 'ACK', '486', 'ACK']],
    ['+15551230488', 488, ['INVITE', '100', 'INVITE', '100', '488', 'ACK', '488', 'ACK']],
    ['+15551230408', 408, ['INVITE', '100', 'INVITE', 'INVITE', 'INVITE', 'INVITE', 'INVITE', '408', 'ACK']],
  ])('dialling %s fails with %i', async (to, status, flow) => {
    const capture = await place(to);
    expect(capture.finalStatus).toBe(status);
    const one = await call(server, 'GET', '/api/v2/sip/captures', { token: owner, query: { sipCallId: capture.sipCallId, format: 'json' } });
    expect(one.body.messages.map(label)).toEqual(flow);
  });

  it('serves the raw SIP text and a pcap whose packets carry exactly those messages', async () => {
    const capture = await place('+15551230199');
    const json = (await call(server, 'GET', '/api/v2/sip/captures', { token: owner, query: { sipCallId: capture.sipCallId } })).body;
    const text = await fetch(apiUrl(server, '/api/v2/sip/captures', { token: owner, query: { sipCallId: capture.sipCallId, format: 'text' } }));
    expect(text.headers.get('content-type')).toMatch(/^text\/plain/);
    const body = await text.text();
    for (const m of json.messages) expect(body).toContain(m.raw);
    const bin = await fetch(apiUrl(server, '/api/v2/sip/captures', { token: owner, query: { sipCallId: capture.sipCallId, format: 'binary' } }));
    expect(bin.headers.get('content-type')).toBe('application/vnd.tcpdump.pcap');
    expect(bin.headers.get('content-disposition')).toMatch(/^attachment; filename="sip-[A-Za-z0-9._-]+\.pcap"$/);
    const pcap = readPcap(Buffer.from(await bin.arrayBuffer()));
    expect(pcap.linkType).toBe(101);
    expect(pcap.packets).toHaveLength(capture.messageCount);
    pcap.packets.forEach((p, i) => {
      const m = json.messages[i];
      expect(p.payload).toBe(m.raw);
      expect([p.src, p.sport, p.dst, p.dport]).toEqual([m.source.ip, m.source.port, m.destination.ip, m.destination.port]);
    });
  });

  it('lists the organization\'s captured calls, newest first, paged; another tenant\'s call is 404', async () => {
    const first = await call(server, 'GET', '/api/v2/sip/captures', { token: owner, query: { perPage: '3' } });
    expect(first.body).toMatchObject({ success: true, page: 1, perPage: 3 });
    expect(first.body.captures).toHaveLength(3);
    expect(first.body.total).toBeGreaterThanOrEqual(10);
    const second = await call(server, 'GET', '/api/v2/sip/captures', { token: owner, query: { perPage: '3', page: '2' } });
    const ids = [...first.body.captures, ...second.body.captures].map((c: { sipCallId: string }) => c.sipCallId);
    expect(new Set(ids).size).toBe(6);
    const theirs = await place('+15551230100', t.globexOwner);
    for (const format of ['json', 'text', 'binary']) {
      const reply = await call(server, 'GET', '/api/v2/sip/captures', { token: owner, query: { sipCallId: theirs.sipCallId, format } });
      expect(reply).toEqual({ status: 404, body: { success: false, message: 'sipCallId: No capture of this call' } });
    }
    expect((await call(server, 'GET', '/api/v2/sip/captures', { token: t.globexOwner })).body.captures.map((c: { sipCallId: string }) => c.sipCallId)).toEqual([theirs.sipCallId]);
  });

  it('records a call the Demo carrier simulates into an agent\'s number, once, for that organization only', async () => {
    const to = await assignNumber(server.db.db, server.seeded.orgs.acme, server.seeded.agents.acme[0]);
    const from = freshNumber();
    const dialled = await call(server, 'POST', '/dev/carrier/call', { body: { from, to, turns: ['Hello'] } });
    expect(dialled.status).toBe(200);
    const list = await call(server, 'GET', '/api/v2/sip/captures', { token: owner, query: { perPage: '100' } });
    const mine = list.body.captures.filter((c: { from: string }) => c.from === from);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ to, finalStatus: 200 });
    const one = await call(server, 'GET', '/api/v2/sip/captures', { token: owner, query: { sipCallId: mine[0].sipCallId } });
    expect(one.body.messages.map(label)).toEqual(['INVITE', '100', 'INVITE', '180', '200', '200', 'ACK', 'ACK', 'BYE', 'BYE', '200', '200']);
    expect(one.body.messages[0].source.name).toBe('Demo carrier');
    const theirs = await call(server, 'GET', '/api/v2/sip/captures', { token: t.globexOwner, query: { perPage: '100' } });
    expect(theirs.body.captures.some((c: { from: string }) => c.from === from)).toBe(false);
  });

  it.each([
    [{ format: 'xml', sipCallId: 'x' }, /^format: /],
    [{ perPage: '1000' }, /^perPage: At most 100$/],
    [{ page: '0' }, /^page: /],
    [{ page: 'NaN' }, /^page: /],
    [{ sipCallId: 'x'.repeat(300) }, /^sipCallId: At most 200 characters$/],
  ])('refuses query %j naming the field', async (query, message) => {
    const reply = await call(server, 'GET', '/api/v2/sip/captures', { token: owner, query });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(message);
  });
});
