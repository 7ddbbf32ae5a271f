// Bounded connections (issue 17 point 1). Without these an idle keep-alive connection stayed open
// for Fastify's 72 s default, a client sending headers at one byte a second was held 74 s, and
// ~19,800 idle sockets used up the process's open files so that every new client was refused.
//
// Only Node's receive-side timeouts are used: `headersTimeout` and `requestTimeout` cover receiving
// the request, `keepAliveTimeout` the wait between requests. A socket inactivity timeout
// (Fastify's `connectionTimeout`) stays off: it would cut a long response such as the event stream,
// which keeps itself alive with a heartbeat and is capped per user where it is served.
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { TOO_MANY_CONNECTIONS } from './busy';
import { envInteger, type Env } from './envNumber';
import { rawJsonResponse } from './errors';

export interface HttpLimits {
  /** how long an idle keep-alive connection is kept between requests */
  keepAliveTimeoutMs: number;
  /** how long a client may take to send the request line and headers */
  headersTimeoutMs: number;
  /** how long a client may take to send the whole request, body included */
  requestTimeoutMs: number;
  /** open connections past which a new one is answered 503 and closed; 0 = no cap */
  maxConnections: number;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  keepAliveTimeoutMs: 5_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  maxConnections: 0,
};

/** How often Node looks for requests past their headers or request timeout (its default is 30 s). */
const CHECK_INTERVAL_MS = 1_000;
/** Seconds a refused client is told to wait. */
const REFUSED_RETRY_AFTER_S = 2;
/** A refused socket is drained this long for the client to read the 503, then destroyed. */
const REFUSED_LINGER_MS = 1_000;
/** Share of the open-file limit connections may take: the rest is for the database, files, logs. */
const FILE_LIMIT_SHARE = 0.8;
const CAP_WITHOUT_FILE_LIMIT = 8_192;

/** The process's soft open-file limit (Linux), or null where it cannot be read. */
export function openFileLimit(limits = '/proc/self/limits'): number | null {
  try {
    const line = readFileSync(limits, 'utf8').split('\n').find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft && /^\d+$/.test(soft) ? Number(soft) : null;
  } catch {
    return null;
  }
}

/** The HTTP_* variables, validated; throws with the variable's name on a bad value. */
export function httpLimitsFrom(env: Env = process.env, fileLimit = openFileLimit()): HttpLimits {
  const ms = (name: string, fallback: number) => envInteger(env, name, fallback, { min: 100, max: 3_600_000 });
  const keepAliveTimeoutMs = ms('HTTP_KEEP_ALIVE_TIMEOUT_MS', DEFAULT_HTTP_LIMITS.keepAliveTimeoutMs);
  const headersTimeoutMs = ms('HTTP_HEADERS_TIMEOUT_MS', DEFAULT_HTTP_LIMITS.headersTimeoutMs);
  const requestTimeoutMs = ms('HTTP_REQUEST_TIMEOUT_MS', DEFAULT_HTTP_LIMITS.requestTimeoutMs);
  // Node refuses a request timeout shorter than the headers timeout: say it in our words
  if (requestTimeoutMs < headersTimeoutMs) {
    throw new Error('HTTP_REQUEST_TIMEOUT_MS: must be at least HTTP_HEADERS_TIMEOUT_MS (the headers are part of the request)');
  }
  const ceiling = fileLimit === null ? Number.MAX_SAFE_INTEGER : Math.floor(fileLimit * FILE_LIMIT_SHARE);
  const fallback = fileLimit === null ? CAP_WITHOUT_FILE_LIMIT : ceiling;
  if (ceiling < 1) throw new Error(`the open-file limit (${fileLimit}) leaves no room for connections: raise it (ulimit -n)`);
  const maxConnections = envInteger(env, 'HTTP_MAX_CONNECTIONS', fallback, { min: 1, max: ceiling });
  return { keepAliveTimeoutMs, headersTimeoutMs, requestTimeoutMs, maxConnections };
}

/** Fastify's constructor options for these limits. */
export function fastifyHttpOptions(limits: HttpLimits) {
  return {
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: 0,
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: CHECK_INTERVAL_MS },
  };
}

/**
 * Caps open connections at `max`. Node's own `server.maxConnections` closes a socket past it
 * without a word, which a client sees as a reset; here it reads a 503 with Retry-After instead.
 * The http server's own 'connection' listeners run only for accepted sockets, so a refused one never
 * gets a request parser (nothing else would write to it). Call before `listen`.
 */
export function capConnections(server: Server, max: number): { open(): number } {
  let open = 0;
  const accept = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    if (open >= max) return refuse(socket);
    open++;
    socket.once('close', () => open--);
    for (const listener of accept) listener.call(server, socket);
  });
  return { open: () => open };
}

function refuse(socket: Socket) {
  socket.on('error', () => undefined);
  socket.end(rawJsonResponse(503, TOO_MANY_CONNECTIONS, { 'Retry-After': String(REFUSED_RETRY_AFTER_S) }));
  // read and drop what the client sends, so closing does not reset the connection under the 503
  socket.resume();
  setTimeout(() => socket.destroy(), REFUSED_LINGER_MS).unref();
}
