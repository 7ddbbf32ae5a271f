// The Demo carrier's SIP dialogs (issue 21 point 2): what a call through the organization's trunk
// looks like on the wire, PBX → Switchboard SBC → carrier, deterministic so tests and the demo can
// predict it. The outcome is chosen by the LAST THREE DIGITS of the dialled number (README "SIP
// trunking"): 401, 403, 404, 407, 408, 480, 486, 488 or 503 fail with that code; anything else is
// answered (INVITE → 100 → 180 → 200 → ACK → BYE → 200).
import { createHash } from 'node:crypto';
import type { SipEndpoint, SipWireFields } from '../../src/shared/sip/wire';

export interface FlowMessage extends SipWireFields {
  /** milliseconds after the first message */
  offsetMs: number;
}

export interface DemoFlow {
  sipCallId: string;
  finalStatus: number;
  finalReason: string;
  messages: FlowMessage[];
}

export const REASONS: Record<number, string> = {
  100: 'Trying', 180: 'Ringing', 200: 'OK', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found',
  407: 'Proxy Authentication Required', 408: 'Request Timeout', 480: 'Temporarily Unavailable',
  486: 'Busy Here', 488: 'Not Acceptable Here', 503: 'Service Unavailable',
};
export const FAILING_SUFFIXES = [401, 403, 404, 407, 408, 480, 486, 488, 503] as const;

export const PBX: SipEndpoint = { name: 'Your PBX', ip: '203.0.113.10', port: 5060 };
export const SBC: SipEndpoint = { name: 'Switchboard SBC', ip: '198.51.100.20', port: 5060 };
export const CARRIER: SipEndpoint = { name: 'Demo carrier', ip: '192.0.2.30', port: 5060 };

/** The outcome for a dialled number: its last three digits when they name a failure, else 200. */
export function outcomeFor(to: string): number {
  const last = Number(to.replace(/\D/g, '').slice(-3));
  return (FAILING_SUFFIXES as readonly number[]).includes(last) ? last : 200;
}

export const hex = (seed: string, n: number) => createHash('sha256').update(seed).digest('hex').slice(0, n);
export const hostOf = (e: SipEndpoint) => `${e.ip}:${e.port}`;

