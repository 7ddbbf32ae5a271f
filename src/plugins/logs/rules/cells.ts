// Pure helpers of the logs screens: cell text, the transcript overlay's value, transcript lines.
import { bookingOf, type BookingLine } from '../../../shared/integrations/bookingView';
import { formatDateTime, type LogFieldType } from '@kernel/sdk';
import { citationsOf, type CitationView } from '../../../shared/knowledge/citations';

/** Unix seconds (or ms, or an ISO string) → a readable local date and time; anything else as is. */
export function formatCell(value: unknown, type: LogFieldType): string {
  if (value === null || value === undefined) return '';
  if (type === 'date') {
    const ms = typeof value === 'number' ? (value > 1e11 ? value : value * 1000) : Date.parse(String(value));
    // the console's one date format (src/shared/intl.ts), as contacts show theirs
    if (Number.isFinite(ms)) return formatDateTime(ms);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The callTranscript overlay's value: the three keys a conversation log needs, each escaped. */
export function transcriptKey(row: Record<string, unknown>): string {
  return [row.accountId, row.roomId, row.uuid].map((part) => encodeURIComponent(String(part ?? ''))).join(':');
}

export function parseTranscriptKey(value: string): { accountId: string; roomId: string; uuid: string } | null {
  const parts = value.split(':');
  if (parts.length !== 3) return null;
  try {
    const [accountId, roomId, uuid] = parts.map(decodeURIComponent);
    return accountId && roomId && uuid ? { accountId, roomId, uuid } : null;
  } catch {
    return null;
  }
}

export interface TranscriptLine {
  speaker: string;
  text: string;
  at?: number | string;
  /** an agent line's knowledge-base passages, when it was given some */
  citations?: CitationView[];
  /** an agent line's appointment booking (the integrations' booking action), when it made one */
  booking?: BookingLine;
}

const text = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : JSON.stringify(v));

/** A conversation answer's lines, whichever of the usual shapes it takes. */
export function transcriptLines(answer: Record<string, unknown>): TranscriptLine[] {
  const conversation = (answer.conversation ?? answer.convo ?? answer) as Record<string, unknown>;
  const list = conversation.messages ?? conversation.transcript ?? answer.messages ?? answer.transcript;
  if (typeof list === 'string') return list.trim() ? [{ speaker: '', text: list }] : [];
  if (!Array.isArray(list)) return [];
  return list.map((item) => {
    const m = (item ?? {}) as Record<string, unknown>;
    const citations = citationsOf(m.citations);
    const booking = bookingOf(m.booking);
    return {
      speaker: text(m.role ?? m.speaker ?? m.sender ?? m.from ?? ''),
      text: text(m.text ?? m.content ?? m.message ?? ''),
      at: (m.offset ?? m.timestamp ?? m.at) as number | string | undefined,
      ...(citations.length ? { citations } : {}),
      ...(booking ? { booking } : {}),
    };
  });
}
