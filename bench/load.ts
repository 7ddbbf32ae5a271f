// Issue 17's figures under load: autocannon against the real server (server/main.ts in a child
// process, as `npm run serve` starts it), signed in as Acme's owner through the API, on the contacts
// list, the logs page with two typed filters and the Metrics page's data call, at each connection
// count for a while; on PGlite and on a throwaway PostgreSQL cluster (skipped with a reason when
// there is none), with CONTACTS contacts and CALLS calls in Acme (loadFixture.ts, built once and
// cached). Also the server's resident memory at idle and at peak. Prints JSON lines.
//   node --import tsx bench/load.ts [--duration 20] [--connections 10,50,200] [--drivers pglite,postgres]
//     [--endpoints contacts,logs,metrics] [--contacts 10000] [--calls 1000000] [--drain 60]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { signInByEmail } from '../server/demoSignIn';
import { freePort, spawnServer, type ServerProcess } from '../server/testing/spawnServer';
import { pgliteFixture, postgresFixture, startCluster, type Fixture, type Sizes } from './loadFixture';

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '10,50,200' },
    drivers: { type: 'string', default: 'pglite,postgres' },
    endpoints: { type: 'string', default: 'contacts,logs,metrics' },
    contacts: { type: 'string', default: '10000' },
    calls: { type: 'string', default: '1000000' },
    // seconds to wait for the server to work off what a run left queued before the next run
    drain: { type: 'string', default: '60' },
  },
});
const duration = Number(flags.duration);
const levels = flags.connections.split(',').map(Number);
const sizes: Sizes = { contacts: Number(flags.contacts), calls: Number(flags.calls) };
const SLOW_MS = 5_000;

// what the console asks: a contacts page of 20, a logs page of 100 with two typed filters, the
// Metrics page's default metrics with their daily series and groups by agent
const ENDPOINTS: Record<string, (i: number) => string> = {
  contacts: (i) => `/api/v2/contact?page=${1 + (i % 500)}&pageSize=20`,
  logs: (i) => `/api/v2/logs?page=${1 + (i % 20)}&pageSize=100&direction__eq=inbound&duration__gte=${60 + (i % 5)}`,
  metrics: () => '/api/v1/stats/campaigns?series=day&groupBy=agent',
};
const endpoints = flags.endpoints.split(',').filter((name) => ENDPOINTS[name]);

let driver = '';
const line = (metric: string, data: Record<string, unknown>) => console.log(JSON.stringify({ bench: 'load', driver, metric, ...data }));
const round = (value: number, digits = 1) => +value.toFixed(digits);

/** VmRSS (now) and VmHWM (the peak since start) of a process, in MB. */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: round(kb('VmRSS') / 1024), peak: round(kb('VmHWM') / 1024) };
}

/** The server, with a signed-in owner's token. Stopped with SIGTERM, then SIGKILL after 10 s. */
async function start(env: Record<string, string>) {
  const port = await freePort();
  // warn: a log line per request would cost the server (and this process, reading its pipe) more than the request
  const server = await spawnServer({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', ...env }, { port, timeoutMs: 300_000 });
  const token = await signInByEmail(server.url, 'owner@acme.example');
  return { server, token, pid: server.child.pid! };
}
async function stop(server: ServerProcess): Promise<void> {
  const killer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await server.stop();
  clearTimeout(killer);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds until a one-contact page answers within a second again, or undefined past `limit` s. */
async function drain(url: string, token: string, limit: number): Promise<number | undefined> {
  const started = performance.now();
  while (performance.now() - started < limit * 1000) {
    const asked = performance.now();
    const answered = await fetch(`${url}/api/v2/contact?pageSize=1&token=${token}`, { signal: AbortSignal.timeout(limit * 1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered && performance.now() - asked < 1000) return round((performance.now() - started) / 1000);
    await sleep(500);
  }
  return undefined;
}

async function load(url: string, token: string, pid: number, endpoint: string, connections: number) {
  let counter = 0;
  const path = ENDPOINTS[endpoint]!;
  const counts = { responses: 0, ok: 0, slow: 0, s5xx: 0, s503: 0 };
  let rssMax = 0;
  const sampler = setInterval(() => (rssMax = Math.max(rssMax, memory(pid).rss)), 500);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        // long enough that a slow answer is measured, not cut off (autocannon's default is 10 s)
        timeout: 120,
        requests: [{ setupRequest: (request) => ({ ...request, path: `${path(counter++)}&token=${token}` }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    // autocannon passes the client first (lib/run.js); its typings leave it out
    (instance as NodeJS.EventEmitter).on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
      counts.responses++;
      if (status < 300) counts.ok++;
      if (time > SLOW_MS) counts.slow++;
      if (status >= 500) counts.s5xx++;
      if (status === 503) counts.s503++;
    });
  });
  clearInterval(sampler);
  line(`${endpoint}_c${connections}`, {
    duration_s: result.duration,
    req_per_s: round(counts.responses / result.duration),
    ok_per_s: round(counts.ok / result.duration),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    max_ms: result.latency.max,
    over_5s: counts.slow,
    status_5xx: counts.s5xx,
    status_503: counts.s503,
    errors: result.errors,
    timeouts: result.timeouts,
    rss_max_mb: rssMax,
  });
}

async function bench(env: Record<string, string>, fixture: Fixture) {
  line('fixture', { ...sizes, ...fixture });
  let peak = 0;
  for (const [index, endpoint] of endpoints.entries()) {
    // a server of its own per endpoint: work one endpoint left queued is not served during the next
    let { server, token, pid } = await start(env);
    if (index === 0) {
      line('memory_after_start', { rss_mb: memory(pid).rss });
      await sleep(5_000);
      line('memory_idle', { rss_mb: memory(pid).rss });
    }
    let busy = false;
    for (const connections of levels) {
      await load(server.url, token, pid, endpoint, connections);
      const drained = await drain(server.url, token, Number(flags.drain));
      busy = drained === undefined;
      peak = Math.max(peak, memory(pid).peak);
      if (!busy) line(`drain_${endpoint}_c${connections}`, { seconds: drained });
      else if (connections !== levels.at(-1)) {
        // what the run left queued would be served during the next one: start afresh instead
        line('restart', { reason: `still busy ${flags.drain} s after the run` });
        server.child.kill('SIGKILL');
        ({ server, token, pid } = await start(env));
      }
    }
    if (busy) {
      line(`memory_after_${endpoint}`, { still_busy: true, rss_mb: memory(pid).rss });
      server.child.kill('SIGKILL');
    } else {
      await sleep(10_000);
      line(`memory_after_${endpoint}`, { rss_idle_mb: memory(pid).rss });
      await stop(server);
    }
  }
  line('memory_peak', { rss_peak_mb: peak });
}

line('config', { duration_s: duration, connections: levels, endpoints, ...sizes, log_level: process.env.LOG_LEVEL ?? 'warn' });
for (const name of flags.drivers.split(',')) {
  driver = name;
  if (name === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-load-'));
    try {
      await bench({ DATA_DIR: join(dataDir, 'data') }, await pgliteFixture(sizes, join(dataDir, 'data')));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  } else if (name === 'postgres') {
    const cluster = startCluster(await freePort());
    if (typeof cluster === 'string') {
      line('skipped', { reason: cluster });
      continue;
    }
    try {
      await bench({ DATABASE_URL: cluster.url }, await postgresFixture(sizes, cluster));
    } finally {
      cluster.stop();
    }
  }
}
