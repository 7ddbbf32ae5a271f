// Shared by the webhooks server tests: run the fan-out and the due delivery jobs as a worker would,
// move waiting retries to now (the test clock), and read deliveries and attempts from the tables.
import { desc, eq, sql } from 'drizzle-orm';
import { webhookAttempts, webhookDeliveries } from '../../server/db/schema';
import type { TestServer } from '../../server/testing/index';
import { fanoutJob } from '../../server/webhooks/jobs';

/** Fans out what is new and runs every delivery job due now. */
export async function deliverNow(server: TestServer): Promise<number> {
  await server.jobs.send(fanoutJob, {});
  return server.jobs.drain({ names: ['webhooks.fanout', 'webhooks.deliver'] });
}

/** The test clock: every waiting delivery retry becomes due now; then they run. */
export async function retriesDue(server: TestServer): Promise<number> {
  await server.db.db.execute(sql`UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE name = 'webhooks.deliver' AND state IN ('created', 'retry')`);
  return deliverNow(server);
}

export async function deliveriesOf(server: TestServer, webhookId: string) {
  return server.db.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId)).orderBy(desc(webhookDeliveries.createdAt));
}

export async function attemptsOf(server: TestServer, deliveryId: string) {
  return server.db.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, deliveryId)).orderBy(webhookAttempts.number);
}
