// The console's one live connection to the server's events (GET /api/v2/events/stream, issue 18
// point 3): a single EventSource per account view, opened while something listens and closed when
// the last listener leaves (an account switch or sign-out unmounts them all). The browser's
// EventSource sends no header, and the session token must not sit in its URL: each connection asks
// for a one-use, 60-second ticket first (`urlFor`, POST /api/v2/downloadTickets). A used ticket
// cannot serve the browser's own reconnect, so any error closes the source and opens a new one with
// a fresh ticket after a growing delay, resuming from the last id seen (`lastEventId`). A connection
// that could not resume (the first one, or one before any event arrived) may have missed what happened
// since the screen read its data: it tells the `onResync` listeners, which read again.

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

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 60_000;

export class EventFeed {
  private source: EventSource | null = null;
  private readonly handlers = new Map<string, Set<LiveEventHandler>>();
  private readonly resyncs = new Set<() => void>();
  private lastId: string | null = null;
  private retryMs = FIRST_RETRY_MS;
  private retry: ReturnType<typeof setTimeout> | undefined;
  /** bumped by each connection attempt and by close(): a ticket that arrives late opens nothing */
  private attempt = 0;
  private connecting = false;

  constructor(
    /** the stream's URL with a fresh one-use ticket (and the target it binds), resuming after `lastEventId` */
    private readonly urlFor: (lastEventId: string | null) => Promise<string>,
    private readonly create: (url: string) => EventSource = (url) => new EventSource(url),
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
    if (!this.source && !this.connecting && this.retry === undefined) this.open();
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

  /** Calls `listener` each time a connection opens without resuming from a known event. */
  onResync(listener: () => void): () => void {
    this.resyncs.add(listener);
    return () => void this.resyncs.delete(listener);
  }

  close(): void {
    clearTimeout(this.retry);
    this.retry = undefined;
    this.attempt += 1;
    this.connecting = false;
    this.source?.close();
    this.source = null;
  }

  private open(): void {
    const attempt = ++this.attempt;
    this.connecting = true;
    const resumed = this.lastId !== null;
    this.urlFor(this.lastId).then(
      (url) => {
        if (attempt !== this.attempt) return;
        this.connecting = false;
        if (this.handlers.size > 0) this.connect(url, resumed);
      },
      () => {
        // no ticket (offline, a server restarting): try again later; a lapsed session signs out elsewhere
        if (attempt !== this.attempt) return;
        this.connecting = false;
        this.retryLater();
      },
    );
  }

  private connect(url: string, resumed: boolean): void {
    const source = this.create(url);
    for (const type of this.handlers.keys()) source.addEventListener(type, this.onEvent);
    source.onopen = () => {
      this.retryMs = FIRST_RETRY_MS;
      if (!resumed) for (const listener of [...this.resyncs]) listener();
    };
    source.onerror = () => {
      if (this.source !== source) return;
      // the browser would reconnect with the same, spent ticket: reopen with a new one instead
      source.close();
      this.source = null;
      this.retryLater();
    };
    this.source = source;
  }

  private retryLater(): void {
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (this.handlers.size > 0 && !this.source && !this.connecting) this.open();
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
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