export function sdp(owner: SipEndpoint, session: string, codecs: [number, string][]): string {
  const lines = [
    'v=0',
    `o=- ${parseInt(session.slice(0, 8), 16)} 1 IN IP4 ${owner.ip}`,
    's=-',
    `c=IN IP4 ${owner.ip}`,
    't=0 0',
    `m=audio ${10000 + (parseInt(session.slice(8, 12), 16) % 5000) * 2} RTP/AVP ${codecs.map(([pt]) => pt).join(' ')}`,
    ...codecs.map(([pt, name]) => `a=rtpmap:${pt} ${name}`),
    'a=sendrecv',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** Builds the dialog of one demo call; `seed` makes its ids (the same seed, the same call). */
export function demoFlow(input: { from: string; to: string; seed: string; trunkUser: string }): DemoFlow {
  const outcome = outcomeFor(input.to);
  const callId = `${hex(`${input.seed}|call`, 24)}@${SBC.ip}`;
  const fromTag = hex(`${input.seed}|from`, 10);
  const sbcTag = hex(`${input.seed}|sbc`, 10);
  const carrierTag = hex(`${input.seed}|carrier`, 10);
  const ruri = (host: SipEndpoint) => `sip:${input.to}@${hostOf(host)}`;
  const fromH = `"${input.trunkUser}" <sip:${input.from}@${PBX.ip}>;tag=${fromTag}`;
  const toH = (tag?: string) => `<sip:${input.to}@${SBC.ip}>${tag ? `;tag=${tag}` : ''}`;
  // a PBX that offers only G.729 is what a 488 answers
  const offer = sdp(PBX, hex(`${input.seed}|offer`, 12), outcome === 488 ? [[18, 'G729/8000']] : [[0, 'PCMU/8000'], [8, 'PCMA/8000'], [101, 'telephone-event/8000']]);
  const answer = sdp(CARRIER, hex(`${input.seed}|answer`, 12), [[0, 'PCMU/8000'], [101, 'telephone-event/8000']]);
  const messages: FlowMessage[] = [];
  let t = 0;
  let branchN = 0;

  const request = (ms: number, src: SipEndpoint, dst: SipEndpoint, method: string, cseq: number, extra: [string, string][] = [], body = '', toTag?: string) => {
    t += ms;
    const branch = `z9hG4bK${hex(`${input.seed}|${method}|${src.name}|${cseq}|${branchN++}`, 12)}`;
    messages.push({
      offsetMs: t, source: src, destination: dst, method, statusCode: null, reason: null,
      requestUri: ruri(dst),
      headers: [
        ['Via', `SIP/2.0/UDP ${hostOf(src)};branch=${branch}`],
        ['Max-Forwards', '70'],
        ['From', fromH],
        ['To', toH(toTag)],
        ['Call-ID', callId],
        ['CSeq', `${cseq} ${method}`],
        ['Contact', `<sip:${input.from}@${hostOf(src)}>`],
        ...extra,
        ['User-Agent', src === PBX ? 'Customer PBX' : 'Switchboard SBC'],
        ...(body ? [['Content-Type', 'application/sdp'] as [string, string]] : []),
      ],
      body,
    });
  };
  const response = (ms: number, src: SipEndpoint, dst: SipEndpoint, code: number, cseq: string, extra: [string, string][] = [], body = '', toTag?: string) => {
    t += ms;
    messages.push({
      offsetMs: t, source: src, destination: dst, method: null, statusCode: code, reason: REASONS[code] ?? 'Unknown',
      requestUri: null,
      headers: [
        ['Via', `SIP/2.0/UDP ${hostOf(dst)};branch=z9hG4bK${hex(`${input.seed}|via|${dst.name}|${cseq}`, 12)}`],
        ['From', fromH],
        ['To', toH(code === 100 ? undefined : toTag)],
        ['Call-ID', callId],
        ['CSeq', cseq],
        ...extra,
        ['Server', src === CARRIER ? 'Demo carrier' : 'Switchboard SBC'],
        ...(body ? [['Content-Type', 'application/sdp'] as [string, string]] : []),
      ],
      body,
    });
  };

  // PBX → SBC
  request(0, PBX, SBC, 'INVITE', 1, [], offer);
  if (outcome === 401 || outcome === 407) {
    const [challenge, answerH] = outcome === 401 ? ['WWW-Authenticate', 'Authorization'] : ['Proxy-Authenticate', 'Proxy-Authorization'];
    const nonce = hex(`${input.seed}|nonce`, 32);
    response(12, SBC, PBX, outcome, '1 INVITE', [[challenge, `Digest realm="switchboard", nonce="${nonce}", algorithm=MD5, qop="auth"`]], '', sbcTag);
    request(4, PBX, SBC, 'ACK', 1, [], '', sbcTag);
    request(6, PBX, SBC, 'INVITE', 2, [[answerH, `Digest username="${input.trunkUser}", realm="switchboard", nonce="${nonce}", uri="${ruri(SBC)}", response="${hex(`${input.seed}|resp`, 32)}", algorithm=MD5, qop=auth, nc=00000001, cnonce="${hex(`${input.seed}|cn`, 8)}"`]], offer);
    response(14, SBC, PBX, outcome, '2 INVITE', [[challenge, `Digest realm="switchboard", nonce="${hex(`${input.seed}|nonce2`, 32)}", algorithm=MD5, qop="auth"`]], '', sbcTag);
    request(4, PBX, SBC, 'ACK', 2, [], '', sbcTag);
    return done(outcome);
  }
  response(8, SBC, PBX, 100, '1 INVITE');
  if (outcome === 403 || outcome === 503) {
    const extra: [string, string][] = outcome === 503 ? [['Retry-After', '30'], ['Warning', '399 switchboard "Trunk call limit reached"']] : [['Warning', `399 switchboard "Source address ${PBX.ip} is not on the trunk's IP whitelist"`]];
    response(10, SBC, PBX, outcome, '1 INVITE', extra, '', sbcTag);
    request(4, PBX, SBC, 'ACK', 1, [], '', sbcTag);
    return done(outcome);
  }
  // SBC → carrier
  request(6, SBC, CARRIER, 'INVITE', 1, [], offer);
  if (outcome === 408) {
    // no answer: RFC 3261 timer A doubles from 500 ms; timer B (32 s) gives up
    for (const wait of [500, 1000, 2000, 4000]) request(wait, SBC, CARRIER, 'INVITE', 1, [], offer);
    response(32000 - 7500, SBC, PBX, 408, '1 INVITE', [['Warning', `399 switchboard "No answer from ${CARRIER.ip}:${CARRIER.port}"`]], '', sbcTag);
    request(4, PBX, SBC, 'ACK', 1, [], '', sbcTag);
    return done(outcome);
  }
  response(40, CARRIER, SBC, 100, '1 INVITE');
  if (outcome !== 200) {
    if (outcome === 486 || outcome === 480) {
      response(300, CARRIER, SBC, 180, '1 INVITE', [], '', carrierTag);
      response(5, SBC, PBX, 180, '1 INVITE', [], '', sbcTag);
    }
    const extra: [string, string][] = outcome === 488 ? [['Warning', `305 ${CARRIER.ip} "Incompatible media format"`]] : [];
    response(outcome === 486 ? 4000 : 60, CARRIER, SBC, outcome, '1 INVITE', extra, '', carrierTag);
    request(3, SBC, CARRIER, 'ACK', 1, [], '', carrierTag);
    response(4, SBC, PBX, outcome, '1 INVITE', extra, '', sbcTag);
    request(4, PBX, SBC, 'ACK', 1, [], '', sbcTag);
    return done(outcome);
  }
  response(300, CARRIER, SBC, 180, '1 INVITE', [], '', carrierTag);
  response(5, SBC, PBX, 180, '1 INVITE', [], '', sbcTag);
  response(4200, CARRIER, SBC, 200, '1 INVITE', [], answer, carrierTag);
  response(5, SBC, PBX, 200, '1 INVITE', [], answer, sbcTag);
  request(20, PBX, SBC, 'ACK', 1, [], '', sbcTag);
  request(4, SBC, CARRIER, 'ACK', 1, [], '', carrierTag);
  request(45000, PBX, SBC, 'BYE', 2, [], '', sbcTag);
  request(4, SBC, CARRIER, 'BYE', 2, [], '', carrierTag);
  response(30, CARRIER, SBC, 200, '2 BYE', [], '', carrierTag);
  response(4, SBC, PBX, 200, '2 BYE', [], '', sbcTag);
  return done(200);

  function done(status: number): DemoFlow {
    return { sipCallId: callId, finalStatus: status, finalReason: REASONS[status] ?? 'Unknown', messages };
  }
}
