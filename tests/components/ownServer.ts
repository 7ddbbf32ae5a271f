// A fresh seeded reference server of one test file's own, for component tests whose writes (a
// reseller's plugin toggle) or expectations (an empty audit log) must not meet the shared server of
// globalSetup. It runs server/testing.ts in a child process: startTestServer cannot run inside jsdom.
import { spawn } from 'node:child_process';
import type { Seeded } from '../../server/seed';

export interface OwnServer {
  url: string;
  seeded: Seeded;
  stop(): void;
}

export function startOwnServer(): Promise<OwnServer> {
  const script = [
    "import { startTestServer } from './server/testing.ts';",
    'const s = await startTestServer();',
    "console.log('READY ' + JSON.stringify({ url: s.url, seeded: s.seeded }));",
    'process.stdin.resume();',
    "process.stdin.on('end', () => s.close().finally(() => process.exit(0)));",
  ].join('\n');
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL; // always its own in-memory PGlite
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd(), env });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /READY (.+)\n/.exec(out);
      if (match) {
        const { url, seeded } = JSON.parse(match[1]) as { url: string; seeded: Seeded };
        resolve({ url, seeded, stop: () => child.stdin.end() });
      }
    });
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.on('exit', (code) => reject(new Error(`test server exited (${code})`)));
  });
}
