// One attempt of one delivery, as a job runs it: sign the stored body with a fresh timestamp, POST it
// (send.ts), and record the attempt, the delivery's next step (succeeded, retried later, exhausted)
// and the endpoint's failure streak in one transaction, with the retry's job sent in it. A second run
// of the same attempt (a job re-run after a crash) finds the attempt count moved and records nothing.
import { and, eq } from 'drizzle-orm';
import { webhookAttempts, webhookDeliveries, webhooks } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import type { EmailProvider } from '../providers/email';
import { alertOwner, type WebhookRow } from './alert';
import { disabledAfterExhausted, disabledAfterHours } from './messages';
import { webhooksOnFor } from './pluginOn';
import { nextDelayS, switchOff } from './schedule';
import { postOnce, TIMEOUT_MS } from './send';
import { SIGNATURE_HEADER, signatureHeader } from './sign';

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Sends the job that makes the delivery's next attempt, in `tx` (the queue's, or a test's). */
export type Enqueue = (tx: Db, deliveryId: string, startAfter?: Date) => Promise<void>;

export interface DeliverDeps {
  db: Db;
  email: EmailProvider;
  enqueue: Enqueue;
  now(): number;
  timeoutMs?: number;
}

export function deliveryHeaders(webhook: WebhookRow, delivery: DeliveryRow, attempt: number, nowMs: number): Record<string, string> {
  const secrets = [webhook.secret];
  if (webhook.previousSecret && webhook.previousSecretUntil && webhook.previousSecretUntil.getTime() > nowMs) secrets.push(webhook.previousSecret);
  return {
    'content-type': 'application/json',
    'user-agent': 'Switchboard-Webhooks/1',
    'switchboard-delivery': delivery.id,
    'switchboard-event': delivery.eventType,
    ...(delivery.eventId !== null ? { 'switchboard-event-id': String(delivery.eventId) } : {}),
    ...(delivery.replayOf ? { 'switchboard-replay-of': delivery.replayOf } : {}),
    ...(delivery.kind === 'test' ? { 'switchboard-test': 'true' } : {}),
    'switchboard-attempt': String(attempt),
    [SIGNATURE_HEADER.toLowerCase()]: signatureHeader(secrets, Math.floor(nowMs / 1000), delivery.body),
  };
}

/** A test is tried once: its result is for the person who clicked. */
const RETRIES = (kind: string) => kind !== 'test';

export async function attemptDelivery(deps: DeliverDeps, deliveryId: string): Promise<void> {
  const { db } = deps;
  const [found] = await db
    .select({ delivery: webhookDeliveries, webhook: webhooks })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!found || found.delivery.state !== 'pending') return;
  const { delivery, webhook } = found;
  // a retry (or a fan-out) from before the endpoint or the organization's plugin was switched off
  if (webhook.status !== 'active' || !(await webhooksOnFor(db, delivery.accountId))) {
    await db.update(webhookDeliveries).set({ state: 'skipped', finishedAt: new Date(deps.now()), nextAttemptAt: null })
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.state, 'pending')));
    return;
  }
  const number = delivery.attempts + 1;
  const startedMs = deps.now();
  const headers = deliveryHeaders(webhook, delivery, number, startedMs);
  const outcome = await postOnce(webhook.url, headers, delivery.body, {
    timeoutMs: deps.timeoutMs ?? TIMEOUT_MS,
    allowPrivate: webhook.allowPrivate && process.env.NODE_ENV !== 'production',
  });
  const nowMs = deps.now();
  const delay = outcome.ok || !RETRIES(delivery.kind) ? null : nextDelayS(number);
  const state = outcome.ok ? 'succeeded' : delay !== null ? 'pending' : 'exhausted';
  const switchedOff = await inTransaction(db, async (tx) => {
    const moved = await tx
      .update(webhookDeliveries)
      .set({
        attempts: number,
        state,
        lastStatus: outcome.status,
        nextAttemptAt: delay === null ? null : new Date(nowMs + delay * 1000),
        finishedAt: state === 'pending' ? null : new Date(nowMs),
      })
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.attempts, delivery.attempts), eq(webhookDeliveries.state, 'pending')))
      .returning({ id: webhookDeliveries.id });
    if (!moved.length) return null;
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      number,
      startedAt: new Date(startedMs),
      requestHeaders: headers,
      responseStatus: outcome.status,
      responseExcerpt: outcome.excerpt,
      error: outcome.error,
      latencyMs: outcome.latencyMs,
      ok: outcome.ok,
    });
    if (delay !== null) await deps.enqueue(tx, delivery.id, new Date(nowMs + delay * 1000));
    // a test says nothing about the endpoint's health
    return delivery.kind === 'test' ? null : updateStreak(tx, webhook.id, outcome.ok, state === 'exhausted', nowMs);
  });
  if (switchedOff) await alertOwner(db, deps.email, switchedOff.webhook, switchedOff.reason);
}

/** The endpoint's failure streak after an attempt; switches it off when the streak says so. */
async function updateStreak(tx: Db, webhookId: string, ok: boolean, exhausted: boolean, nowMs: number) {
  const [webhook] = await tx.select().from(webhooks).where(eq(webhooks.id, webhookId)).for('update');
  if (!webhook) return null;
  if (ok) {
    await tx.update(webhooks).set({ failingSince: null, exhaustedInRow: 0 }).where(eq(webhooks.id, webhookId));
    return null;
  }
  const failingSince = webhook.failingSince ?? new Date(nowMs);
  const exhaustedInRow = webhook.exhaustedInRow + (exhausted ? 1 : 0);
  const off = webhook.status === 'active' ? switchOff(failingSince, exhaustedInRow, nowMs) : null;
  const reason = off ? (off.reason === 'failing' ? disabledAfterHours(off.hours) : disabledAfterExhausted(off.count)) : null;
  const [updated] = await tx
    .update(webhooks)
    .set({ failingSince, exhaustedInRow, ...(reason ? { status: 'disabled', disabledAt: new Date(nowMs), disabledReason: reason } : {}) })
    .where(eq(webhooks.id, webhookId))
    .returning();
  if (!reason) return null;
  // what was still waiting for a retry is not sent to a switched-off endpoint
  await tx
    .update(webhookDeliveries)
    .set({ state: 'skipped', nextAttemptAt: null, finishedAt: new Date(nowMs) })
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.state, 'pending')));
  return { webhook: updated!, reason };
}

