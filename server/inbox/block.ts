// Blocking an outside number (issue 19 points 4 and 6): per organization, for every room with that
// number. Its messages are still received and kept (flagged, counted on the room, never shown nor
// answered: inbound.ts), and nothing can be sent to it until it is unblocked. `targetUsername` is
// the room's id or the number itself.
import { and, eq } from 'drizzle-orm';
import type { AccountRow } from '../auth/context';
import { conversations, inboxBlockedNumbers } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { fail } from '../http';
import type { RecordAudit } from '../kit/defineRoute';
import { scopeOf } from '../numbers/scope';
import { isE164, normalizePhone } from '../../src/shared/validation';
import { BLOCK_TARGET_UNKNOWN } from './constants';
import { roomUpdated } from './events';
import { roomOf, roomsOfTarget } from './rooms';
import { isBlockedNumber } from './send';

/** The outside number `id` names: a room of the target (404 otherwise) or an E.164 number. */
export async function blockedNumberOf(db: Db, target: AccountRow, id: string): Promise<string> {
  if (isE164(id)) return normalizePhone(id);
  try {
    return (await roomOf(db, target, id)).externalNumber;
  } catch (error) {
    if (/^[0-9a-f-]{36}$/i.test(id)) throw error;
    fail(400, BLOCK_TARGET_UNKNOWN);
  }
}

export async function isBlocked(db: Db, target: AccountRow, id: string): Promise<boolean> {
  return isBlockedNumber(db, scopeOf(target).accountId, await blockedNumberOf(db, target, id));
}

export async function setBlocked(db: Db, target: AccountRow, caller: AccountRow, audit: RecordAudit, id: string, blocked: boolean): Promise<boolean> {
  const number = await blockedNumberOf(db, target, id);
  const { accountId } = scopeOf(target);
  await inTransaction(db, async (tx) => {
    const changed = blocked
      ? await tx.insert(inboxBlockedNumbers).values({ accountId, number, blockedById: caller.id }).onConflictDoNothing().returning()
      : await tx.delete(inboxBlockedNumbers).where(and(eq(inboxBlockedNumbers.accountId, accountId), eq(inboxBlockedNumbers.number, number))).returning();
    if (changed.length === 0) return;
    const rooms = await tx.select().from(conversations).where(and(roomsOfTarget(target), eq(conversations.externalNumber, number)));
    for (const room of rooms) await roomUpdated(tx, room, 'blocked', { blocked });
    await audit({ action: blocked ? 'conversation.blocked' : 'conversation.unblocked', after: { number, roomIds: rooms.map((r) => r.id) } }, tx);
  });
  return blocked;
}

