// One process's fan-out of the outbox (ARCHITECTURE.md "Events, jobs and scale-out"): woken by
// LISTEN/NOTIFY (listen.ts) or, as a fallback for a lost notification, by a slow poll, it reads the
// rows after the last id it saw, a batch per query however many notifications a burst sent, and
// hands each to every open stream. Rows come from the table, never from the notification.
//
// Ids are taken at insert but become visible at commit, so a smaller id can appear after a larger
// one. A skipped id is remembered for `gapMs` and looked for again on every read; after that it is
// taken for a rolled-back transaction (which also leaves a hole) and forgotten.
import { asc, gt, inArray, max } from 'drizzle-orm';
import { events } from '../db/schema';
import type { Db } from '../db/store';
import { listenTo, type Listening } from './listen';
import { EVENTS_CHANNEL } from './record';

export type EventRow = typeof events.$inferSelect;

export interface HubSubscriber {
  deliver(row: EventRow): void;
}

export interface HubOptions {
  pollMs: number;
  gapMs: number;
  batch: number;
  log: { warn(obj: object, msg: string): void };
}

/** Where the hub stood when a stream joined: replay reads up to `horizon`, minus the ids still missing. */
export interface Horizon {
  horizon: number;
  gaps: number[];
}

// a sequence jump (a crashed server's cached values) is no list of missing events
const MAX_GAPS = 1000;

export class EventHub {
  private lastSeen = 0;
  private readonly gaps = new Map<number, number>();
  private readonly subscribers = new Set<HubSubscriber>();
  private starting?: Promise<void>;
  private listening?: Listening;
  private poll?: NodeJS.Timeout;
  private draining = false;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly options: HubOptions,
  ) {}

  /** Joins the fan-out; from now on every new row is handed to `subscriber`. */
  async subscribe(subscriber: HubSubscriber): Promise<Horizon> {
    // started by the first stream: a process nobody follows holds no connection in LISTEN
    // a failed start (the database unreachable) is tried again by the next stream
    this.starting ??= this.start().catch((error: unknown) => {
      this.starting = undefined;
      throw error;
    });
    await this.starting;
    // in the same tick as the snapshot: whatever the hub reads next goes to the new subscriber
    this.subscribers.add(subscriber);
    return { horizon: this.lastSeen, gaps: [...this.gaps.keys()] };
  }

  unsubscribe(subscriber: HubSubscriber): void {
    this.subscribers.delete(subscriber);
  }

  get size(): number {
    return this.subscribers.size;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.poll);
    this.subscribers.clear();
    await this.starting?.catch(() => undefined);
    await this.listening?.stop();
  }

  private async start(): Promise<void> {
    const [row] = await this.db.select({ id: max(events.id) }).from(events);
    this.lastSeen = Number(row?.id ?? 0);
    this.listening = await listenTo(this.db, EVENTS_CHANNEL, () => void this.drain(), this.options.log, this.options.pollMs);
    this.poll = setInterval(() => void this.drain(), this.options.pollMs);
    this.poll.unref();
  }

  /** Reads what is new; a wake-up during a read makes it read once more instead of twice at once. */
  private async drain(): Promise<void> {
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = true;
    try {
      do {
        this.again = false;
        await this.fillGaps();
        for (;;) {
          const rows = await this.db.select().from(events).where(gt(events.id, this.lastSeen)).orderBy(asc(events.id)).limit(this.options.batch);
          if (this.stopped) return;
          for (const row of rows) {
            for (let id = this.lastSeen + 1; id < row.id && this.gaps.size < MAX_GAPS; id++) this.gaps.set(id, Date.now());
            this.lastSeen = row.id;
            this.hand(row);
          }
          if (rows.length < this.options.batch) break;
        }
      } while (this.again && !this.stopped);
    } catch (error) {
      // the next notification or poll tries again from the same id
      this.options.log.warn({ err: { type: (error as Error)?.constructor?.name, message: (error as Error)?.message } }, 'events read failed');
    } finally {
      this.draining = false;
    }
  }

  private async fillGaps(): Promise<void> {
    if (this.gaps.size === 0) return;
    const now = Date.now();
    for (const [id, since] of this.gaps) if (now - since > this.options.gapMs) this.gaps.delete(id);
    if (this.gaps.size === 0) return;
    const rows = await this.db.select().from(events).where(inArray(events.id, [...this.gaps.keys()])).orderBy(asc(events.id));
    for (const row of rows) {
      // deleted first: a stream joining meanwhile replays only what is not a gap any more
      if (this.gaps.delete(row.id)) this.hand(row);
    }
  }

  private hand(row: EventRow): void {
    for (const subscriber of this.subscribers) subscriber.deliver(row);
  }
}
