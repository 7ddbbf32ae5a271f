// The outbox's only writer. Call it with the transaction that makes the change, so the event exists
// exactly when the change does (a rolled-back change leaves no event, a committed one always has
// its event). Listeners in other processes are woken by the stream's LISTEN/NOTIFY (server/events/).
import { sql } from 'drizzle-orm';
import { events } from '../db/schema';
import type { Db } from '../db/store';
import type { NewEvent } from './types';

/** The LISTEN/NOTIFY channel; the payload is the new event's id. */
export const EVENTS_CHANNEL = 'switchboard_events';

export async function recordEvent(tx: Db, event: NewEvent): Promise<number> {
  const [row] = await tx
    .insert(events)
    .values({
      type: event.type,
      accountId: event.accountId,
      agentId: event.agentId ?? null,
      resellerId: event.resellerId ?? null,
      partnerId: event.partnerId ?? null,
      payload: event.payload,
    })
    .returning({ id: events.id });
  // delivered at commit, never for a rolled-back change: wakes the streams of every API process
  await tx.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${String(row!.id)})`);
  return row!.id;
}
