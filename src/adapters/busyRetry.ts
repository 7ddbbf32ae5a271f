// When the server sheds load it answers 503 with Retry-After at once (issue 17 point 2) instead of
// making the caller wait behind everyone else. The console waits as told (capped, backing off) and
// tries again a few times, then lets the 503 through as the normal error. Only calls that are safe
// to repeat are retried: reads always, a write only when it carries an Idempotency-Key (the server
// then answers a repeat with the first answer instead of doing the work twice). While a call waits,
// `serverBusy` says so, for the shell's "Server busy, retrying…" notice.

export interface BusyRetryPolicy {
  /** retries after the first attempt */
  maxRetries: number;
  /** the first retry waits at least this long; each next one twice as long */
  baseDelayMs: number;
  /** no wait is longer than this, whatever Retry-After says */
  maxDelayMs: number;
}

export const BUSY_RETRY: BusyRetryPolicy = { maxRetries: 3, baseDelayMs: 1_000, maxDelayMs: 10_000 };

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Whether repeating this call is safe. */
export function isRetryable(method: string | undefined, headers?: HeadersInit): boolean {
  const verb = (method ?? 'GET').toUpperCase();
  if (verb === 'GET' || verb === 'HEAD') return true;
  return new Headers(headers).has(IDEMPOTENCY_HEADER);
}

/**
 * How long to wait before retry number `retry` (1 = the first), or null: give up. A 503 without a
 * readable Retry-After is not load shedding (a console not built, a proxy) and is not retried.
 */
export function retryDelayMs(retryAfter: string | null, retry: number, policy = BUSY_RETRY, now = Date.now()): number | null {
  if (retryAfter === null || retry > policy.maxRetries) return null;
  const text = retryAfter.trim();
  let told: number;
  if (/^\d+$/.test(text)) told = Number(text) * 1000;
  else {
    const date = Date.parse(text);
    if (Number.isNaN(date)) return null;
    told = Math.max(0, date - now);
  }
  const backoff = policy.baseDelayMs * 2 ** (retry - 1);
  return Math.min(policy.maxDelayMs, Math.max(told, backoff));
}

/** How many calls are waiting to retry right now; the shell shows its notice while any are. */
function createBusyStore() {
  let waiting = 0;
  const listeners = new Set<() => void>();
  const change = (delta: number) => {
    waiting += delta;
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    isBusy: () => waiting > 0,
    change,
  };
}

export const serverBusy = createBusyStore();

function wait(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }
    function aborted() {
      clearTimeout(timer);
      reject(signal!.reason);
    }
    signal?.addEventListener('abort', aborted, { once: true });
  });
}

export interface BusyRetryOptions {
  policy?: BusyRetryPolicy;
  /** +1 when a call starts waiting to retry, -1 when it stops */
  onWaiting?: (delta: number) => void;
  sleep?: (ms: number, signal?: AbortSignal | null) => Promise<void>;
}

/** `fetchImpl` that retries a retryable call answered 503 with Retry-After, with the same request. */
export function withBusyRetry(fetchImpl: typeof fetch, options: BusyRetryOptions = {}): typeof fetch {
  const { policy = BUSY_RETRY, onWaiting = serverBusy.change, sleep = wait } = options;
  return async (input, init) => {
    if (!isRetryable(init?.method, init?.headers)) return fetchImpl(input, init);
    let waiting = false;
    try {
      for (let retry = 1; ; retry++) {
        const response = await fetchImpl(input, init);
        if (response.status !== 503) return response;
        const delay = retryDelayMs(response.headers.get('retry-after'), retry, policy);
        if (delay === null) return response;
        if (!waiting) onWaiting(+1);
        waiting = true;
        await response.body?.cancel().catch(() => undefined);
        await sleep(delay, init?.signal);
      }
    } finally {
      if (waiting) onWaiting(-1);
    }
  };
}
