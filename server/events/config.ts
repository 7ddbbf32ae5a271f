// The event stream's settings, from the environment (README "Configuration"). A value that is not a
// whole number ≥ 1 stops the server at start rather than run with a guess.
export const EVENTS_ENV = {
  maxStreamsPerUser: 'EVENTS_MAX_STREAMS_PER_USER',
  heartbeatMs: 'EVENTS_HEARTBEAT_MS',
  pollMs: 'EVENTS_POLL_MS',
} as const;

export interface EventsConfig {
  /** open streams one signed-in user may hold on one process */
  maxStreamsPerUser: number;
  /** a comment line this often keeps proxies and browsers from dropping an idle stream */
  heartbeatMs: number;
  /** the fallback read for a lost notification */
  pollMs: number;
  /** how long a skipped id is looked for (hub.ts) */
  gapMs: number;
  /** rows per read of the outbox */
  batch: number;
}

export const DEFAULT_EVENTS_CONFIG: EventsConfig = { maxStreamsPerUser: 5, heartbeatMs: 15_000, pollMs: 5_000, gapMs: 10_000, batch: 500 };

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name}: expected a whole number ≥ 1, got ${JSON.stringify(text)}`);
  return value;
}

export function eventsConfigFrom(env: NodeJS.ProcessEnv = process.env): EventsConfig {
  return {
    ...DEFAULT_EVENTS_CONFIG,
    maxStreamsPerUser: whole(env, EVENTS_ENV.maxStreamsPerUser, DEFAULT_EVENTS_CONFIG.maxStreamsPerUser),
    heartbeatMs: whole(env, EVENTS_ENV.heartbeatMs, DEFAULT_EVENTS_CONFIG.heartbeatMs),
    pollMs: whole(env, EVENTS_ENV.pollMs, DEFAULT_EVENTS_CONFIG.pollMs),
  };
}

/** The 429 past the cap: says whose limit and what to do. */
export const tooManyStreams = (max: number) =>
  `Too many open event streams for this user (at most ${max} per server): close one (another tab) and try again`;
export const BAD_EVENT_ID = 'Expected an event id';
export const unknownType = (value: string) => `Unknown event type ${JSON.stringify(value)}`;
