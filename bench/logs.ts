// Call logs and metrics over many calls (issue 10's figures), on the real server over HTTP
// (in-memory PGlite, or TEST_DATABASE_URL's PostgreSQL). BENCH_CALLS calls (default 1,000,000) are
// generated for Acme over 90 days. Prints JSON lines: the logs page with two filters (p50/p95), the
// CSV export of 10,000 rows (first byte, total), each default metric over the 30-day window, and
// the shared evaluator over 100,000 rows (as the console would run it).
import { Worker } from 'node:worker_threads';
import { generateCalls } from '../server/calls/generator';
import { signInByEmail, startTestServer } from '../server/testing/index';
import { compileRowsFormula, DEFAULT_METRICS, metricFormula } from '../src/shared/calls';
import { acmeCallOrg, bulkLoadCalls } from './loadFixture';

const COUNT = Number(process.env.BENCH_CALLS ?? 1_000_000);
const driver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const line = (metric: string, data: Record<string, unknown>) => console.log(JSON.stringify({ bench: 'logs', driver, metric, ...data }));

const server = await startTestServer({ staticDir: null });
const org = acmeCallOrg(server.seeded);
const endMs = Date.now();
let t0 = performance.now();
await bulkLoadCalls(server.db.db, org, COUNT, endMs);
line(`seed_${COUNT}_s`, { value: +((performance.now() - t0) / 1000).toFixed(1) });

const token = await signInByEmail(server.url, 'owner@acme.example');
const url = (path: string, query: string) => `${server.url}${path}?token=${token}&${query}`;
const pct = (times: number[], p: number) => +[...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);

async function timeLogs(label: string, query: (i: number) => string, runs = 30) {
  const times: number[] = [];
  let total = 0;
  let exact = true;
  for (let i = 0; i < runs + 3; i++) {
    const started = performance.now();
    const response = await fetch(url('/api/v2/logs', query(i)));
    const body = (await response.json()) as { logs: unknown[]; totalCount: number; totalCountExact: boolean };
    if (!response.ok || body.logs.length === 0) throw new Error(`bad answer ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    total = body.totalCount;
    exact = body.totalCountExact;
    if (i >= 3) times.push(performance.now() - started); // first 3 warm up
  }
  // totalCount is counted exactly up to 10,000 (totalCountExact false: at least that many)
  line(label, { runs, p50_ms: pct(times, 50), p95_ms: pct(times, 95), totalCount: total, totalCountExact: exact });
}
await timeLogs('logs_page100_two_filters_ms', (i) => `page=${1 + (i % 20)}&pageSize=100&direction__eq=inbound&duration__gte=${60 + (i % 5)}`);
await timeLogs('logs_page100_text_filter_ms', (i) => `page=1&pageSize=100&cnam__icontains=${['ada', 'lopez', 'unknown'][i % 3]}&direction__eq=inbound`);

// the CSV export of the first 10,000 rows, downloaded by a worker thread: a client on this thread
// would only see the first byte when the server's work on this thread lets it (PGlite runs here)
const DOWNLOAD = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const t0 = performance.now();
  const response = await fetch(workerData.url);
  const reader = response.body.getReader();
  let first = 0, bytes = 0, lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!first) first = performance.now() - t0;
    bytes += value.length;
    for (const byte of value) if (byte === 10) lines++;
  }
  parentPort.postMessage({ status: response.status, first, total: performance.now() - t0, bytes, lines });
})();`;
type Download = { status: number; first: number; total: number; bytes: number; lines: number };
const download = (href: string) =>
  new Promise<Download>((resolve, reject) => {
    const worker = new Worker(DOWNLOAD, { eval: true, workerData: { url: href } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
// run 0 warms up, the rest give the p50s
const csvFirst: number[] = [];
const csvTotal: number[] = [];
for (let run = 0; run < 6; run++) {
  const { status, first, total, bytes, lines } = await download(url('/api/v2/logs', 'format=csv&page=1&pageSize=10000&direction__eq=inbound'));
  // a header and 10,000 rows (no cell of these holds a line break)
  if (status !== 200 || lines !== 10_001) throw new Error(`bad export ${status}: ${lines} lines`);
  if (run) {
    csvFirst.push(first);
    csvTotal.push(total);
  }
  line('csv_export_10000_rows', { run, first_byte_ms: +first.toFixed(1), total_ms: +total.toFixed(1), bytes });
}
line('csv_export_10000_rows_p50', { runs: csvTotal.length, first_byte_ms: pct(csvFirst, 50), total_ms: pct(csvTotal, 50) });

// each default metric, alone, over the 30-day window (the server's own computation)
for (const metric of DEFAULT_METRICS) {
  const times: number[] = [];
  let value = 0;
  for (let i = 0; i < 4; i++) {
    t0 = performance.now();
    const body = (await (await fetch(url('/api/v1/stats/campaigns', `keys=${metric.key}`))).json()) as { metrics: { value: number }[] };
    if (i) times.push(performance.now() - t0);
    value = body.metrics[0]!.value;
  }
  line(`metric_${metric.key}_ms`, { p50_ms: pct(times, 50), max_ms: pct(times, 100), value: +value.toFixed(2) });
}
t0 = performance.now();
await fetch(url('/api/v1/stats/campaigns', 'series=day&groupBy=agent'));
line('all_default_metrics_series_groups_ms', { value: +(performance.now() - t0).toFixed(1) });
await server.close();

// the console's evaluator over 100,000 rows
const rows = generateCalls(org, 100_000, { endMs, seed: 7 }) as unknown as Record<string, unknown>[];
for (const metric of DEFAULT_METRICS) {
  const run = compileRowsFormula(metricFormula(metric));
  run(rows);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    t0 = performance.now();
    run(rows);
    times.push(performance.now() - t0);
  }
  line(`evaluator_100000_rows_${metric.key}_ms`, { p50_ms: pct(times, 50) });
}
