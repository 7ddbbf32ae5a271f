// Captures (issue 21 point 2): a call's SIP messages as the Demo carrier recorded them, written in
// one transaction with their capture row, and read back for one organization only.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { sipCaptures, sipMessages } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import type { DemoFlow } from './demoFlow';
import { rawSip, type WireMessage } from './wire';

export type CaptureRow = typeof sipCaptures.$inferSelect;

/** Records the flow; null when its Call-ID is recorded already (a repeat records nothing). */
export async function recordFlow(db: Db, input: { accountId: number; from: string; to: string; startedAt: Date; flow: DemoFlow }): Promise<CaptureRow | null> {
  const { flow } = input;
  return inTransaction(db, async (tx) => {
    const [capture] = await tx
      .insert(sipCaptures)
      .values({
        accountId: input.accountId,
        sipCallId: flow.sipCallId,
        fromNumber: input.from,
        toNumber: input.to,
        startedAt: input.startedAt,
        finalStatus: flow.finalStatus,
        finalReason: flow.finalReason,
        messageCount: flow.messages.length,
      })
      .onConflictDoNothing()
      .returning();
    if (!capture) return null;
    await tx.insert(sipMessages).values(
      flow.messages.map((m, seq) => ({
        captureId: capture.id,
        seq: seq + 1,
        at: new Date(input.startedAt.getTime() + m.offsetMs),
        source: m.source,
        destination: m.destination,
        method: m.method,
        statusCode: m.statusCode,
        reason: m.reason,
        requestUri: m.requestUri,
        headers: m.headers,
        body: m.body,
      })),
    );
    return capture;
  });
}

export const captureObject = (row: CaptureRow) => ({
  sipCallId: row.sipCallId,
  from: row.fromNumber,
  to: row.toNumber,
  startedAt: row.startedAt.toISOString(),
  finalStatus: row.finalStatus,
  finalReason: row.finalReason,
  messageCount: row.messageCount,
});

export async function listCaptures(db: Db, accountId: number, page: number, perPage: number) {
  const where = eq(sipCaptures.accountId, accountId);
  const [rows, [total]] = await Promise.all([
    db.select().from(sipCaptures).where(where).orderBy(desc(sipCaptures.startedAt), desc(sipCaptures.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ n: count() }).from(sipCaptures).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The capture of `sipCallId` if it is this organization's; another's is as good as absent. */
export async function captureOf(db: Db, accountId: number, sipCallId: string) {
  const [capture] = await db.select().from(sipCaptures).where(and(eq(sipCaptures.accountId, accountId), eq(sipCaptures.sipCallId, sipCallId)));
  if (!capture) return null;
  const messages: WireMessage[] = await db.select().from(sipMessages).where(eq(sipMessages.captureId, capture.id)).orderBy(asc(sipMessages.seq));
  return { capture, messages };
}

export const messageObject = (m: WireMessage, i: number) => ({
  seq: i + 1,
  at: m.at.toISOString(),
  source: m.source,
  destination: m.destination,
  method: m.method,
  statusCode: m.statusCode,
  reason: m.reason,
  requestUri: m.requestUri,
  headers: m.headers,
  body: m.body,
  raw: rawSip(m),
});
