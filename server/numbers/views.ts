// The numbers as the console reads them: the organization's list (paged, newest first) with each
// number's agent and carrier label, and number health (spec-beyond: issue 18 point 7) from the calls
// table by to_number and direction.
import { and, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { calls, phoneNumbers } from '../db/schema';
import type { Db } from '../db/store';
import { DEMO_CARRIER_LABEL } from '../providers/carrier/demo';
import type { NumberRow } from './ownership';
import { agentNames, type NumberScope } from './scope';

const CARRIER_LABELS: Record<string, string> = { demo: DEMO_CARRIER_LABEL, twilio: 'Twilio' };
const HEALTH_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export function numberObject(row: NumberRow, names: Map<number, string>) {
  return {
    id: row.id,
    number: row.number,
    country: row.country,
    locality: row.locality,
    region: row.region,
    voice: row.voice,
    sms: row.sms,
    status: row.status,
    source: row.source,
    carrier: row.carrier,
    carrierLabel: CARRIER_LABELS[row.carrier] ?? row.carrier,
    agentAccountId: row.agentAccountId,
    agentName: row.agentAccountId === null ? null : (names.get(row.agentAccountId) ?? null),
    forwardingProvenAt: row.forwardingProvenAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    releasedAt: row.releasedAt?.toISOString() ?? null,
  };
}

export type NumberObject = ReturnType<typeof numberObject>;

export async function numberObjects(db: Db, rows: NumberRow[]): Promise<NumberObject[]> {
  const names = await agentNames(db, rows.flatMap((r) => (r.agentAccountId === null ? [] : [r.agentAccountId])));
  return rows.map((row) => numberObject(row, names));
}

/** The organization's live numbers (released ones with `released`), newest first. */
export async function numbersPage(db: Db, scope: NumberScope, page: number, pageSize: number, released: boolean) {
  const where = and(
    eq(phoneNumbers.accountId, scope.accountId),
    released ? ne(phoneNumbers.status, 'pending') : inArray(phoneNumbers.status, ['active']),
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(phoneNumbers).where(where).orderBy(desc(phoneNumbers.createdAt), desc(phoneNumbers.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(phoneNumbers).where(where),
  ]);
  return { numbers: await numberObjects(db, rows), total: Number(total!.n) };
}

/** Per live number: its agent, last inbound call, inbound calls and answer rate over 7 days, forwarding proof, capabilities. */
export async function numbersHealth(db: Db, scope: NumberScope, now = new Date()) {
  const rows = await db
    .select()
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.accountId, scope.accountId), eq(phoneNumbers.status, 'active')))
    .orderBy(desc(phoneNumbers.createdAt), desc(phoneNumbers.id));
  if (rows.length === 0) return [];
  const since = new Date(now.getTime() - HEALTH_WINDOW_MS);
  const inbound = and(eq(calls.accountId, scope.accountId), eq(calls.direction, 'inbound'), inArray(calls.toNumber, rows.map((r) => r.number)));
  const [last, week] = await Promise.all([
    db.select({ number: calls.toNumber, at: sql<Date>`max(${calls.timestamp})` }).from(calls).where(inbound).groupBy(calls.toNumber),
    db
      .select({
        number: calls.toNumber,
        inbound: count(),
        answered: sql<number>`count(*) filter (where ${calls.duration} > 0)`,
      })
      .from(calls)
      .where(and(inbound, gte(calls.timestamp, since)))
      .groupBy(calls.toNumber),
  ]);
  const lastBy = new Map(last.map((r) => [r.number, r.at]));
  const weekBy = new Map(week.map((r) => [r.number, r]));
  const names = await agentNames(db, rows.flatMap((r) => (r.agentAccountId === null ? [] : [r.agentAccountId])));
  return rows.map((row) => {
    const w = weekBy.get(row.number);
    const inbound7d = Number(w?.inbound ?? 0);
    const answered7d = Number(w?.answered ?? 0);
    const lastAt = lastBy.get(row.number);
    return {
      id: row.id,
      number: row.number,
      agentAccountId: row.agentAccountId,
      agentName: row.agentAccountId === null ? null : (names.get(row.agentAccountId) ?? null),
      lastInboundAt: lastAt ? new Date(lastAt).toISOString() : null,
      inbound7d,
      answered7d,
      // null, not 0, when nobody called: no calls is not a failing number
      answerRate7d: inbound7d === 0 ? null : answered7d / inbound7d,
      forwardingProvenAt: row.forwardingProvenAt?.toISOString() ?? null,
      voice: row.voice,
      sms: row.sms,
    };
  });
}
