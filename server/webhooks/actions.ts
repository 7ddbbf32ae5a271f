// What a person does to an endpoint besides create and delete: replay one delivery or every failed
// one since a date (a new delivery each, re-signed when sent, marked with the delivery it replays),
// send a test (the account's latest real event of that type, else a sample), rotate the secret,
// switch it back on.
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { events, webhookDeliveries, webhooks } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import type { WebhookRow } from './alert';
import type { DeliveryRow, Enqueue } from './deliver';
import { deliveryBody } from './fanout';
import { newSecret, ROTATION_GRACE_MS } from './sign';
import { eventTypesOf, samplePayload } from './types';

/** States a "replay failed" picks up: exhausted, or never sent because the endpoint was off. */
export const FAILED_STATES = ['exhausted', 'skipped'];
export const MAX_REPLAY = 1000;

async function replayIn(tx: Db, original: DeliveryRow, enqueue: Enqueue): Promise<DeliveryRow> {
  const id = crypto.randomUUID();
  const body = JSON.stringify({ ...(JSON.parse(original.body) as object), id, replayOf: original.id });
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({
      id,
      webhookId: original.webhookId,
      accountId: original.accountId,
      eventId: original.eventId,
      eventType: original.eventType,
      kind: 'replay',
      replayOf: original.id,
      callId: original.callId,
      body,
    })
    .returning();
  await enqueue(tx, id);
  return row!;
}

export function replayOne(db: Db, original: DeliveryRow, enqueue: Enqueue): Promise<DeliveryRow> {
  return inTransaction(db, (tx) => replayIn(tx, original, enqueue));
}

/** Replays the failed event deliveries created since `since` (at most MAX_REPLAY, oldest first). */
export function replayFailedSince(db: Db, webhook: WebhookRow, since: Date, enqueue: Enqueue): Promise<DeliveryRow[]> {
  return inTransaction(db, async (tx) => {
    const failed = await tx
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.webhookId, webhook.id), inArray(webhookDeliveries.state, FAILED_STATES), gte(webhookDeliveries.createdAt, since), eq(webhookDeliveries.kind, 'event')))
      .orderBy(webhookDeliveries.createdAt)
      .limit(MAX_REPLAY);
    const made: DeliveryRow[] = [];
    for (const row of failed) made.push(await replayIn(tx, row, enqueue));
    return made;
  });
}

export function sendTest(db: Db, webhook: WebhookRow, enqueue: Enqueue): Promise<DeliveryRow> {
  return inTransaction(db, async (tx) => {
    const types = [...eventTypesOf(webhook.type)];
    const [latest] = await tx
      .select()
      .from(events)
      .where(and(eq(events.accountId, webhook.accountId), inArray(events.type, types)))
      .orderBy(desc(events.id))
      .limit(1);
    const id = crypto.randomUUID();
    const eventType = latest?.type ?? types[0]!;
    const source = latest ?? { id: null, accountId: webhook.accountId, payload: samplePayload(eventType), createdAt: new Date() };
    const body = deliveryBody(id, source, eventType, latest ? { test: true } : { test: true, sample: true });
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({ id, webhookId: webhook.id, accountId: webhook.accountId, eventId: latest?.id ?? null, eventType, kind: 'test', body })
      .returning();
    await enqueue(tx, id);
    return row!;
  });
}

export async function rotateSecret(db: Db, webhook: WebhookRow, nowMs: number): Promise<{ webhook: WebhookRow; secret: string }> {
  const secret = newSecret();
  const [row] = await db
    .update(webhooks)
    .set({ secret, previousSecret: webhook.secret, previousSecretUntil: new Date(nowMs + ROTATION_GRACE_MS) })
    .where(eq(webhooks.id, webhook.id))
    .returning();
  return { webhook: row!, secret };
}

export async function enable(db: Db, webhook: WebhookRow): Promise<WebhookRow> {
  const [row] = await db
    .update(webhooks)
    .set({ status: 'active', disabledAt: null, disabledReason: null, failingSince: null, exhaustedInRow: 0 })
    .where(eq(webhooks.id, webhook.id))
    .returning();
  return row!;
}
