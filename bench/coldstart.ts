// Cold start of the reference server (server/main.ts, what `npm start` runs after the build): time
// from process spawn to the first answered API call, on a new database (copied from the PGlite
// template `npm run build` makes, and without it: initdb) and on an existing one. Also times the
// production build. Prints JSON lines.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from '../server/testing/spawnServer';

async function startOnce(dataDir: string, port: number, env: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  const server = await spawnServer({ DATA_DIR: dataDir, STATIC_DIR: 'dist', ...env }, { port, timeoutMs: 120_000, pollMs: 50 });
  const seconds = (performance.now() - started) / 1000;
  await server.stop();
  return seconds;
}

const buildStart = performance.now();
const build = spawnSync('npm', ['run', 'build'], { stdio: 'ignore' });
if (build.status !== 0) throw new Error('build failed');
console.log(JSON.stringify({ bench: 'coldstart', metric: 'build_s', value: +((performance.now() - buildStart) / 1000).toFixed(2) }));

const root = mkdtempSync(join(tmpdir(), 'switchboard-bench-'));
const port = 18000 + Math.floor(Math.random() * 1000);
// Three runs each (the median is the figure): a shared machine's load makes single runs noisy.
async function median(metric: string, run: (i: number) => Promise<number>): Promise<void> {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) runs.push(await run(i));
  runs.sort((a, b) => a - b);
  console.log(JSON.stringify({ bench: 'coldstart', metric, value: +runs[1].toFixed(2), runs: runs.map((v) => +v.toFixed(2)) }));
}
await median('server_start_new_db_s', (i) => startOnce(join(root, `new-${i}`), port));
// an empty cache folder: no template, PGlite runs initdb (a first start before any build)
const noCache = { SWITCHBOARD_CACHE_DIR: join(root, 'no-cache') };
await median('server_start_new_db_without_template_s', (i) => startOnce(join(root, `initdb-${i}`), port, noCache));
await median('server_start_existing_db_s', () => startOnce(join(root, 'new-0'), port));
rmSync(root, { recursive: true, force: true });
