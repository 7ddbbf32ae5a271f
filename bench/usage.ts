// stats/usage over 90 days (issue 22 "Tests and figures"): Acme with a busy org's volume — BENCH_USAGE_CALLS
// calls over 90 days (default 200,000; their hourly roll-ups are what usage reads), message and token
// counters every day, 25 numbers bought and released along the way — then GET /api/v2/stats/usage over
// the 90 days (priced, by day and by week) and the billing period, timed over HTTP on the real server
// (in-memory PGlite, or TEST_DATABASE_URL). Prints JSON lines: the row counts, then p50/p95 per query.
import { sql } from 'drizzle-orm';
import { meterUsage } from '../server/billing/meter';
import { phoneNumbers } from '../server/db/schema';
import { signInByEmail, startTestServer } from '../server/testing/index';
import { acmeCallOrg, bulkLoadCalls } from './loadFixture';
import { measurer } from './measure';

const CALLS = Number(process.env.BENCH_USAGE_CALLS ?? 200_000);
const driver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const line = (metric: string, data: Record<string, unknown>) => console.log(JSON.stringify({ bench: 'usage', driver, metric, ...data }));
const measure = measurer((metric, values) => line(metric, values));

const server = await startTestServer({ staticDir: null });
const db = server.db.db;
const org = acmeCallOrg(server.seeded);
const now = Date.now();
const DAY = 86_400_000;
const t0 = performance.now();
await bulkLoadCalls(db, org, CALLS, now);
for (let d = 0; d < 90; d++) {
  const at = new Date(now - d * DAY);
  await meterUsage(db, org.accountId, 'tokens', 150_000 + d * 1_000, at);
  await meterUsage(db, org.accountId, 'inbound-message', 400 + d, at);
  await meterUsage(db, org.accountId, 'outbound-message', 380 + d, at);
}
for (let n = 0; n < 25; n++) {
  const createdAt = new Date(now - (90 - n * 3) * DAY);
  await db.insert(phoneNumbers).values({ number: `+1555888${String(n).padStart(4, '0')}`, accountId: org.accountId, carrier: 'demo', source: 'bought', status: 'active', createdAt, releasedAt: n % 5 === 0 ? new Date(createdAt.getTime() + 30 * DAY) : null });
}
const count = async (table: string) =>
  Number(((await db.execute(sql.raw(`select count(*)::int as n from ${table} where account_id = ${org.accountId}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n);
line('seed_s', { value: +((performance.now() - t0) / 1000).toFixed(1) });
line('rows', { calls: await count('calls'), call_rollups: await count('call_rollups'), usage_counters: await count('usage_counters'), phone_numbers: await count('phone_numbers') });

const token = await signInByEmail(server.url, 'reseller@example.com');
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const usage = (query: Record<string, string>) => () => fetch(`${server.url}/api/v2/stats/usage?${new URLSearchParams({ token, targetAccountId: String(org.accountId), ...query })}`);
const window = { startDate: day(now - 89 * DAY), endDate: day(now) };
const fullWindow = (body: { usage: unknown[]; totals: { voice: number } }) => body.usage.length === 90 && body.totals.voice > 0;
await measure('usage_90_days_by_day', usage(window), fullWindow, 100);
await measure('usage_90_days_by_week', usage({ ...window, frequency: 'week' }), (b) => b.usage.length >= 13, 100);
await measure('usage_billing_period', usage({ billingPeriod: 'true' }), (b) => b.usage.length >= 28, 100);
await server.close();
