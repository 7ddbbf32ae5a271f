// The task-list preflight of issue 20 point 3, end to end on the real server over HTTP (in-memory
// PGlite, or TEST_DATABASE_URL's PostgreSQL): a CSV of BENCH_ROWS rows (default 100,000: phone, name,
// time zone; one row in 50 a duplicate, one in 100 not E.164) uploaded as multipart to
// POST /api/v2/tasks/csv, parsed, checked and stored. Prints JSON lines: the file's size, the upload's
// wall time, rows stored and problems found, and the process's peak resident memory during the upload
// (sampled every 20 ms; server and client share this process, as the numbers' baseline shows).
import { signInByEmail, startTestServer } from '../server/testing/index';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const driver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const line = (metric: string, data: Record<string, unknown>) => console.log(JSON.stringify({ bench: 'preflight', driver, metric, ...data }));
const mb = (bytes: number) => +(bytes / 1024 / 1024).toFixed(1);

const server = await startTestServer({ staticDir: null });
const token = await signInByEmail(server.url, 'owner@acme.example');

const rows = ['phone,name,timezone'];
for (let i = 1; i <= ROWS; i++) {
  const phone = i % 100 === 0 ? `555-${i}` : `+1415${String((i % 50 === 0 ? i - 1 : i) % 10_000_000).padStart(7, '0')}`;
  rows.push(`${phone},Person ${i},America/New_York`);
}
const file = Buffer.from(rows.join('\n') + '\n');
line('file', { rows: ROWS, mb: mb(file.length) });

globalThis.gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const form = new FormData();
form.append('csv', new Blob([file], { type: 'text/csv' }), 'people.csv');
const t0 = performance.now();
const response = await fetch(`${server.url}/api/v2/tasks/csv?token=${token}`, { method: 'POST', body: form });
const body = (await response.json()) as { success: boolean; upload?: { rowCount: number; problemCounts: Record<string, number> }; message?: string };
const seconds = (performance.now() - t0) / 1000;
clearInterval(sampler);
if (!response.ok || !body.upload) throw new Error(`upload refused: ${response.status} ${body.message}`);
line('upload_s', { value: +seconds.toFixed(2), rowsPerSecond: Math.round(ROWS / seconds), rowCount: body.upload.rowCount, problems: body.upload.problemCounts });
line('rss_mb', { baseline: mb(baseline), peak: mb(peak), added: mb(peak - baseline) });
await server.close();
