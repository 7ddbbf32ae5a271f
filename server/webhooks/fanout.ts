// Events → deliveries (issue 20 point 7, "one delivery per event per endpoint"). The events table is
// read after a cursor kept in the database (webhook_cursor), so the fan-out resumes where it stood
// after a restart and nothing is missed; the cursor row is locked for the batch, so several API
// processes take turns instead of racing; and a delivery's unique key (endpoint, event) makes a
// second fan-out of the same event write nothing. Each new delivery's job is sent in the same
// transaction as the delivery and the cursor's move: all three happen, or none.
//
// Why a cursor and not a job per event sent by recordEvent: every writer of events would then need
// the queue, and the outbox would depend on the webhooks. The cursor reads the outbox as the event
// stream does (server/events/hub.ts), woken by the same LISTEN/NOTIFY, with the same care for ids
// that commit out of order: a skipped id is kept in the cursor's `gaps` and looked for again until
// GAP_MS has passed (a transaction open that long is not waited for).
import { and, asc, eq, gt, inArray, lte, max, min, sql } from 'drizzle-orm';
import { events, webhookCursor, webhookDeliveries, webhooks } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import type { EventRow } from '../events/hub';
import type { Enqueue } from './deliver';
import { pluginCache } from './pluginOn';
import { callIdOf, matches, typesReceiving } from './types';

const CURSOR = 'events';
export const FANOUT_BATCH = 200;
export const GAP_MS = 10 * 60_000;
// a sequence jump (a crashed server's cached values) is no list of missing events
const MAX_GAPS = 1000;

/** The body every receiver gets for an event; the delivery id is also the Switchboard-Delivery header. */
export interface BodySource {
  id: number | null;
  accountId: number;
  payload: Record<string, unknown>;
  createdAt: Date;
}

export function deliveryBody(deliveryId: string, event: BodySource, type: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    id: deliveryId,
    type,
    eventId: event.id,
    accountId: event.accountId,
    createdAt: event.createdAt.toISOString(),
    ...extra,
    data: event.payload,
  });
}

async function startCursor(tx: Db): Promise<number> {
  // the first run starts just before the oldest endpoint: older events had nobody to go to
  const [oldest] = await tx.select({ at: min(webhooks.createdAt) }).from(webhooks);
  if (!oldest?.at) {
    const [last] = await tx.select({ id: max(events.id) }).from(events);
    return Number(last?.id ?? 0);
  }
  const [before] = await tx.select({ id: max(events.id) }).from(events).where(sql`${events.createdAt} < ${new Date(oldest.at.getTime() - 60_000)}`);
  return Number(before?.id ?? 0);
}

/** One event to every matching endpoint of its organization that existed when it happened. */
async function fan(tx: Db, row: EventRow, enqueue: Enqueue, pluginOn: (accountId: number) => Promise<boolean>): Promise<number> {
  const types = typesReceiving(row.type);
  if (!types.length) return 0;
  const targets = await tx
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.accountId, row.accountId), inArray(webhooks.type, types), lte(webhooks.createdAt, row.createdAt)));
  let made = 0;
  // plugin switched off: the delivery is written as not sent (the log says the event happened), and no job
  const on = targets.length > 0 && (await pluginOn(row.accountId));
  for (const webhook of targets) {
    if (!matches(webhook.type, row)) continue;
    const id = crypto.randomUUID();
    const active = on && webhook.status === 'active';
    const [inserted] = await tx
      .insert(webhookDeliveries)
      .values({
        id,
        webhookId: webhook.id,
        accountId: row.accountId,
        eventId: row.id,
        eventType: row.type,
        kind: 'event',
        callId: callIdOf(row.payload),
        body: deliveryBody(id, row, row.type),
        state: active ? 'pending' : 'skipped',
        finishedAt: active ? null : new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: webhookDeliveries.id });
    if (!inserted) continue;
    made++;
    if (active) await enqueue(tx, inserted.id);
  }
  return made;
}

/** Fans out every event committed since the last run; returns how many deliveries it made. */
export async function fanOutEvents(db: Db, enqueue: Enqueue, nowMs = Date.now()): Promise<number> {
  let made = 0;
  for (let more = true; more; ) {
    more = false;
    made += await inTransaction(db, async (tx) => {
      const locked = () => tx.select().from(webhookCursor).where(eq(webhookCursor.id, CURSOR)).for('update');
      let [cursor] = await locked();
      if (!cursor) {
        await tx.insert(webhookCursor).values({ id: CURSOR, lastId: await startCursor(tx) }).onConflictDoNothing();
        [cursor] = await locked();
      }
      let lastId = Number(cursor!.lastId);
      const gaps = new Map(Object.entries(cursor!.gaps).map(([id, at]) => [Number(id), at]));
      let count = 0;
      const pluginOn = pluginCache(tx);
      for (const [id, since] of gaps) if (nowMs - since > GAP_MS) gaps.delete(id);
      if (gaps.size) {
        const found = await tx.select().from(events).where(inArray(events.id, [...gaps.keys()]));
        for (const row of found) {
          gaps.delete(row.id);
          count += await fan(tx, row, enqueue, pluginOn);
        }
      }
      const rows = await tx.select().from(events).where(gt(events.id, lastId)).orderBy(asc(events.id)).limit(FANOUT_BATCH);
      for (const row of rows) {
        for (let id = lastId + 1; id < row.id && gaps.size < MAX_GAPS; id++) gaps.set(id, nowMs);
        lastId = row.id;
        count += await fan(tx, row, enqueue, pluginOn);
      }
      await tx.update(webhookCursor).set({ lastId, gaps: Object.fromEntries(gaps) }).where(eq(webhookCursor.id, CURSOR));
      more = rows.length === FANOUT_BATCH;
      return count;
    });
  }
  return made;
}
