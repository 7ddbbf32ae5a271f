// The SIP plugin's pure rules (issue 21 point 2): the diagnosis table that explains a failing reply
// in plain words with what to check, the ladder's geometry (endpoints as columns, messages as arrows
// in time order) and a message's short label. No React: unit-tested.
import type { SipEndpoint, SipWireFields } from '../../shared/sip/wire';
import { messages } from './messages';

export type { SipEndpoint };

/** A captured message as GET sip/captures/:id answers it: the wire fields, its order, time and raw text. */
export interface SipMessage extends SipWireFields {
  seq: number;
  at: string;
  raw: string;
}

export interface Capture {
  id: string;
  sipCallId: string;
  from: string;
  to: string;
  startedAt: string;
  finalStatus: number;
  finalReason: string;
  messageCount: number;
}

export interface Diagnosis {
  code: number;
  title: string;
  explanation: string;
  check: string[];
}

/** What a final reply means and what to check; null for 1xx and 2xx (nothing failed). */
export function diagnose(code: number | null): Diagnosis | null {
  if (code === null || code < 300) return null;
  const known = messages.diagnosis.known[code as keyof typeof messages.diagnosis.known];
  if (known) return { code, title: known.title, explanation: known.explanation, check: [...known.check] };
  return { code, title: messages.diagnosis.generic.title(code), explanation: messages.diagnosis.generic.explanation(code), check: [...messages.diagnosis.generic.check] };
}

/** "INVITE", or "486 Busy Here". */
export const messageLabel = (m: Pick<SipMessage, 'method' | 'statusCode' | 'reason'>) => m.method ?? `${m.statusCode} ${m.reason ?? ''}`.trim();

/** Whether a message is a failing final reply (the ladder marks it and explains it). */
export const isFailure = (m: Pick<SipMessage, 'statusCode'>) => m.statusCode !== null && m.statusCode >= 300;

const endpointKey = (e: SipEndpoint) => `${e.ip}:${e.port}`;

/** The ladder's columns: endpoints in the order they first appear (the caller on the left). */
export function ladderColumns(list: SipMessage[]): SipEndpoint[] {
  const seen = new Map<string, SipEndpoint>();
  for (const m of inTimeOrder(list)) {
    for (const e of [m.source, m.destination]) if (!seen.has(endpointKey(e))) seen.set(endpointKey(e), e);
  }
  return [...seen.values()];
}

export interface Arrow {
  message: SipMessage;
  from: number;
  to: number;
  /** milliseconds since the first message */
  offsetMs: number;
}

const inTimeOrder = (list: SipMessage[]) => [...list].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.seq - b.seq);

/** One arrow per message, in time order (ties keep their sequence). */
export function ladderArrows(list: SipMessage[]): Arrow[] {
  const columns = ladderColumns(list).map(endpointKey);
  const sorted = inTimeOrder(list);
  const start = sorted.length ? Date.parse(sorted[0]!.at) : 0;
  return sorted.map((message) => ({
    message,
    from: columns.indexOf(endpointKey(message.source)),
    to: columns.indexOf(endpointKey(message.destination)),
    offsetMs: Date.parse(message.at) - start,
  }));
}

/** "+0.512 s" after the first message. */
export const offsetLabel = (ms: number) => `+${(ms / 1000).toFixed(3)} s`;
