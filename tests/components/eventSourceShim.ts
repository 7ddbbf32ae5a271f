// jsdom and Node 20 have no EventSource: the component suites get a small one with the browser's
// behaviour the console relies on (named events with their lastEventId, readyState, onopen/onerror,
// close). It reads the real server's stream over node:http with a socket of its own, so close()
// leaves the server nothing open.
import { request, type ClientRequest } from 'node:http';
import { createParser } from 'eventsource-parser';
import { expect } from 'vitest';
import { waitFor } from '@testing-library/react';

// the connected streams, shared by every file's copy of this module (isolate: false)
const connected: Set<EventTarget> = ((globalThis as { __connectedEventStreams?: Set<EventTarget> }).__connectedEventStreams ??= new Set());

/**
 * Resolves once a screen's events stream is connected: the console asks for a ticket before each
 * connection, and the stream replays nothing from before its first one, so a test that makes an
 * event while a screen is open waits for this first.
 */
export const streamConnected = () => waitFor(() => expect(connected.size).toBeGreaterThan(0), { timeout: 15_000 });

export class TestEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  readonly withCredentials = false;
  private req: ClientRequest;

  constructor(readonly url: string) {
    super();
    this.req = request(url, { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
      if (this.readyState === this.CLOSED) return void res.destroy();
      if (res.statusCode !== 200) {
        res.resume();
        return this.fail();
      }
      this.readyState = this.OPEN;
      connected.add(this);
      this.onopen?.(new Event('open'));
      const parser = createParser({
        onEvent: (e) => {
          if (this.readyState !== this.OPEN) return;
          const message = new MessageEvent(e.event ?? 'message', { data: e.data, lastEventId: e.id ?? '' });
          if (!e.event) this.onmessage?.(message);
          this.dispatchEvent(message);
        },
      });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => parser.feed(chunk));
      res.on('end', () => this.fail());
      res.on('error', () => this.fail());
    });
    this.req.on('error', () => this.fail());
    this.req.end();
  }

  close(): void {
    this.readyState = this.CLOSED;
    connected.delete(this);
    this.req.destroy();
  }

  // a test need not wait out the browser's reconnect: an ended stream is closed for good
  private fail(): void {
    if (this.readyState === this.CLOSED) return;
    this.readyState = this.CLOSED;
    connected.delete(this);
    this.onerror?.(new Event('error'));
  }
}

// Every file's setup installs its own copy: files share one environment (isolate: false), and a class
// left by an earlier file's copy of this module is not the one a test imports to watch.
export function installEventSource(): void {
  (globalThis as { EventSource?: unknown }).EventSource = TestEventSource;
}
