// Deterministic call records for the demo seed and the benchmarks: a seeded PRNG, so the same org,
// count, end time and seed always give the same calls. Shaped like a small business's phone line:
// weekdays and business hours (US Eastern) busiest, mostly inbound, a few hang-ups, transfers and
// booked appointments, and caller names of every kind the caller-name check sorts (spec 1 §5).
import type { TranscriptLine } from '../db/tables/calls';
import { FIRST_NAMES, LAST_NAMES } from '../seed/data';

export interface CallOrg {
  accountId: number;
  accountName: string;
  partnerId: number | null;
  resellerId: number | null;
  /** the org's agent account ids; calls are spread over them */
  agents: readonly number[];
}

export interface GeneratedCall {
  uuid: string;
  callId: string;
  roomId: string;
  accountId: number;
  accountName: string;
  agentId: number | null;
  partnerId: number | null;
  resellerId: number | null;
  timestamp: Date;
  duration: number;
  fromNumber: string;
  toNumber: string;
  cnam: string | null;
  // 'sms': one SMS exchange answered by an agent (server/conversations/), kept apart from calls
  direction: 'inbound' | 'outbound' | 'sms';
  transfer: string;
  appointmentBooked: number;
  transferMade: number;
  transcript: TranscriptLine[] | null;
}

export interface GenerateOptions {
  /** the newest possible call time (ms); calls spread over the `days` before it */
  endMs: number;
  days?: number;
  seed?: number;
}

export const CALL_HISTORY_DAYS = 90;
const DAY_MS = 86_400_000;
// US Eastern business hours, in UTC: 9:00 to 18:00 EST
const EASTERN_OFFSET_HOURS = 5;
// relative call volume per local hour 0–23
const HOURLY = [1, 0, 0, 0, 0, 1, 2, 5, 10, 14, 15, 14, 11, 13, 14, 13, 11, 8, 5, 4, 3, 2, 2, 1];
const HOURLY_TOTAL = HOURLY.reduce((a, b) => a + b, 0);
// Sunday … Saturday
const WEEKDAY_WEIGHT = [0.2, 1, 1, 1, 1, 0.9, 0.35];

/** mulberry32: small, fast, and the same numbers everywhere. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const PLACEHOLDER_NAMES = ['UNKNOWN', 'ANONYMOUS', 'SPAM', 'WIRELESS CALLER'];
const LOCATION_NAMES = ['SAN ANTONIO TX', 'NEW YORK CITY NY', 'SALT LAKE UT', 'KANSAS CITY MO'];
const AREA_CODES = ['212', '305', '312', '415', '512', '617', '702', '801', '919', '503'];

export function generateCalls(org: CallOrg, count: number, options: GenerateOptions): GeneratedCall[] {
  const random = prng((options.seed ?? 1) * 1_000_003 + org.accountId);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const hex = (n: number) => {
    let out = '';
    while (out.length < n) out += Math.floor(random() * 0x1_0000_0000).toString(16).padStart(8, '0');
    return out.slice(0, n);
  };
  const digits = (n: number) => String(Math.floor(random() * 10 ** n)).padStart(n, '0');
  const days = options.days ?? CALL_HISTORY_DAYS;
  const endMs = options.endMs;
  const endDay = Math.floor(endMs / DAY_MS) * DAY_MS;

  function when(): Date {
    for (;;) {
      const day = endDay - Math.floor(random() * days) * DAY_MS;
      if (random() > WEEKDAY_WEIGHT[new Date(day).getUTCDay()]!) continue;
      let roll = random() * HOURLY_TOTAL;
      let hour = 0;
      while (roll >= HOURLY[hour]!) roll -= HOURLY[hour++]!;
      const ms = day + ((hour + EASTERN_OFFSET_HOURS) % 24) * 3_600_000 + Math.floor(random() * 3_600_000);
      if (ms <= endMs) return new Date(ms);
    }
  }

  function callerName(): string | null {
    const roll = random();
    if (roll < 0.72) return `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`.toUpperCase();
    if (roll < 0.82) return pick(PLACEHOLDER_NAMES);
    if (roll < 0.87) return `CALLER ${digits(4)}`;
    if (roll < 0.92) return pick(LOCATION_NAMES);
    return null;
  }

  const agentNumbers = org.agents.map((_, i) => `+1555${String(org.accountId % 1000).padStart(3, '0')}${String(1000 + i)}`);
  const calls: GeneratedCall[] = [];
  for (let i = 0; i < count; i++) {
    const agentIndex = org.agents.length ? Math.floor(random() * org.agents.length) : -1;
    const agentNumber = agentNumbers[agentIndex] ?? `+1555${digits(7)}`;
    const other = `+1${pick(AREA_CODES)}${digits(7)}`;
    const direction = random() < 0.7 ? 'inbound' : 'outbound';
    const hangUp = random() < 0.08;
    const duration = hangUp ? Math.floor(random() * 15) : Math.min(1800, 30 + Math.floor(-Math.log(1 - random()) * 150));
    const transferMade = !hangUp && duration > 45 && random() < 0.12 ? 1 : 0;
    const appointmentBooked = !hangUp && !transferMade && duration > 60 && random() < (direction === 'inbound' ? 0.35 : 0.15) ? 1 : 0;
    const cnam = callerName();
    const uuid = `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(random() * 4)]}${hex(3)}-${hex(12)}`;
    const call: GeneratedCall = {
      uuid,
      callId: `CA${hex(32)}`,
      roomId: `room-${hex(16)}`,
      accountId: org.accountId,
      accountName: org.accountName,
      agentId: org.agents[agentIndex] ?? null,
      partnerId: org.partnerId,
      resellerId: org.resellerId,
      timestamp: when(),
      duration,
      fromNumber: direction === 'inbound' ? other : agentNumber,
      toNumber: direction === 'inbound' ? agentNumber : other,
      cnam,
      direction,
      transfer: transferMade ? `+1555${String(org.accountId % 1000).padStart(3, '0')}0000` : '',
      appointmentBooked,
      transferMade,
      // generated calls' transcripts are told on read (transcripts.ts), not stored
      transcript: null,
    };
    calls.push(call);
  }
  // in time order, as a live system writes them (and as the table's pages then hold them)
  return calls.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime());
}
