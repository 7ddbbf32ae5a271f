// One open event stream: what it may see (the caller's subtree, optional types), its replay from
// the table after `Last-Event-ID`, then the hub's live rows, framed as server-sent events.
import { PassThrough } from 'node:stream';
import { and, asc, eq, gt, inArray, lte, notInArray, type SQL } from 'drizzle-orm';
import type { SubtreeScope } from '../auth/targetScope';
import { events } from '../db/schema';
import type { Db } from '../db/store';
import type { EventRow, Horizon, HubSubscriber } from './hub';
import type { EventType } from './types';

export interface StreamFilter {
  scope: SubtreeScope | null;
  /** null: every type */
  types: readonly EventType[] | null;
  /** the last id the client has (Last-Event-ID): replay after it, and never send it or older again */
  after: number | null;
}

/** What a browser gets for one event (docs/api-contract.md "Events"). */
export function eventData(row: EventRow) {
  return {
    id: row.id,
    type: row.type,
    accountId: row.accountId,
    agentId: row.agentId,
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
  };
}

export function frame(row: EventRow): string {
  return `id: ${row.id}\nevent: ${row.type}\ndata: ${JSON.stringify(eventData(row))}\n\n`;
}

export const HEARTBEAT = ': heartbeat\n\n';
// past this much unread output the client is not keeping up: the stream ends and the browser
// reconnects with Last-Event-ID, replaying from the table instead of from this process's memory
const MAX_UNREAD_BYTES = 1024 * 1024;
const REPLAY_BATCH = 500;

export class EventStream implements HubSubscriber {
  readonly out = new PassThrough();
  private replaying = true;
  private queued: EventRow[] = [];
  private readonly types: Set<string> | null;

  constructor(private readonly filter: StreamFilter) {
    this.types = filter.types ? new Set(filter.types) : null;
    // the browser's reconnect delay, and a first write so the headers leave at once
    this.out.write('retry: 3000\n: stream open\n\n');
  }

  get ended(): boolean {
    return this.out.writableEnded || this.out.destroyed;
  }

  matches(row: EventRow): boolean {
    const { scope, after } = this.filter;
    if (after !== null && row.id <= after) return false;
    if (scope && row[scope.column] !== scope.id) return false;
    return !this.types || this.types.has(row.type);
  }

  deliver(row: EventRow): void {
    if (!this.matches(row)) return;
    if (this.replaying) this.queued.push(row);
    else this.write(frame(row));
  }

  write(text: string): boolean {
    if (this.ended) return false;
    if (this.out.writableLength > MAX_UNREAD_BYTES) {
      this.end();
      return false;
    }
    return this.out.write(text);
  }

  end(): void {
    if (!this.ended) this.out.end();
  }

  /** Sends what the client missed (after `after`, up to where the hub stood), then what came meanwhile. */
  async replay(db: Db, { horizon, gaps }: Horizon): Promise<void> {
    let cursor = this.filter.after;
    while (cursor !== null && cursor < horizon && !this.ended) {
      const rows = await db
        .select()
        .from(events)
        .where(this.replayWhere(cursor, horizon, gaps))
        .orderBy(asc(events.id))
        .limit(REPLAY_BATCH);
      for (const row of rows) if (!this.write(frame(row))) await this.drained();
      if (rows.length < REPLAY_BATCH) break;
      cursor = rows.at(-1)!.id;
    }
    this.replaying = false;
    for (const row of this.queued) this.write(frame(row));
    this.queued = [];
  }

  private replayWhere(cursor: number, horizon: number, gaps: number[]): SQL | undefined {
    const { scope } = this.filter;
    return and(
      gt(events.id, cursor),
      lte(events.id, horizon),
      // a missing id the hub still waits for is the hub's to hand over when it appears
      gaps.length ? notInArray(events.id, gaps) : undefined,
      scope ? eq(events[scope.column], scope.id) : undefined,
      this.types ? inArray(events.type, [...this.types]) : undefined,
    );
  }

  private drained(): Promise<void> {
    if (this.ended) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.out.off('drain', done);
        this.out.off('close', done);
        resolve();
      };
      this.out.once('drain', done);
      this.out.once('close', done);
    });
  }
}
