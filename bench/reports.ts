// Scheduled reports (issue 10 point 15) on the real server over HTTP (in-memory PGlite, or
// TEST_DATABASE_URL): the first "send now" (it loads the PDF renderer), then p50/p95 of "send now"
// for one recipient (the org's eight default metrics over the seeded calls, the PDF rendered, one
// message into the mail outbox), and the PDF's size. Prints JSON lines.
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../server/db/schema';
import { signInByEmail, startTestServer } from '../server/testing/index';
import { measurer } from './measure';

const print = (metric: string, values: Record<string, number>) => console.log(JSON.stringify({ bench: 'reports', metric, ...values }));
const measure = measurer(print);

const server = await startTestServer({ staticDir: null });
const acme = server.seeded.orgs.acme;
const token = await signInByEmail(server.url, 'owner@acme.example');
const created = await fetch(`${server.url}/api/v2/reportSchedules?token=${token}`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ frequency: 'weekly', day: 1, hour: 8, recipients: [acme], dateFilter: 'last 90 days' }),
});
const { schedule } = (await created.json()) as { schedule: { id: string } };
const send = () => fetch(`${server.url}/api/v2/reportSchedules/${schedule.id}/send?token=${token}`, { method: 'POST' });
const delivered = (body: { deliveries?: { status: string }[] }) => body.deliveries?.length === 1 && body.deliveries[0]!.status === 'stored';

const t0 = performance.now();
if (!delivered(await (await send()).json())) throw new Error('the first report was not delivered');
print('first_send_now_ms', { value: +(performance.now() - t0).toFixed(1) });
await measure('send_now_one_recipient_ms', () => send(), delivered, 30);
const [last] = await server.db.db.select({ size: mailOutbox.attachmentSize }).from(mailOutbox).where(eq(mailOutbox.accountId, acme)).orderBy(desc(mailOutbox.id)).limit(1);
print('pdf_kb', { value: +((last?.size ?? 0) / 1024).toFixed(1) });
await server.close();
