// Issue 20's campaign figure: a BENCH_RECIPIENTS-recipient campaign (default 10,000) on the Demo
// carrier, run by the job queue's own workers in the server's process (as `npm start` runs it; ring
// time 0), from Start until the task is completed. Prints JSON lines: recipients called per second,
// jobs run per second, and the queue's lag (a job's start after it was due) p50/p95 per job name,
// read from pg-boss's table. On the real server over HTTP (in-memory PGlite, or TEST_DATABASE_URL).
process.env.TASKS_DEMO_RING_SECONDS ??= '0';
import { sql } from 'drizzle-orm';
import { phoneNumbers } from '../server/db/schema';
import { signInByEmail, startTestServer } from '../server/testing/index';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const driver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const line = (metric: string, data: Record<string, unknown>) => console.log(JSON.stringify({ bench: 'campaign', driver, metric, ...data }));

const server = await startTestServer({ staticDir: null, jobs: { workers: true, pollMs: 500 } });
const { orgs, agents } = server.seeded;
const from = '+15550009997';
await server.db.db.insert(phoneNumbers).values({ number: from, accountId: orgs.acme, agentAccountId: agents.acme[0], carrier: 'demo', source: 'bought', status: 'active' });
const token = await signInByEmail(server.url, 'owner@acme.example');
const api = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}token=${token}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as Record<string, any>;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json).slice(0, 200)}`);
  return json;
};

// every number answers (last digit 0–5: the Demo carrier's rule), so no retry waits an hour
const rows = ['phone'];
for (let i = 0; i < RECIPIENTS; i++) rows.push(`+1415${String(i * 10 + (i % 6)).padStart(7, '0').slice(-7)}`);
const form = new FormData();
form.append('csv', new Blob([rows.join('\n') + '\n'], { type: 'text/csv' }), 'people.csv');
const uploaded = await fetch(`${server.url}/api/v2/tasks/csv?token=${token}`, { method: 'POST', body: form });
const upload = ((await uploaded.json()) as { upload: { id: string; rowCount: number } }).upload;
await api('POST', '/api/v2/tasks/limits', { maxConcurrentCalls: 500, reservedInboundLines: 0 });
const { task } = await api('POST', '/api/v2/tasks', {
  name: 'Bench campaign',
  agentId: agents.acme[0],
  fromNumber: from,
  uploadId: upload.id,
  timezone: 'UTC',
  window: { days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '23:59' },
  concurrency: 50,
  retries: { noAnswer: { max: 0, delayMinutes: 1 }, busy: { max: 0, delayMinutes: 1 } },
});

const t0 = performance.now();
await api('POST', `/api/v2/tasks/${task.id}`, { action: 'start' });
let state = 'running';
let counts: Record<string, number> = {};
const deadline = Date.now() + 30 * 60_000;
while (state !== 'completed' && Date.now() < deadline) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  ({ state, counts } = (await api('GET', `/api/v2/tasks/${task.id}`)).task);
}
const seconds = (performance.now() - t0) / 1000;
line('recipients_per_s', { recipients: upload.rowCount, state, seconds: +seconds.toFixed(1), value: +(upload.rowCount / seconds).toFixed(1), counts });

const lag = (await server.db.db.execute(sql`
  select name, count(*)::int as jobs,
    percentile_cont(0.5) within group (order by extract(epoch from started_on - start_after)) * 1000 as p50_ms,
    percentile_cont(0.95) within group (order by extract(epoch from started_on - start_after)) * 1000 as p95_ms
  from pgboss.job where name like 'tasks.%' and started_on is not null group by name`)) as unknown as { rows: { name: string; jobs: number; p50_ms: number; p95_ms: number }[] };
for (const row of lag.rows) line('queue_lag_ms', { job: row.name, jobs: row.jobs, jobsPerSecond: +(row.jobs / seconds).toFixed(1), p50: Math.round(row.p50_ms), p95: Math.round(row.p95_ms) });
await server.close();
