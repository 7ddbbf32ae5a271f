// Issue 19's second figure: a text from the carrier until the owner's open inbox has it, at the
// server's edge: from the Demo carrier's webhook (POST /dev/carrier/sms, as a carrier calls it) until
// the owner's event stream (the one every open inbox tab listens to) delivers its `message.in`. The
// browser's render after that is not counted. On the real server over HTTP (in-memory PGlite, or
// TEST_DATABASE_URL's PostgreSQL); distinct callers, so no flood limit applies. Prints JSON lines.
import { phoneNumbers } from '../server/db/schema';
import { signInByEmail, startTestServer } from '../server/testing/index';
import { EVENTS_STREAM_PATH } from '../src/shared/events';
import { openStream } from '../tests/server/eventStream';

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const driver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const pct = (times: number[], p: number) => +[...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);

const server = await startTestServer({ staticDir: null });
const { orgs, agents } = server.seeded;
const to = '+15550009998';
await server.db.db.insert(phoneNumbers).values({ number: to, accountId: orgs.acme, agentAccountId: agents.acme[0], carrier: 'demo', source: 'bought', status: 'active' });
const token = await signInByEmail(server.url, 'owner@acme.example');
const stream = await openStream(`${server.url}${EVENTS_STREAM_PATH}`, { authorization: `Bearer ${token}` });
const caller = (i: number) => `+1555${String(7_000_000 + i).padStart(7, '0')}`;

const seen: number[] = [];
const answered: number[] = [];
for (let i = -3; i < RUNS; i++) {
  const text = `Inbox bench ${i}`;
  const started = performance.now();
  const arrived = stream.waitFor((e) => e.data?.type === 'message.in' && JSON.stringify(e.data).includes(text), 15_000).then(() => performance.now() - started);
  const response = await fetch(`${server.url}/dev/carrier/sms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ from: caller(i + 3), to, text }) });
  if (!response.ok) throw new Error(`carrier webhook: ${response.status}`);
  const done = performance.now() - started;
  const took = await arrived;
  if (i >= 0) {
    seen.push(took);
    answered.push(done);
  }
}
console.log(JSON.stringify({ bench: 'inbox-live', driver, metric: 'carrier_to_stream_ms', runs: RUNS, p50: pct(seen, 50), p95: pct(seen, 95) }));
console.log(JSON.stringify({ bench: 'inbox-live', driver, metric: 'carrier_webhook_answered_ms', runs: RUNS, p50: pct(answered, 50), p95: pct(answered, 95) }));
stream.close();
await server.close();
