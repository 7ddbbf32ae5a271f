// The console's one live connection to the server's events (GET /api/v2/events/stream, issue 18
// point 3): a single stream per account view, opened while something listens and closed when the
// last listener leaves (an account switch or sign-out unmounts them all). The stream is read with
// fetch (fetchEventSource.ts: the token in the Authorization header, not the URL); one that drops,
// is refused or ends is opened again here after a growing delay, resuming from the last id seen
// (`lastEventId`).
import type { EventSourceLike } from './fetchEventSource';

/** One event as the stream sends it. */
export interface LiveEvent {
  id: number;
  type: string;
  accountId: number;
  agentId: number | null;
  payload: Record<string, unknown>;
  createdAt: string;
}

export type LiveEventHandler = (event: LiveEvent) => void;

const FIRST_RETRY_MS = 3_000;
const MAX_RETRY_MS = 60_000;

export class EventFeed {
  private source: EventSourceLike | null = null;
  private readonly handlers = new Map<string, Set<LiveEventHandler>>();
  private lastId: string | null = null;
  private retryMs = FIRST_RETRY_MS;
  private retry: ReturnType<typeof setTimeout> | undefined;

  constructor(
    /** opens the stream (the session's token and target), resuming after `lastEventId` */
    private readonly connect: (lastEventId: string | null) => EventSourceLike,
  ) {}

  /** Calls `handler` for each event of `types` until the returned function is called. */
  subscribe(types: readonly string[], handler: LiveEventHandler): () => void {
    for (const type of types) {
      let set = this.handlers.get(type);
      if (!set) {
        set = new Set();
        this.handlers.set(type, set);
        this.source?.addEventListener(type, this.onEvent);
      }
      set.add(handler);
    }
    if (!this.source && this.retry === undefined) this.open();
    return () => {
      for (const type of types) {
        const set = this.handlers.get(type);
        set?.delete(handler);
        if (set?.size === 0) {
          this.handlers.delete(type);
          this.source?.removeEventListener(type, this.onEvent);
        }
      }
      if (this.handlers.size === 0) this.close();
    };
  }


  close(): void {
    clearTimeout(this.retry);
    this.retry = undefined;
    this.source?.close();
    this.source = null;
  }

  private open(): void {
    const source = this.connect(this.lastId);
    for (const type of this.handlers.keys()) source.addEventListener(type, this.onEvent);
    source.onopen = () => {
      this.retryMs = FIRST_RETRY_MS;
    };
    source.onerror = () => {
      // CONNECTING: reconnecting by itself (a browser EventSource); CLOSED: ended, dropped or refused
      if (source.readyState !== source.CLOSED || this.source !== source) return;
      this.source = null;
      this.retry = setTimeout(() => {
        this.retry = undefined;
        if (this.handlers.size > 0) this.open();
      }, this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    };
    this.source = source;
  }

  private readonly onEvent = (message: Event) => {
    const { data, lastEventId } = message as MessageEvent<string>;
    if (lastEventId) this.lastId = lastEventId;
    let event: LiveEvent;
    try {
      event = JSON.parse(data) as LiveEvent;
    } catch {
      return;
    }
    for (const handler of [...(this.handlers.get(event.type) ?? [])]) handler(event);
  };
}
