// A person's changes to one room (issue 19 points 3-4): resume the agent, switch it on or off, close
// and unarchive, rate. Each is one transaction: the room locked, changed, its 'conversation.updated'
// event written; a change that changes nothing writes nothing.
import { eq } from 'drizzle-orm';
import type { AccountRow } from '../auth/context';
import { conversations } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { roomUpdated, type RoomChange } from './events';
import { roomObjects, roomOf, roomViewOf, type RoomRow } from './rooms';

type RoomSet = Partial<Pick<RoomRow, 'aiAgentEnabled' | 'status' | 'archived' | 'rating' | 'handledById' | 'handledByName' | 'handledUntil'>>;

export interface Change {
  change: RoomChange;
  /** what to set, from the room as it is (null: nothing to change) */
  set: (room: RoomRow) => RoomSet | null;
  /** after the change, in its transaction (the audit entry) */
  then?: (tx: Db, before: RoomRow, after: RoomRow) => Promise<void>;
}

/** Applies `change` to the target's room; the room as the contract shows it afterwards. */
export async function changeRoom(db: Db, target: AccountRow, roomId: string, change: Change) {
  const id = await inTransaction(db, async (tx) => {
    const room = await roomOf(tx, target, roomId, { lock: true });
    const set = change.set(room);
    if (!set) return room.id;
    const [after] = await tx.update(conversations).set(set).where(eq(conversations.id, room.id)).returning();
    await roomUpdated(tx, after!, change.change);
    await change.then?.(tx, room, after!);
    return room.id;
  });
  const view = await roomViewOf(db, id);
  const [object] = await roomObjects(db, view.accountId, [view]);
  return object!;
}

export const NOT_HANDLED = { handledById: null, handledByName: null, handledUntil: null } as const;
