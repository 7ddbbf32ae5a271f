// Deliveries and retries run on the durable queue (server/jobs/): one `webhooks.deliver` job per
// attempt, sent in the transaction that made the delivery (fan-out) or recorded the failed attempt
// before it (with startAfter = the retry's time); `webhooks.fanout` every minute catches up on events
// a process's LISTEN missed (the listener in fanoutListener.ts is the fast path).
import { defineJob, type JobContext } from '../jobs/define';
import type { Enqueue } from './deliver';
import { attemptDelivery } from './deliver';
import { fanOutEvents } from './fanout';
import { TIMEOUT_MS } from './send';

export interface DeliverData {
  deliveryId: string;
}

type Sender = Pick<JobContext, 'jobs'>['jobs'];

/** Sends a delivery's next attempt through the queue, in `tx`. */
export function enqueueWith(jobs: Sender): Enqueue {
  return async (tx, deliveryId, startAfter) => {
    await jobs.send(deliverJob, { deliveryId }, { tx, startAfter });
  };
}

/** WEBHOOK_TIMEOUT_MS: how long a receiver may take to answer (default 10 s). */
export function timeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.WEBHOOK_TIMEOUT_MS);
  return Number.isInteger(value) && value > 0 ? value : TIMEOUT_MS;
}

export const deliverJob = defineJob<DeliverData>({
  name: 'webhooks.deliver',
  // a failed receiver is not a failed job (deliver.ts schedules its own retries); these retries are
  // for a run cut by a crash or a database error
  retryLimit: 3,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
  // each mostly waits on a receiver (up to WEBHOOK_TIMEOUT_MS): a worker sends several at once
  batchSize: 10,
  run: (ctx, data) => attemptDelivery({ db: ctx.db, email: ctx.email, enqueue: enqueueWith(ctx.jobs), now: ctx.now, timeoutMs: timeoutMs() }, data.deliveryId),
});

export const fanoutJob = defineJob<Record<string, never>>({
  name: 'webhooks.fanout',
  cron: '* * * * *',
  retryLimit: 0,
  async run(ctx) {
    await fanOutEvents(ctx.db, enqueueWith(ctx.jobs), ctx.now());
  },
});
