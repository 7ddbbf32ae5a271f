// Proving that a cell phone forwards to one of the organization's numbers (issue 18 point 5): a test
// call is placed from the number to the cell; if the cell forwards, the carrier brings the call back
// to the number with From and To both the number, which no outside caller can produce. That arrival
// (`forwardedCallArrived`, called by the inbound-call path before any agent answers) proves it.
import { and, desc, eq, gt } from 'drizzle-orm';
import { forwardingChecks, phoneNumbers } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { carrierFailure, type NumberRow } from '../numbers/ownership';
import type { Carrier } from '../providers/carrier';

export type ForwardingCheck = typeof forwardingChecks.$inferSelect;

/** A test call that has not come back after this has failed: the cell does not forward (or did not ring). */
export const RING_WINDOW_MS = 90_000;

/**
 * The demo carrier's cells forward, deterministically, except one whose last four digits are 0000
 * (a cell without forwarding set up), so the console and the tests can show both outcomes.
 */
export const demoCellForwards = (cell: string) => !cell.endsWith('0000');

/** Places the test call; with the demo carrier the simulated cell answers at once, through the same arrival path. */
export async function startCheck(db: Db, carrier: Carrier, row: NumberRow, cellNumber: string): Promise<ForwardingCheck> {
  const [check] = await db
    .insert(forwardingChecks)
    .values({ phoneNumberId: row.id, number: row.number, accountId: row.accountId, resellerId: row.resellerId, partnerId: row.partnerId, cellNumber, status: 'ringing' })
    .returning();
  let carrierCallId: string;
  try {
    carrierCallId = await carrier.placeCall({ from: row.number, to: cellNumber, callId: `forwarding-${check!.id}` });
  } catch (error) {
    await db.update(forwardingChecks).set({ status: 'failed' }).where(eq(forwardingChecks.id, check!.id));
    carrierFailure(error);
  }
  await db.update(forwardingChecks).set({ carrierCallId }).where(eq(forwardingChecks.id, check!.id));
  if (carrier.info.kind === 'demo') {
    if (demoCellForwards(cellNumber)) await forwardedCallArrived(db, { from: row.number, to: row.number });
    else await db.update(forwardingChecks).set({ status: 'failed' }).where(eq(forwardingChecks.id, check!.id));
  }
  return (await checkById(db, check!.id))!;
}

/**
 * An inbound call: when it is a test call coming back (From = To = a number with a check ringing),
 * marks the check and the number proven and returns true, and the caller hangs up instead of
 * answering. Any other call returns false.
 */
export async function forwardedCallArrived(db: Db, call: { from: string; to: string }): Promise<boolean> {
  if (call.from !== call.to) return false;
  return inTransaction(db, async (tx) => {
    const [check] = await tx
      .select()
      .from(forwardingChecks)
      .where(and(eq(forwardingChecks.number, call.to), eq(forwardingChecks.status, 'ringing'), gt(forwardingChecks.createdAt, new Date(Date.now() - RING_WINDOW_MS))))
      .orderBy(desc(forwardingChecks.createdAt))
      .limit(1)
      .for('update');
    if (!check) return false;
    const now = new Date();
    await tx.update(forwardingChecks).set({ status: 'proven', provenAt: now }).where(eq(forwardingChecks.id, check.id));
    await tx.update(phoneNumbers).set({ forwardingProvenAt: now }).where(eq(phoneNumbers.id, check.phoneNumberId));
    return true;
  });
}

async function checkById(db: Db, id: number): Promise<ForwardingCheck | undefined> {
  const [check] = await db.select().from(forwardingChecks).where(eq(forwardingChecks.id, id));
  return check;
}

/** The number's latest check; one still ringing past the window is failed, here, when read. */
export async function latestCheck(db: Db, phoneNumberId: number): Promise<ForwardingCheck | null> {
  const [check] = await db.select().from(forwardingChecks).where(eq(forwardingChecks.phoneNumberId, phoneNumberId)).orderBy(desc(forwardingChecks.id)).limit(1);
  if (!check) return null;
  if (check.status === 'ringing' && Date.now() - check.createdAt.getTime() > RING_WINDOW_MS) {
    await db.update(forwardingChecks).set({ status: 'failed' }).where(and(eq(forwardingChecks.id, check.id), eq(forwardingChecks.status, 'ringing')));
    return (await checkById(db, check.id)) ?? null;
  }
  return check;
}

const POLL_MS = 250;

/** `listen`: waits (up to `listenMs`) for a ringing check to come back or fail; the database is read, so any process's webhook counts. */
export async function awaitCheck(db: Db, phoneNumberId: number, listenMs: number): Promise<ForwardingCheck | null> {
  const until = Date.now() + listenMs;
  let check = await latestCheck(db, phoneNumberId);
  while (check?.status === 'ringing' && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    check = await latestCheck(db, phoneNumberId);
  }
  return check;
}
