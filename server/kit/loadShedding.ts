// Shed load instead of queueing it (issue 17 point 2): at 200 connections requests waited up to
// 19.9 s behind one another. Past a bound, an API call is answered 503 with Retry-After at once, so
// the requests that are accepted keep a bounded wait and the console retries the rest later.
//
// Two signals, both of THIS process on purpose: it protects this process's own event loop and its
// own queue for the database (PGlite runs one query at a time on the event loop; a PostgreSQL pool
// queues past its size). It is not a limit that must hold across API processes, so unlike the rate
// limits it is not counted in the database.
// - event-loop delay (and utilisation, off unless set) through @fastify/under-pressure;
// - API requests in flight: a request counts from its arrival until its response closes.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_BUSY } from './busy';
import { envInteger, envNumber, type Env } from './envNumber';

export interface ShedOptions {
  /** mean event-loop delay (ms, over a sample) past which API calls are refused; 0 = off */
  maxEventLoopDelayMs: number;
  /** event-loop utilisation (0–1) past which API calls are refused; 0 = off */
  maxEventLoopUtilization: number;
  /** API requests in flight past which a new one is refused; 0 = no bound */
  maxInFlight: number;
  /** seconds the refused client is told to wait */
  retryAfterS: number;
  /** how often the event loop is sampled (ms) */
  sampleIntervalMs?: number;
}

export const DEFAULT_SHED: ShedOptions = {
  maxEventLoopDelayMs: 200,
  maxEventLoopUtilization: 0,
  maxInFlight: 64,
  retryAfterS: 2,
};

/** Long-lived responses that must never be refused nor hold a slot: the browser's event stream. */
export const SHED_EXEMPT_PATHS = ['/api/v2/events/stream'];

/** Only API calls are shed: static assets, docs and the console's pages are cheap and never wait
 * for the database, and a console that cannot load cannot show "busy, retrying". */
export function isShedExempt(request: Pick<FastifyRequest, 'url' | 'method'>): boolean {
  if (request.method === 'OPTIONS') return true;
  const path = request.url.split('?', 1)[0];
  return !path.startsWith('/api/') || SHED_EXEMPT_PATHS.includes(path);
}

/**
 * The SHED_* and HTTP_MAX_IN_FLIGHT variables, validated; throws with the variable's name. Test runs
 * (NODE_ENV=test) share a loaded machine whose scheduler alone delays the event loop: the delay
 * bound is off there unless set.
 */
export function shedOptionsFrom(env: Env = process.env): ShedOptions {
  const delay = env.NODE_ENV === 'test' ? 0 : DEFAULT_SHED.maxEventLoopDelayMs;
  return {
    maxEventLoopDelayMs: envInteger(env, 'SHED_MAX_EVENT_LOOP_DELAY_MS', delay, { max: 60_000 }),
    maxEventLoopUtilization: envNumber(env, 'SHED_MAX_EVENT_LOOP_UTILIZATION', DEFAULT_SHED.maxEventLoopUtilization, { max: 1 }),
    maxInFlight: envInteger(env, 'HTTP_MAX_IN_FLIGHT', DEFAULT_SHED.maxInFlight, { max: 100_000 }),
    retryAfterS: envInteger(env, 'SHED_RETRY_AFTER_S', DEFAULT_SHED.retryAfterS, { min: 1, max: 3_600 }),
  };
}

function sendBusy(reply: FastifyReply, retryAfterS: number) {
  return reply
    .code(503)
    .header('retry-after', String(retryAfterS))
    .type('application/json; charset=utf-8')
    .send({ success: false, message: SERVER_BUSY });
}

/** Registers both bounds as onRequest hooks; register it before the routes. */
export async function registerLoadShedding(app: FastifyInstance, options: ShedOptions): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxEventLoopUtilization: options.maxEventLoopUtilization,
    sampleInterval: options.sampleIntervalMs,
    retryAfter: options.retryAfterS,
    // answered here, or let through; Fastify runs no later hook once the reply is sent
    pressureHandler: (request, reply) => {
      if (!isShedExempt(request)) void sendBusy(reply, options.retryAfterS);
    },
  });

  if (!options.maxInFlight) return;
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (isShedExempt(request)) return;
    if (inFlight >= options.maxInFlight) return sendBusy(reply, options.retryAfterS);
    inFlight++;
    // 'close' comes once per response, whether it finished or the client went away
    reply.raw.once('close', () => inFlight--);
  });
}
