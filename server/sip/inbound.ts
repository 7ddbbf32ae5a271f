// The calls the Demo carrier simulates into the platform's numbers (/dev/carrier/call and the caller
// console) are recorded too: the caller's carrier → Switchboard SBC → the agent's media server, answered
// and hung up by the caller after the call's real duration. Read from the runtime's own call row, so
// a call is recorded once (the Call-ID is derived from the carrier's call id: a repeat changes nothing).
import { eq } from 'drizzle-orm';
import { conversationCalls } from '../db/schema';
import type { Db } from '../db/store';
import type { SipEndpoint } from '../../src/shared/sip/wire';
import { recordFlow } from './captures';
import { CARRIER, hex, hostOf, REASONS, SBC, sdp, type DemoFlow, type FlowMessage } from './demoFlow';

export const AGENT: SipEndpoint = { name: 'Switchboard agent', ip: '198.51.100.30', port: 5060 };

export function inboundFlow(input: { from: string; to: string; seed: string; durationMs: number }): DemoFlow {
  const callId = `${hex(`${input.seed}|in`, 24)}@${CARRIER.ip}`;
  const fromH = `<sip:${input.from}@${CARRIER.ip}>;tag=${hex(`${input.seed}|ft`, 10)}`;
  const offer = sdp(CARRIER, hex(`${input.seed}|o`, 12), [[0, 'PCMU/8000'], [101, 'telephone-event/8000']]);
  const answer = sdp(AGENT, hex(`${input.seed}|a`, 12), [[0, 'PCMU/8000'], [101, 'telephone-event/8000']]);
  const messages: FlowMessage[] = [];
  let t = 0;
  const add = (ms: number, source: SipEndpoint, destination: SipEndpoint, what: string | number, cseq: string, body = '') => {
    t += ms;
    const request = typeof what === 'string';
    messages.push({
      offsetMs: t, source, destination,
      method: request ? what : null,
      statusCode: request ? null : what,
      reason: request ? null : REASONS[what] ?? 'Unknown',
      requestUri: request ? `sip:${input.to}@${hostOf(destination)}` : null,
      headers: [
        ['Via', `SIP/2.0/UDP ${hostOf(request ? source : destination)};branch=z9hG4bK${hex(`${input.seed}|${cseq}|${source.name}`, 12)}`],
        ['From', fromH],
        ['To', `<sip:${input.to}@${SBC.ip}>${what === 100 || what === 'INVITE' ? '' : `;tag=${hex(`${input.seed}|tt`, 10)}`}`],
        ['Call-ID', callId],
        ['CSeq', cseq],
        ...(body ? [['Content-Type', 'application/sdp'] as [string, string]] : []),
      ],
      body,
    });
  };
  add(0, CARRIER, SBC, 'INVITE', '1 INVITE', offer);
  add(6, SBC, CARRIER, 100, '1 INVITE');
  add(4, SBC, AGENT, 'INVITE', '1 INVITE', offer);
  add(20, SBC, CARRIER, 180, '1 INVITE');
  add(300, AGENT, SBC, 200, '1 INVITE', answer);
  add(4, SBC, CARRIER, 200, '1 INVITE', answer);
  add(30, CARRIER, SBC, 'ACK', '1 ACK');
  add(4, SBC, AGENT, 'ACK', '1 ACK');
  add(Math.max(1000, input.durationMs), CARRIER, SBC, 'BYE', '2 BYE');
  add(4, SBC, AGENT, 'BYE', '2 BYE');
  add(10, AGENT, SBC, 200, '2 BYE');
  add(4, SBC, CARRIER, 200, '2 BYE');
  return { sipCallId: callId, finalStatus: 200, finalReason: 'OK', messages };
}

/** Records the ended simulated call `carrierCallId` once; a call the runtime never took is skipped. */
export async function recordSimulatedCall(db: Db, carrierCallId: string): Promise<void> {
  const [row] = await db.select().from(conversationCalls).where(eq(conversationCalls.carrierCallId, carrierCallId));
  if (!row) return;
  const flow = inboundFlow({
    from: row.fromNumber,
    to: row.toNumber,
    seed: carrierCallId,
    durationMs: (row.endedAt ?? new Date()).getTime() - row.startedAt.getTime(),
  });
  await recordFlow(db, { accountId: row.accountId, from: row.fromNumber, to: row.toNumber, startedAt: row.startedAt, flow });
}
