// The fast path of the fan-out in each API process that runs jobs: woken by the events' LISTEN/NOTIFY
// (server/events/listen.ts), with a slow poll for a lost notification, it fans out what is new. A
// wake-up during a run makes it run once more rather than twice at once; across processes the
// cursor's row lock takes them in turn (fanout.ts).
import type { Db } from '../db/store';
import { listenTo } from '../events/listen';
import { EVENTS_CHANNEL } from '../events/record';
import type { Enqueue } from './deliver';
import { fanOutEvents } from './fanout';

interface Log {
  warn(obj: object, msg: string): void;
}

/** `made`: called after a run that made deliveries (their jobs are committed), to wake the workers. */
export async function startFanoutListener(db: Db, enqueue: Enqueue, log: Log, made: () => void = () => {}, pollMs = 5_000): Promise<() => Promise<void>> {
  let running = false;
  let again = false;
  let stopped = false;
  const run = async () => {
    if (running) return void (again = true);
    running = true;
    try {
      do {
        again = false;
        if ((await fanOutEvents(db, enqueue)) > 0) made();
      } while (again && !stopped);
    } catch (error) {
      log.warn({ err: { type: (error as Error)?.constructor?.name, message: (error as Error)?.message } }, 'webhook fan-out failed');
    } finally {
      running = false;
    }
  };
  const listening = await listenTo(db, EVENTS_CHANNEL, () => void run(), log, pollMs);
  const poll = setInterval(() => void run(), pollMs);
  poll.unref();
  void run();
  return async () => {
    stopped = true;
    clearInterval(poll);
    await listening.stop();
  };
}
