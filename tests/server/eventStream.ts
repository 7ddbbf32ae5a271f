// A client of GET /api/v2/events/stream for the server suites and the bench: opens the stream,
// parses it as it arrives (eventsource-parser, as browsers parse it) and waits for what a test expects.
// node:http with a socket of its own, not fetch: closing destroys that socket, where undici's abort
// left the server a fresh idle connection that kept app.close() waiting.
import { request, type IncomingMessage } from 'node:http';
import { createParser } from 'eventsource-parser';

export interface StreamEvent {
  id: string | undefined;
  event: string;
  data: any;
}

export interface OpenStream {
  status: number;
  /** the JSON body of a refusal (4xx) */
  body: any;
  events: StreamEvent[];
  comments: string[];
  /** resolves with the first event (from now or already received) that `match` accepts */
  waitFor(match: (e: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** resolves when the server ends the stream */
  ended: Promise<void>;
  close(): void;
}

export async function openStream(url: URL | string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(url, { headers, agent: false }, resolve);
    req.on('error', reject);
    req.end();
  });
  const status = response.statusCode ?? 0;
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((w) => w());
  if (!String(response.headers['content-type']).startsWith('text/event-stream')) {
    let text = '';
    for await (const chunk of response) text += chunk;
    return { status, body: text ? JSON.parse(text) : null, events, comments, waitFor: () => Promise.reject(new Error(`no stream: ${status} ${text}`)), ended: Promise.resolve(), close: () => {} };
  }
  const parser = createParser({
    onEvent: (e) => {
      events.push({ id: e.id, event: e.event ?? 'message', data: JSON.parse(e.data) });
      notify();
    },
    onComment: (c) => {
      comments.push(c.trim());
      notify();
    },
  });
  const ended = (async () => {
    response.setEncoding('utf8');
    try {
      for await (const chunk of response) parser.feed(chunk as string);
    } catch {
      // closed by us
    }
  })();
  function waitFor(match: (e: StreamEvent) => boolean, timeoutMs = 5000): Promise<StreamEvent> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = events.find(match);
        if (!found) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => [e.id, e.event]))}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  }
  return { status, body: null, events, comments, waitFor, ended, close: () => response.destroy() };
}

/** Waits `ms` (for "nothing more arrives"). */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
