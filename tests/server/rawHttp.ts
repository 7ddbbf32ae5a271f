// Raw TCP clients for the connection tests: what a browser, a slow client or an idle one does on
// the wire, with the moment the server closed the connection.
import { connect as netConnect, type Socket } from 'node:net';

export interface RawConnection {
  socket: Socket;
  /** everything the server sent so far */
  received(): string;
  /** resolves with the time (performance.now()) the connection closed */
  closed: Promise<number>;
  /** resolves once the received text matches, rejects after `timeoutMs` */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  send(text: string): void;
}

/** A TCP connection to the server at `url` (http://host:port), once connected. */
export function rawConnect(url: string): Promise<RawConnection> {
  const { hostname, port } = new URL(url);
  const socket = netConnect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
  let text = '';
  const waiters = new Set<() => void>();
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    text += chunk;
    waiters.forEach((w) => w());
  });
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now())));
  const connection: RawConnection = {
    socket,
    received: () => text,
    closed,
    send: (data) => void socket.write(data),
    waitFor(pattern, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!pattern.test(text)) return;
          cleanup();
          resolve(text);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no ${pattern} within ${timeoutMs} ms; received: ${JSON.stringify(text.slice(0, 500))}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(connection));
    socket.once('error', reject);
  });
}

/** The request line and headers of a keep-alive request, as a browser sends them. */
export function rawRequest(method: string, path: string, headers: Record<string, string> = {}): string {
  const lines = Object.entries({ Host: 'localhost', Connection: 'keep-alive', ...headers }).map(([k, v]) => `${k}: ${v}`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/** A JSON request whose body never finishes: the server holds it as in flight until cut. */
export async function openUnfinishedRequest(url: string, path: string): Promise<RawConnection> {
  const connection = await rawConnect(url);
  connection.send(rawRequest('POST', path, { 'Content-Type': 'application/json', 'Content-Length': '1000' }) + '{"domain":');
  return connection;
}

/** A GET whose answer stays open (a stream): resolves once its status line arrived. */
export async function openLongGet(url: string, path: string, headers: Record<string, string> = {}): Promise<RawConnection> {
  const connection = await rawConnect(url);
  connection.send(rawRequest('GET', path, { Accept: 'text/event-stream', ...headers }));
  await connection.waitFor(/^HTTP\/1\.1 200/);
  return connection;
}
