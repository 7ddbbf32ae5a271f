// Buying, assigning and releasing a number. The phone_numbers unique indexes decide every race: a
// number has one live row across the platform (so it cannot be bought twice, even by two API
// processes at once), and an agent one live number. A purchase claims the number first (a pending
// row, committed), then asks the carrier, then activates it with its event in one transaction, so no
// transaction is held open across the carrier's network call.
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { phoneNumbers } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { recordEvent } from '../events/record';
import { fail, HttpError } from '../http';
import { sqlState } from '../kit/databaseErrors';
import { CarrierError, type Carrier } from '../providers/carrier';
import type { OwnedNumber } from '../providers/carrier/types';
import { CARRIER_FAILED, CARRIER_INVALID, NUMBER_NOT_FOUND, NUMBER_RELEASED, NUMBER_TAKEN, NUMBER_UNAVAILABLE } from './messages';
import type { NumberScope } from './scope';

export type NumberRow = typeof phoneNumbers.$inferSelect;

/** A purchase that died between its claim and the carrier's answer stops holding the number after this. */
const STALE_CLAIM_MS = 10 * 60 * 1000;

const live = ne(phoneNumbers.status, 'released');

/** A unique-index race lost: the number (or the agent) is already held. */
function takenOr(error: unknown): never {
  if (sqlState(error) === '23505') fail(409, NUMBER_TAKEN);
  throw error;
}

/** The carrier's refusals as the contract's errors; nothing of the carrier's own message leaks. */
export function carrierFailure(error: unknown): never {
  if (error instanceof HttpError) throw error;
  if (error instanceof CarrierError) {
    if (error.code === 'unavailable') fail(409, NUMBER_UNAVAILABLE);
    if (error.code === 'invalid') fail(400, CARRIER_INVALID);
  }
  fail(502, CARRIER_FAILED);
}

const owned = (row: NumberRow): OwnedNumber => ({ number: row.number, sid: row.carrierSid, voice: row.voice, sms: row.sms });

/** Gives `agentId` this number (null: unassigned); the agent's previous number stays the organization's, unassigned. */
async function setAgent(tx: Db, row: NumberRow, agentId: number | null): Promise<NumberRow> {
  if (agentId !== null) {
    const freed = await tx
      .update(phoneNumbers)
      .set({ agentAccountId: null })
      .where(and(eq(phoneNumbers.agentAccountId, agentId), ne(phoneNumbers.id, row.id), live))
      .returning();
    for (const other of freed) await assignedEvent(tx, other);
  }
  const [updated] = await tx.update(phoneNumbers).set({ agentAccountId: agentId }).where(eq(phoneNumbers.id, row.id)).returning();
  await assignedEvent(tx, updated!);
  return updated!;
}

function assignedEvent(tx: Db, row: NumberRow) {
  return recordEvent(tx, {
    type: 'number.assigned',
    accountId: row.accountId,
    agentId: row.agentAccountId,
    resellerId: row.resellerId,
    partnerId: row.partnerId,
    payload: { id: row.id, number: row.number, agentAccountId: row.agentAccountId, source: row.source, carrier: row.carrier },
  });
}

export interface NewNumber {
  number: string;
  country: string;
  agentId: number | null;
}

/** Claims the number (409 when it is held), buys it from the carrier, and activates it for the agent. */
export async function buyNumber(db: Db, carrier: Carrier, scope: NumberScope, wanted: NewNumber): Promise<NumberRow> {
  await db
    .delete(phoneNumbers)
    .where(
      and(
        eq(phoneNumbers.number, wanted.number),
        eq(phoneNumbers.status, 'pending'),
        eq(phoneNumbers.source, 'bought'),
        lt(phoneNumbers.createdAt, new Date(Date.now() - STALE_CLAIM_MS)),
      ),
    );
  const [claim] = await db
    .insert(phoneNumbers)
    .values({ ...scope, number: wanted.number, country: wanted.country, carrier: carrier.info.kind, source: 'bought', status: 'pending' })
    .returning()
    .catch(takenOr);
  let bought: OwnedNumber;
  try {
    bought = await carrier.buy(wanted.number);
  } catch (error) {
    await db.delete(phoneNumbers).where(eq(phoneNumbers.id, claim!.id));
    carrierFailure(error);
  }
  try {
    return await inTransaction(db, async (tx) => {
      const [active] = await tx
        .update(phoneNumbers)
        .set({ status: 'active', carrierSid: bought.sid, voice: bought.voice, sms: bought.sms })
        .where(eq(phoneNumbers.id, claim!.id))
        .returning();
      return setAgent(tx, active!, wanted.agentId);
    });
  } catch (error) {
    // the number is ours at the carrier but not recorded: give it back rather than pay for it unseen
    await carrier.release(bought).catch(() => undefined);
    await db.delete(phoneNumbers).where(eq(phoneNumbers.id, claim!.id));
    return takenOr(error);
  }
}

/** Records a brought number whose code was proven, active for the agent. */
export async function addBroughtNumber(db: Db, carrier: Carrier, scope: NumberScope, wanted: NewNumber): Promise<NumberRow> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(phoneNumbers)
      .values({ ...scope, number: wanted.number, country: wanted.country, carrier: carrier.info.kind, source: 'byo', status: 'active' })
      .returning();
    return setAgent(tx, row!, wanted.agentId);
  }).catch(takenOr);
}

/** One live or released number of the organization, or 404. */
export async function numberOf(db: Db, scope: NumberScope, id: number): Promise<NumberRow> {
  const [row] = await db
    .select()
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.id, id), eq(phoneNumbers.accountId, scope.accountId)));
  if (!row || row.status === 'pending') fail(404, NUMBER_NOT_FOUND);
  return row;
}

export async function reassign(db: Db, row: NumberRow, agentId: number | null): Promise<NumberRow> {
  if (row.status === 'released') fail(409, NUMBER_RELEASED);
  return inTransaction(db, (tx) => setAgent(tx, row, agentId)).catch(takenOr);
}

/** Gives the number back to the carrier and keeps its row, released, for the history. */
export async function releaseNumber(db: Db, carrier: Carrier, row: NumberRow): Promise<NumberRow> {
  if (row.status === 'released') fail(409, NUMBER_RELEASED);
  if (row.source === 'bought') {
    // 'unavailable': the carrier no longer has it for us, which is what releasing wants
    await carrier.release(owned(row)).catch((error) => {
      if (!(error instanceof CarrierError && error.code === 'unavailable')) carrierFailure(error);
    });
  }
  return inTransaction(db, async (tx) => {
    const [released] = await tx
      .update(phoneNumbers)
      .set({ status: 'released', releasedAt: sql`now()`, agentAccountId: null })
      .where(and(eq(phoneNumbers.id, row.id), live))
      .returning();
    if (!released) fail(409, NUMBER_RELEASED);
    await recordEvent(tx, {
      type: 'number.released',
      accountId: released.accountId,
      agentId: row.agentAccountId,
      resellerId: released.resellerId,
      partnerId: released.partnerId,
      payload: { id: released.id, number: released.number, agentAccountId: row.agentAccountId },
    });
    return released;
  });
}
