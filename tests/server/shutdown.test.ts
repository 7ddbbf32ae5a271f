// A bounded shutdown (issue 17 point 5), on the real server process as `npm start` runs it: SIGTERM
// with clients still connected, or with nobody reading its standard output, ends it with code 0
// well within 10 s.
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, spawnServer, type ServerProcess } from '../../server/testing/spawnServer';
import { EVENTS_STREAM_PATH } from '../../src/shared/events';
import { signInByEmail } from '../../server/demoSignIn';
import { EMAILS } from './helpers';
import { openLongGet, openUnfinishedRequest, rawConnect, rawRequest, type RawConnection } from './rawHttp';

const EXIT_WITHIN_MS = 10_000;
// Long timeouts, so that only the shutdown can close the clients below.
const ENV = {
  DATA_DIR: 'memory',
  NODE_ENV: 'test',
  STATIC_DIR: '',
  HTTP_KEEP_ALIVE_TIMEOUT_MS: '120000',
  HTTP_REQUEST_TIMEOUT_MS: '120000',
  SHUTDOWN_GRACE_MS: '2000',
};

/** Responses that stay open until the server cuts them: one line each. */
const LONG_RESPONSES: ((url: string) => Promise<RawConnection>)[] = [
  (url) => openUnfinishedRequest(url, '/api/v1/domain/lookup'),
  async (url) => openLongGet(url, EVENTS_STREAM_PATH, { Authorization: `Bearer ${await signInByEmail(url, EMAILS.acmeOwner)}` }),
];

let running: ServerProcess | undefined;
afterEach(async () => {
  if (running?.child.exitCode === null) running.child.kill('SIGKILL');
  running = undefined;
});

async function start(): Promise<ServerProcess> {
  // a shared machine under load takes over a minute to start it
  running = await spawnServer(ENV, { port: await freePort(), timeoutMs: 180_000 });
  return running;
}

/** Sends SIGTERM; resolves with the exit code and how long it took (null code: still running). */
async function terminate(server: ServerProcess): Promise<{ code: number | null; ms: number }> {
  const started = performance.now();
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  server.child.kill('SIGTERM');
  const code = await Promise.race([exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), EXIT_WITHIN_MS + 2_000))]);
  return { code, ms: performance.now() - started };
}

const lookup = (url: string) =>
  fetch(`${url}/api/v1/domain/lookup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"domain":"localhost"}' });

describe('SIGTERM', () => {
  it('with an open keep-alive connection and open long responses, exits 0 within 10 s', async () => {
    const server = await start();
    const keepAlive = await rawConnect(server.url);
    keepAlive.send(rawRequest('GET', '/docs/json'));
    await keepAlive.waitFor(/\r\n\r\n/);
    const long = await Promise.all(LONG_RESPONSES.map((open) => open(server.url)));
    const { code, ms } = await terminate(server);
    expect({ code, withinLimit: ms < EXIT_WITHIN_MS }).toEqual({ code: 0, withinLimit: true });
    await Promise.all([keepAlive, ...long].map((c) => c.closed));
  }, 240_000);

  it.each([
    ['gone', (server: ServerProcess) => server.child.stdout?.destroy()],
    ['no longer reading', (server: ServerProcess) => server.child.stdout?.pause()],
  ])('with the reader of its standard output %s, still exits 0', async (_case, stopReading) => {
    const server = await start();
    stopReading(server);
    // each request logs two lines: enough to fill the pipe's buffer when nobody reads it
    for (let batch = 0; batch < 40; batch++) {
      const statuses = await Promise.all(Array.from({ length: 10 }, () => lookup(server.url).then((r) => r.status)));
      // answered (the log lines were written), whatever the answer
      expect(statuses.every((s) => s >= 200)).toBe(true);
    }
    const { code, ms } = await terminate(server);
    expect({ code, withinLimit: ms < EXIT_WITHIN_MS }).toEqual({ code: 0, withinLimit: true });
  }, 300_000);
});
