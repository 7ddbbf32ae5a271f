// Starts server/main.ts as its own process, the way users start it, and resolves once it answers
// an API call. Used by the e2e suite's global setup, the cold-start bench and the server test of
// limits across processes.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** everything the process printed so far (stdout and stderr) */
  output(): string;
  stop(): Promise<void>;
}

export async function spawnServer(
  env: Record<string, string>,
  { port, timeoutMs = 60_000, pollMs = 250 }: { port: number; timeoutMs?: number; pollMs?: number },
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk) => (printed += chunk));
  child.stderr?.on('data', (chunk) => (printed += chunk));
  const stop = async () => {
    // a process killed by a signal has no exit code, only its signal
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${printed}`);
    try {
      const response = await fetch(`${url}/api/v1/domain/lookup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ domain: 'localhost' }),
      });
      if (response.ok) return { child, url, output: () => printed, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not answer in ${timeoutMs / 1000} s:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** A port nothing listens on right now, for the next spawnServer. */
export function freePort(): Promise<number> {
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
