// Bounded connections (issue 17 point 1), measured on the real server process: how long a client
// sending its headers one byte a second is held, and how long BENCH_IDLE (default 2,000) idle
// keep-alive connections stay open after their answer while a new client is served. Prints JSON
// lines. The server's defaults apply unless HTTP_* variables are set around this script.
import { connect, type Socket } from 'node:net';
import { freePort, spawnServer } from '../server/testing/spawnServer';

const idleCount = Number(process.env.BENCH_IDLE ?? 2_000);
const print = (metric: string, values: Record<string, number | string>) =>
  console.log(JSON.stringify({ bench: 'connections', metric, ...values }));

const port = await freePort();
const server = await spawnServer({ DATA_DIR: 'memory', STATIC_DIR: '', NODE_ENV: 'test', LOG_LEVEL: 'warn' }, { port, timeoutMs: 300_000 });

function open(): Promise<{ socket: Socket; closed: Promise<number>; text: () => string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    const closed = new Promise<number>((done) => socket.once('close', () => done(performance.now())));
    socket.once('connect', () => resolve({ socket, closed, text: () => text }));
    socket.once('error', reject);
  });
}

// 1. Slow headers: one byte a second.
{
  const client = await open();
  const request = `GET /api/v1/account HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'x'.repeat(200)}\r\n\r\n`;
  const started = performance.now();
  let i = 0;
  client.socket.write(request[i++]);
  const drip = setInterval(() => client.socket.write(request[i++] ?? 'x'), 1_000);
  const closedAt = await client.closed;
  clearInterval(drip);
  print('slow_headers_held_s', { value: +((closedAt - started) / 1000).toFixed(2), answer: client.text().split('\r\n')[0] });
}

// 2. Idle keep-alive connections, each after one answered request, and a new client meanwhile.
{
  const clients = [];
  for (let i = 0; i < idleCount; i += 200) {
    clients.push(...(await Promise.all(Array.from({ length: Math.min(200, idleCount - i) }, open))));
  }
  const answered: number[] = [];
  await Promise.all(
    clients.map(
      (client, i) =>
        new Promise<void>((resolve) => {
          client.socket.on('data', () => {
            if (answered[i] === undefined && /\r\n\r\n/.test(client.text())) {
              answered[i] = performance.now();
              resolve();
            }
          });
          client.socket.write('GET /api/v1/no-such-call HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
        }),
    ),
  );
  const lastAnswer = Math.max(...answered);
  const fresh = performance.now();
  const status = (await fetch(`${server.url}/api/v1/domain/lookup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"domain":"localhost"}' })).status;
  const freshMs = performance.now() - fresh;
  const closed = await Promise.all(clients.map((c) => c.closed));
  const held = closed.map((at, i) => at - answered[i]).sort((a, b) => a - b);
  print('idle_keepalive', {
    connections: idleCount,
    all_closed_after_last_answer_s: +((Math.max(...closed) - lastAnswer) / 1000).toFixed(2),
    held_p50_s: +(held[Math.floor(held.length / 2)] / 1000).toFixed(2),
    held_max_s: +(held[held.length - 1] / 1000).toFixed(2),
    new_client_status: status,
    new_client_ms: +freshMs.toFixed(1),
  });
}

await server.stop();
