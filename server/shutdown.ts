// A bounded shutdown (issue 17 point 5): on SIGTERM or SIGINT the server stops accepting, lets the
// requests in flight finish for a grace period, then cuts whatever is still open (a stream, a client
// that never finishes its body), closes the database and exits 0. A hard deadline exits whatever
// happens; it can fire because nothing here blocks the event loop (see kit/logStream.ts).
//
// Long responses that know they are long (the event stream) should end themselves in a Fastify
// `preClose` hook, which app.close() runs first; the grace cut is for everything else.
import type { FastifyInstance } from 'fastify';
import { envInteger, type Env } from './kit/envNumber';

export interface ShutdownTimes {
  /** how long in-flight requests may take to finish before their connections are cut */
  graceMs: number;
  /** the process exits at most this long after the signal, finished or not */
  deadlineMs: number;
}

export const DEFAULT_SHUTDOWN: ShutdownTimes = { graceMs: 5_000, deadlineMs: 9_000 };

/** SHUTDOWN_GRACE_MS and SHUTDOWN_DEADLINE_MS, validated; throws with the variable's name. */
export function shutdownTimesFrom(env: Env = process.env): ShutdownTimes {
  const deadlineMs = envInteger(env, 'SHUTDOWN_DEADLINE_MS', DEFAULT_SHUTDOWN.deadlineMs, { min: 1_000, max: 600_000 });
  const graceMs = envInteger(env, 'SHUTDOWN_GRACE_MS', Math.min(DEFAULT_SHUTDOWN.graceMs, deadlineMs / 2), { max: 600_000 });
  if (graceMs >= deadlineMs) throw new Error('SHUTDOWN_GRACE_MS: must be shorter than SHUTDOWN_DEADLINE_MS');
  return { graceMs, deadlineMs };
}

export interface ShutdownSteps {
  app: FastifyInstance;
  times: ShutdownTimes;
  /** stops timers and schedulers before the server closes */
  stopWork(): void;
  /** closes what outlives the HTTP server (the database) */
  closeResources(): Promise<void>;
  /** writes out the log's buffer, bounded */
  flushLog(timeoutMs: number): Promise<void>;
}

/** Installs the SIGTERM and SIGINT handlers; a second signal while stopping changes nothing. */
export function handleShutdownSignals(steps: ShutdownSteps): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const { app, times } = steps;
    const exit = async (code: number) => {
      await steps.flushLog(250);
      process.exit(code);
    };
    setTimeout(() => {
      app.log.error(`${signal}: still closing after ${times.deadlineMs} ms, exiting`);
      void exit(1);
    }, times.deadlineMs).unref();
    app.log.info(`${signal}: shutting down`);
    const cut = setTimeout(() => {
      app.log.warn(`${signal}: cutting the connections still open after ${times.graceMs} ms`);
      app.server.closeAllConnections();
    }, times.graceMs);
    cut.unref();
    try {
      steps.stopWork();
      await app.close();
      clearTimeout(cut);
      await steps.closeResources();
      app.log.info(`${signal}: stopped`);
      await exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      await exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
