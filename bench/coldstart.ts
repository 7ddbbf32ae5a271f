// Cold start of the reference server (server/main.ts, what `npm start` runs after the build): time
// from process spawn to the first answered API call, on a new database and on an existing one.
// Also times the production build. Prints JSON lines.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function startOnce(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: 'dist' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const r = await fetch(`http://127.0.0.1:${port}/api/v1/domain/lookup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"domain":"localhost"}',
        });
        if (r.ok) return (performance.now() - started) / 1000;
      } catch {
        // not yet
      }
      if (child.exitCode !== null) throw new Error('server exited');
      if (performance.now() - started > 120_000) throw new Error('no answer in 120 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
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
