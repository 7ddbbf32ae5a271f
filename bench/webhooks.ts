// Issue 20's webhook figures, against server/main.ts as its own process (PGlite in memory, or a copy
// of TEST_DATABASE_URL's database when set; NODE_ENV=test is demo mode, where a loopback receiver is
// allowed): BENCH_WEBHOOK_ENDPOINTS (5) endpoints of one organization on a receiver on 127.0.0.1,
// BENCH_WEBHOOK_EVENTS (200) contacts created by 8 callers at once; deliveries per second from the
// first POST to the last request received, and the lag of each delivery from its event's row being
// written (the body's createdAt, the same machine's clock) to the receiver getting it: p50/p95, in
// that burst and then for 20 events one at a time.
// The jobs' poll interval (JOBS_POLL_MS, default 2 s) bounds the lag of a worker that found no job.
import { signInByEmail } from '../server/demoSignIn';
import { freePort, spawnServer } from '../server/testing/spawnServer';
import { copyTestTemplate } from '../server/testing/testTemplate';
import { openReceiver } from '../server/testing/webhookReceiver';
import { percentile } from './measure';

const ENDPOINTS = Number(process.env.BENCH_WEBHOOK_ENDPOINTS ?? 5);
const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 200);
const CALLERS = 8;
const copy = process.env.TEST_DATABASE_URL ? await copyTestTemplate() : null;
const driver = copy ? 'postgres' : 'pglite';
const line = (metric: string, data: Record<string, unknown>) => console.log(JSON.stringify({ bench: 'webhooks', driver, metric, ...data }));

const receiver = await openReceiver();
const server = await spawnServer(
  { ...(copy ? { DATABASE_URL: copy.url! } : { DATA_DIR: 'memory' }), NODE_ENV: 'test', LOG_LEVEL: 'warn', STATIC_DIR: 'none' },
  { port: await freePort(), timeoutMs: 120_000 },
);

try {
  const token = encodeURIComponent(await signInByEmail(server.url, 'owner@acme.example'));
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${server.url}${path}?token=${token}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  };
  for (let i = 0; i < ENDPOINTS; i++) await post('/api/v2/webhooks', { url: `${receiver.url}/${i}`, label: `bench ${i}`, type: 'contact' });
  const expected = (n: number) => new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${receiver.received.length} of ${n} deliveries after 120 s`)), 120_000);
    const check = () => receiver.received.length >= n && (clearTimeout(timer), resolve());
    receiver.onReceived = check;
    check();
  });
  // warm up the routes, the fan-out listener and the workers
  await post('/api/v2/contact', { firstName: 'warm-up' });
  await expected(ENDPOINTS);
  receiver.received.length = 0;

  const all = expected(EVENTS * ENDPOINTS);
  const started = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: CALLERS }, async () => {
    while (next < EVENTS) await post('/api/v2/contact', { firstName: `bench-${next++}` });
  }));
  const posted = performance.now() - started;
  await all;
  const seconds = (performance.now() - started) / 1000;
  const lags = receiver.received.map((got) => got.at - Date.parse(JSON.parse(got.body).createdAt));
  const ids = new Set(receiver.received.map((got) => got.headers['switchboard-delivery']));
  line('deliveries_per_s', { endpoints: ENDPOINTS, events: EVENTS, deliveries: receiver.received.length, distinct: ids.size, per_s: +(receiver.received.length / seconds).toFixed(1), posts_s: +(posted / 1000).toFixed(1) });
  line('lag_burst_ms', { p50: percentile(lags, 50), p95: percentile(lags, 95), max: percentile(lags, 100) });

  // one event at a time: the lag of a quiet queue (the LISTEN wake-up, the fan-out, a worker's poll)
  const quiet: number[] = [];
  for (let n = 0; n < 20; n++) {
    receiver.received.length = 0;
    const arrived = expected(ENDPOINTS);
    await post('/api/v2/contact', { firstName: `quiet-${n}` });
    await arrived;
    quiet.push(...receiver.received.map((got) => got.at - Date.parse(JSON.parse(got.body).createdAt)));
  }
  line('lag_quiet_ms', { events: 20, p50: percentile(quiet, 50), p95: percentile(quiet, 95) });
} finally {
  await server.stop();
  await receiver.close();
  await copy?.close();
}
