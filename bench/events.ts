// Issue 18's event figures, against server/main.ts as its own process (PGlite in memory, or a copy
// of TEST_DATABASE_URL's database when set): fan-out latency with BENCH_STREAMS_LATENCY (100) open
// streams, from a contact's POST until each stream has its event (p50/p95 over every delivery),
// and the server's RSS with BENCH_STREAMS_MEMORY (1,000) open streams against none. JSON lines.
import { readFileSync } from 'node:fs';
import { signInByEmail } from '../server/demoSignIn';
import { EVENTS_ENV } from '../server/events/config';
import { EVENTS_STREAM_PATH } from '../src/shared/events';
import { freePort, spawnServer } from '../server/testing/spawnServer';
import { copyTestTemplate } from '../server/testing/testTemplate';
import { openStream, pause, type OpenStream } from '../tests/server/eventStream';

const LATENCY_STREAMS = Number(process.env.BENCH_STREAMS_LATENCY ?? 100);
const MEMORY_STREAMS = Number(process.env.BENCH_STREAMS_MEMORY ?? 1000);
const EVENTS = 40;
const copy = process.env.TEST_DATABASE_URL ? await copyTestTemplate() : null;
const driver = copy ? 'postgres' : 'pglite';
const line = (metric: string, data: Record<string, unknown>) => console.log(JSON.stringify({ bench: 'events', driver, metric, ...data }));
const pct = (times: number[], p: number) => +[...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);

const server = await spawnServer(
  {
    ...(copy ? { DATABASE_URL: copy.url! } : { DATA_DIR: 'memory' }),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    STATIC_DIR: 'none',
    [EVENTS_ENV.maxStreamsPerUser]: String(MEMORY_STREAMS + 10),
  },
  { port: await freePort(), timeoutMs: 120_000 },
);
const rssMb = () => +(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]) / 1024).toFixed(1);

try {
  const token = await signInByEmail(server.url, 'owner@acme.example');
  const streamUrl = `${server.url}${EVENTS_STREAM_PATH}`;
  const auth = { authorization: `Bearer ${token}` };
  const post = (firstName: string) =>
    fetch(`${server.url}/api/v2/contact?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName }),
    });
  // warm up the route, the hub's LISTEN and the contact path
  const warm = await openStream(streamUrl, auth);
  await post('warm-up');
  await warm.waitFor(() => true, 10_000);
  warm.close();

  const streams: OpenStream[] = [];
  for (let i = 0; i < LATENCY_STREAMS; i++) streams.push(await openStream(streamUrl, auth));
  const deliveries: number[] = [];
  const commits: number[] = [];
  for (let n = 0; n < EVENTS; n++) {
    const name = `bench-${n}`;
    const started = performance.now();
    const arrived = Promise.all(streams.map((s) => s.waitFor((e) => e.data.payload.contact.firstName === name, 10_000).then(() => performance.now() - started)));
    const res = await post(name);
    commits.push(performance.now() - started);
    if (res.status !== 201) throw new Error(`POST contact: ${res.status}`);
    deliveries.push(...(await arrived));
  }
  line('fanout_latency_ms', { streams: LATENCY_STREAMS, events: EVENTS, p50: pct(deliveries, 50), p95: pct(deliveries, 95), post_p50: pct(commits, 50) });

  streams.forEach((s) => s.close());
  await pause(1000);
  const idle = rssMb();
  const many: OpenStream[] = [];
  for (let i = 0; i < MEMORY_STREAMS; i++) many.push(await openStream(streamUrl, auth));
  await post('memory');
  await Promise.all(many.map((s) => s.waitFor((e) => e.data.payload.contact.firstName === 'memory', 20_000)));
  await pause(1000);
  const open = rssMb();
  line('server_rss_mb', { streams: MEMORY_STREAMS, idle, open, per_stream_kb: +(((open - idle) * 1024) / MEMORY_STREAMS).toFixed(1) });
  many.forEach((s) => s.close());
} finally {
  await server.stop();
  await copy?.close();
}
