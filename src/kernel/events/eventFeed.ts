// The console's one live connection to the server's events (GET /api/v2/events/stream, issue 18
// point 3): a single EventSource per account view, opened while something listens and closed when
// the last listener leaves (an account switch or sign-out unmounts them all). The browser itself
// reconnects a dropped stream with Last-Event-ID; a stream the server refused or ended for good is
// opened again here after a growing delay, resuming from the last id seen (`lastEventId`).

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
  private source: EventSource | null = null;
  private readonly handlers = new Map<string, Set<LiveEventHandler>>();
  private lastId: string | null = null;
  private retryMs = FIRST_RETRY_MS;
  private retry: ReturnType<typeof setTimeout> | undefined;

  constructor(
    /** the stream's URL (with the session's token and target), resuming after `lastEventId` */
    private readonly urlFor: (lastEventId: string | null) => string,
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
    const source = this.create(this.urlFor(this.lastId));
    for (const type of this.handlers.keys()) source.addEventListener(type, this.onEvent);
    source.onopen = () => {
      this.retryMs = FIRST_RETRY_MS;
    };
    source.onerror = () => {
      // CONNECTING: the browser is reconnecting by itself; CLOSED: it gave up (a refusal)
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
