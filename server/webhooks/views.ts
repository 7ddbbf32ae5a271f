// What the API answers for an endpoint, a delivery and an attempt. The secret is never in these: it
// is answered once, by create and rotate.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { webhookAttempts, webhookDeliveries, webhooks } from '../db/schema';
import type { Db } from '../db/store';
import { fail } from '../http';
import { isUuid } from '../../src/shared/validation';
import type { WebhookRow } from './alert';
import type { DeliveryRow } from './deliver';
import { DELIVERY_NOT_FOUND, WEBHOOK_NOT_FOUND } from './messages';

type AttemptRow = typeof webhookAttempts.$inferSelect;
const iso = (d: Date | null) => d?.toISOString() ?? null;

export function webhookObject(row: WebhookRow, last?: DeliveryRow | null) {
  return {
    id: row.id,
    url: row.url,
    label: row.label,
    type: row.type,
    status: row.status,
    disabledAt: iso(row.disabledAt),
    disabledReason: row.disabledReason,
    failingSince: iso(row.failingSince),
    previousSecretUntil: iso(row.previousSecretUntil),
    createdAt: row.createdAt.toISOString(),
    lastDelivery: last ? { id: last.id, state: last.state, status: last.lastStatus, at: last.createdAt.toISOString() } : null,
  };
}

export function deliveryObject(row: DeliveryRow) {
  return {
    id: row.id,
    webhookId: row.webhookId,
    eventId: row.eventId,
    eventType: row.eventType,
    kind: row.kind,
    replayOf: row.replayOf,
    callId: row.callId,
    state: row.state,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    nextAttemptAt: iso(row.nextAttemptAt),
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
  };
}

export function attemptObject(row: AttemptRow) {
  return {
    number: row.number,
    startedAt: row.startedAt.toISOString(),
    requestHeaders: row.requestHeaders,
    responseStatus: row.responseStatus,
    responseExcerpt: row.responseExcerpt,
    error: row.error,
    latencyMs: row.latencyMs,
    ok: row.ok,
  };
}

export async function listWebhooks(db: Db, accountId: number) {
  const rows = await db.select().from(webhooks).where(eq(webhooks.accountId, accountId)).orderBy(desc(webhooks.createdAt)).limit(100);
  if (!rows.length) return [];
  // the newest delivery of each, one query
  const last = await db
    .selectDistinctOn([webhookDeliveries.webhookId])
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.webhookId, rows.map((r) => r.id)))
    .orderBy(webhookDeliveries.webhookId, desc(webhookDeliveries.createdAt));
  const byId = new Map(last.map((d) => [d.webhookId, d]));
  return rows.map((row) => webhookObject(row, byId.get(row.id) ?? null));
}

export async function findWebhook(db: Db, accountId: number, id: string): Promise<WebhookRow> {
  const [row] = isUuid(id) ? await db.select().from(webhooks).where(and(eq(webhooks.id, id), eq(webhooks.accountId, accountId))) : [];
  if (!row) fail(404, WEBHOOK_NOT_FOUND);
  return row;
}

export async function findDelivery(db: Db, accountId: number, id: string): Promise<DeliveryRow> {
  const [row] = isUuid(id)
    ? await db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.accountId, accountId)))
    : [];
  if (!row) fail(404, DELIVERY_NOT_FOUND);
  return row;
}

export async function attemptsOf(db: Db, deliveryIds: string[]) {
  if (!deliveryIds.length) return new Map<string, ReturnType<typeof attemptObject>[]>();
  const rows = await db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, deliveryIds)).orderBy(webhookAttempts.number);
  const map = new Map<string, ReturnType<typeof attemptObject>[]>();
  for (const row of rows) map.set(row.deliveryId, [...(map.get(row.deliveryId) ?? []), attemptObject(row)]);
  return map;
}

/** A page of deliveries with every attempt of each: the delivery log. */
export async function deliveryLog(db: Db, where: ReturnType<typeof and>, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(webhookDeliveries).where(where).orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(webhookDeliveries).where(where),
  ]);
  const attempts = await attemptsOf(db, rows.map((r) => r.id));
  return {
    deliveries: rows.map((row) => ({ ...deliveryObject(row), body: row.body, attemptLog: attempts.get(row.id) ?? [] })),
    total: total?.n ?? 0,
  };
}
