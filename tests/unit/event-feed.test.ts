// The console's live-events feed (src/kernel/events/eventFeed.ts) with a scripted stand-in for the
// browser's EventSource (the browser API, not our server: tests/components/contacts-live.test.tsx and
// the e2e specs run it against the real stream). Each connection asks for a fresh ticket; an error
// closes the source and reopens with a new ticket after a growing delay, resuming after the last id;
// a ticket that arrives after the last listener left opens nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventFeed } from '../../src/kernel/events/eventFeed';

class FakeSource extends EventTarget {
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = 0;
  onopen: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  constructor(readonly url: string) {
    super();
  }
  close() {
    this.readyState = this.CLOSED;
  }
  open() {
    this.readyState = this.OPEN;
    this.onopen?.(new Event('open'));
  }
  send(id: number, type: string) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify({ id, type }), lastEventId: String(id) }));
  }
  /** a drop: the browser says CONNECTING and would retry the same URL by itself */
  drop() {
    this.readyState = this.CONNECTING;
    this.onerror?.(new Event('error'));
  }
}

let sources: FakeSource[];
let asked: (string | null)[];
let ticketNo: number;
let failTickets: boolean;

function feed() {
  return new EventFeed(
    async (lastEventId) => {
      asked.push(lastEventId);
      if (failTickets) throw new Error('offline');
      ticketNo += 1;
      return `/api/v2/events/stream?${lastEventId ? `lastEventId=${lastEventId}&` : ''}ticket=t${ticketNo}`;
    },
    (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source as unknown as EventSource;
    },
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  sources = [];
  asked = [];
  ticketNo = 0;
  failTickets = false;
});
afterEach(() => vi.useRealTimers());

describe('EventFeed', () => {
  it('opens with a ticket, and after a drop reopens with a fresh ticket resuming after the last id, never the spent URL', async () => {
    const f = feed();
    const got: number[] = [];
    const stop = f.subscribe(['contact.created'], (e) => got.push(e.id));
    await vi.advanceTimersByTimeAsync(0);
    expect(sources.map((s) => s.url)).toEqual(['/api/v2/events/stream?ticket=t1']);
    sources[0]!.open();
    sources[0]!.send(41, 'contact.created');
    sources[0]!.send(42, 'contact.created');
    sources[0]!.drop();
    expect(sources[0]!.readyState).toBe(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual([null, '42']);
    expect(sources.map((s) => s.url)).toEqual(['/api/v2/events/stream?ticket=t1', '/api/v2/events/stream?lastEventId=42&ticket=t2']);
    sources[1]!.open();
    sources[1]!.send(43, 'contact.created');
    expect(got).toEqual([41, 42, 43]);
    stop();
    expect(sources[1]!.readyState).toBe(2);
  });

  it('backs off while tickets or connections fail, and starts over once a stream opens', async () => {
    const f = feed();
    failTickets = true;
    f.subscribe(['call.ended'], () => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(3);
    failTickets = false;
    await vi.advanceTimersByTimeAsync(4_000);
    expect(sources).toHaveLength(1);
    // refused (a used or expired ticket): CLOSED at once, retried with a new ticket after 8 s
    sources[0]!.readyState = 2;
    sources[0]!.onerror?.(new Event('error'));
    await vi.advanceTimersByTimeAsync(7_999);
    expect(sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(2);
    sources[1]!.open();
    sources[1]!.drop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sources).toHaveLength(3);
    expect(new Set(sources.map((s) => s.url)).size).toBe(3);
    f.close();
  });

  it('opens nothing when the last listener left before its ticket came, and one source for many listeners', async () => {
    const f = feed();
    const stop = f.subscribe(['message.in'], () => {});
    const stop2 = f.subscribe(['message.out'], () => {});
    stop();
    stop2();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toHaveLength(1);
    expect(sources).toHaveLength(0);
    const a = f.subscribe(['message.in'], () => {});
    const b = f.subscribe(['message.in', 'message.out'], () => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(sources).toHaveLength(1);
    a();
    expect(sources[0]!.readyState).toBe(0);
    b();
    expect(sources[0]!.readyState).toBe(2);
  });

  it('tells its resync listeners when a connection opens without resuming, and not when it resumes', async () => {
    const f = feed();
    let resyncs = 0;
    const stopResync = f.onResync(() => (resyncs += 1));
    const stop = f.subscribe(['contact.created'], () => {});
    await vi.advanceTimersByTimeAsync(0);
    sources[0]!.open();
    expect(resyncs).toBe(1); // the first connection: what happened before it opened is unknown
    sources[0]!.drop();
    await vi.advanceTimersByTimeAsync(1_000);
    sources[1]!.open();
    expect(resyncs).toBe(2); // no event seen yet: nothing to resume from
    sources[1]!.send(7, 'contact.created');
    sources[1]!.drop();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sources[2]!.url).toContain('lastEventId=7');
    sources[2]!.open();
    expect(resyncs).toBe(2); // resumed after event 7: the server replays what was missed
    stopResync();
    stop();
  });
});
