// Bounded connections (issue 17 point 1): slow headers, idle keep-alive connections and
// connections past the cap are closed by the server; a long response is not.
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { TOO_MANY_CONNECTIONS } from '../../server/kit/busy';
import { fastifyHttpOptions, httpLimitsFrom, type HttpLimits } from '../../server/kit/connectionLimits';
import { serverWith } from './helpers';
import { rawConnect, rawRequest } from './rawHttp';

const LIMITS: HttpLimits = { keepAliveTimeoutMs: 500, headersTimeoutMs: 1_000, requestTimeoutMs: 1_500, maxConnections: 4 };
const { server } = await serverWith([], { http: LIMITS });
const LOOKUP = JSON.stringify({ domain: 'localhost' });
// Node checks the headers and request timeouts once a second; a loaded machine adds its share.
const SLACK_MS = 2_000;
const lookup = () => rawRequest('POST', '/api/v1/domain/lookup', { 'Content-Type': 'application/json', 'Content-Length': String(LOOKUP.length) }) + LOOKUP;

describe('connection timeouts', () => {
  it('drops a client that sends its headers one byte a second within the headers timeout', async () => {
    const connection = await rawConnect(server.url);
    const start = performance.now();
    const text = rawRequest('GET', '/api/v1/account', { 'X-Slow': 'x'.repeat(100) });
    let i = 0;
    connection.send(text[i++]);
    const drip = setInterval(() => connection.send(text[i++] ?? 'x'), 1_000);
    const closedAt = await connection.closed;
    clearInterval(drip);
    expect(closedAt - start).toBeLessThan(LIMITS.headersTimeoutMs + SLACK_MS);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout, and a silent one too', async () => {
    const idle = await rawConnect(server.url);
    idle.send(lookup());
    await idle.waitFor(/"success"/);
    const answered = performance.now();
    const silent = await rawConnect(server.url);
    const opened = performance.now();
    expect((await idle.closed) - answered).toBeLessThan(LIMITS.keepAliveTimeoutMs + SLACK_MS);
    expect((await silent.closed) - opened).toBeLessThan(LIMITS.headersTimeoutMs + SLACK_MS);
  });

  it('refuses connections past the cap with a 503 in the contract shape, and serves again once one closes', async () => {
    const held = await Promise.all(Array.from({ length: LIMITS.maxConnections }, () => rawConnect(server.url)));
    // accepted ones are answered as usual
    held[0].send(lookup());
    await held[0].waitFor(/"success":true/);
    const refused = await rawConnect(server.url);
    refused.send(lookup());
    const text = await refused.waitFor(/\}$/);
    expect(text).toMatch(/^HTTP\/1\.1 503 /);
    expect(text).toMatch(/\r\nRetry-After: \d+\r\n/i);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({ success: false, message: TOO_MANY_CONNECTIONS });
    await refused.closed;

    held[1].socket.destroy();
    await held[1].closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = await rawConnect(server.url);
    next.send(lookup());
    await next.waitFor(/"success":true/);
    for (const c of [...held, next]) c.socket.destroy();
  });
});

describe('a long response', () => {
  const app = Fastify(fastifyHttpOptions(LIMITS));
  afterAll(() => app.close());

  it('outlives the request, headers and keep-alive timeouts', async () => {
    app.get('/stream', (_request, reply) => {
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      const beat = setInterval(() => reply.raw.write(': heartbeat\n\n'), 200);
      reply.raw.on('close', () => clearInterval(beat));
      return reply;
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const stream = await rawConnect(url);
    stream.send(rawRequest('GET', '/stream'));
    await stream.waitFor(/^HTTP\/1\.1 200/);
    const outcome = await Promise.race([
      stream.closed.then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('open'), LIMITS.requestTimeoutMs * 2 + 1_000)),
    ]);
    expect(outcome).toBe('open');
    stream.socket.destroy();
  });
});

describe('HTTP_* variables', () => {
  it('default to a few seconds and a cap below the open-file limit', () => {
    expect(httpLimitsFrom({}, 20_000)).toEqual({ keepAliveTimeoutMs: 5_000, headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, maxConnections: 16_000 });
    expect(httpLimitsFrom({ HTTP_MAX_CONNECTIONS: '100', HTTP_KEEP_ALIVE_TIMEOUT_MS: '2000' }, 1024)).toMatchObject({ maxConnections: 100, keepAliveTimeoutMs: 2_000 });
  });

  it.each([
    [{ HTTP_KEEP_ALIVE_TIMEOUT_MS: '5s' }, /^HTTP_KEEP_ALIVE_TIMEOUT_MS: expected a whole number/],
    [{ HTTP_HEADERS_TIMEOUT_MS: '-1' }, /^HTTP_HEADERS_TIMEOUT_MS:/],
    [{ HTTP_REQUEST_TIMEOUT_MS: '5000' }, /^HTTP_REQUEST_TIMEOUT_MS: must be at least HTTP_HEADERS_TIMEOUT_MS/],
    [{ HTTP_MAX_CONNECTIONS: '20000' }, /^HTTP_MAX_CONNECTIONS: expected a whole number from 1 to 16000/],
    [{ HTTP_MAX_CONNECTIONS: '0' }, /^HTTP_MAX_CONNECTIONS:/],
  ])('refuse %o with a message naming it', (env, message) => {
    expect(() => httpLimitsFrom(env, 20_000)).toThrow(message);
  });
});
