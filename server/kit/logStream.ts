// Standard output for the server's log, written so that a reader who stops reading or goes away
// can neither stop nor crash the server (issue 17 point 5). Servers started by `npm start` from a
// parent that then went away ignored SIGTERM: pino's default destination buffers while the pipe is
// full and, at exit, flushes synchronously, retrying EAGAIN forever, so process.exit never
// returned (reproduced: a reader that holds the pipe without reading, then SIGTERM). Here nothing
// is ever written synchronously: one asynchronous write at a time, a bounded buffer past which lines
// are dropped, and a broken pipe (EPIPE) or closed descriptor ends the writing for good.
import { write } from 'node:fs';

/** Bytes kept while the reader is slow; past this, new lines are dropped (and counted). */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** A full pipe (EAGAIN) is tried again after this long. */
const RETRY_MS = 100;

export interface LogStream {
  /** pino calls this with one serialised line */
  write(chunk: string): void;
  /** resolves once everything buffered is written, the stream broke, or `timeoutMs` passed */
  drain(timeoutMs: number): Promise<void>;
  /** lines dropped so far because the reader was too slow */
  dropped(): number;
}

export function createLogStream(fd = 1, maxBufferedBytes = MAX_BUFFERED_BYTES): LogStream {
  // Creating Node's stdout stream puts a pipe in non-blocking mode: a write to a stalled pipe then
  // fails with EAGAIN (retried later) instead of holding a threadpool thread, which process.exit
  // would wait for forever. Its own errors (EPIPE from a console.log) must not crash the server.
  if (fd === 1) process.stdout.on('error', () => undefined);
  const queue: Buffer[] = [];
  let buffered = 0;
  let writing = false;
  let broken = false;
  let dropped = 0;
  const drained = new Set<() => void>();

  const settle = () => {
    if (queue.length === 0 || broken) for (const resolve of drained) resolve();
  };
  const next = () => {
    if (broken || queue.length === 0) {
      writing = false;
      return settle();
    }
    writing = true;
    const chunk = queue[0];
    write(fd, chunk, 0, chunk.length, null, (error, written) => {
      if (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EAGAIN' || code === 'EBUSY') return void setTimeout(next, RETRY_MS).unref();
        broken = true;
        queue.length = 0;
        buffered = 0;
        return next();
      }
      buffered -= written;
      if (written < chunk.length) queue[0] = chunk.subarray(written);
      else queue.shift();
      next();
    });
  };

  return {
    write(chunk) {
      if (broken) return;
      const bytes = Buffer.from(chunk);
      if (buffered + bytes.length > maxBufferedBytes) {
        dropped++;
        return;
      }
      queue.push(bytes);
      buffered += bytes.length;
      if (!writing) next();
    },
    drain(timeoutMs) {
      if (queue.length === 0 || broken) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          drained.delete(done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        timer.unref();
        drained.add(done);
      });
    },
    dropped: () => dropped,
  };
}
