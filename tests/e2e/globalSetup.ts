import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

// A fresh reference server, started the way users start it (server/main.ts), on a free port with an
// in-memory database, serving the built console from dist/.
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory', STATIC_DIR: 'dist', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const baseURL = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${baseURL}/api/v1/domain/lookup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ domain: 'localhost' }),
      });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // the one-time sign-in links the server prints for each persona at start
  await new Promise((resolve) => setTimeout(resolve, 300));
  const links = Object.fromEntries(
    [...output.matchAll(/^\s+(\S+@\S+)\s+(http:\/\/\S+oneTimeToken=\S+)$/gm)].map((m) => [m[1], m[2]]),
  );
  process.env.E2E_ONE_TIME_LINKS = JSON.stringify(links);
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_PORT = String(port);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
  };
}
