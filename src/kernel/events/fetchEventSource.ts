// Server-sent events read with fetch instead of the browser's EventSource, which cannot send headers:
// the session token goes in the Authorization header (the http client's `stream`), never in the URL.
// It offers what EventFeed uses of an EventSource (listeners per event type, onopen, onerror,
// readyState, close) and, unlike the browser's, does not reconnect by itself: a stream that ends or
// fails turns CLOSED and calls onerror, and EventFeed opens it again after a delay, resuming from the
// last event id it saw.
import { createParser } from 'eventsource-parser';
import type { HttpClient } from '../../adapters/http';

export interface EventSourceLike {
  readonly CLOSED: number;
  readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 2;

export class FetchEventSource implements EventSourceLike {
  readonly CLOSED = CLOSED;
  readyState = CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, Set<(event: Event) => void>>();
  private readonly abort = new AbortController();

  constructor(http: HttpClient, path: string, query: Record<string, string | null> = {}) {
    void this.run(http, path, query);
  }

  addEventListener(type: string, listener: (event: Event) => void): void {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener);
  }

  removeEventListener(type: string, listener: (event: Event) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = CLOSED;
    this.abort.abort();
  }

  private async run(http: HttpClient, path: string, query: Record<string, string | null>): Promise<void> {
    try {
      const response = await http.stream(path, { query, signal: this.abort.signal });
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      if (this.readyState === CLOSED) return;
      this.readyState = OPEN;
      this.onopen?.(new Event('open'));
      const parser = createParser({
        onEvent: ({ event, data, id }) => {
          const message = new MessageEvent(event ?? 'message', { data, lastEventId: id ?? '' });
          for (const listener of [...(this.listeners.get(event ?? 'message') ?? [])]) listener(message);
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
    } catch {
      // refused, dropped or aborted: the same ending below
    }
    if (this.abort.signal.aborted) return;
    this.readyState = CLOSED;
    this.onerror?.(new Event('error'));
  }
}
