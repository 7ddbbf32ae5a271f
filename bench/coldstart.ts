// Cold start of the reference server (server/main.ts, what `npm start` runs after the build): time
// from process spawn to the first answered API call, on a new database and on an existing one.
// Also times the production build. Prints JSON lines.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from '../server/spawnServer';

async function startOnce(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const server = await spawnServer({ DATA_DIR: dataDir, STATIC_DIR: 'dist' }, { port, timeoutMs: 120_000, pollMs: 50 });
  const seconds = (performance.now() - started) / 1000;
  await server.stop();
  return seconds;
}

const buildStart = performance.now();
const build = spawnSync('npx', ['vite', 'build'], { stdio: 'ignore' });
if (build.status !== 0) throw new Error('build failed');
console.log(JSON.stringify({ bench: 'coldstart', metric: 'build_s', value: +((performance.now() - buildStart) / 1000).toFixed(2) }));

const root = mkdtempSync(join(tmpdir(), 'switchboard-bench-'));
const dataDir = join(root, 'pglite');
const port = 18000 + Math.floor(Math.random() * 1000);
const fresh = await startOnce(dataDir, port);
console.log(JSON.stringify({ bench: 'coldstart', metric: 'server_start_new_db_s', value: +fresh.toFixed(2) }));
const existing = [];
for (let i = 0; i < 3; i++) existing.push(await startOnce(dataDir, port));
existing.sort((a, b) => a - b);
console.log(JSON.stringify({ bench: 'coldstart', metric: 'server_start_existing_db_s', value: +existing[1].toFixed(2), runs: existing.map((v) => +v.toFixed(2)) }));
rmSync(root, { recursive: true, force: true });
