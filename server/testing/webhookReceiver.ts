// A webhook receiver on 127.0.0.1 (a stand-in for a customer's endpoint, not for our server), for the
// webhooks server tests, the e2e journey and bench/webhooks.ts: it records every request and answers
// as told, one behaviour per request (then the default): a status, a redirect, or hanging without an
// answer. No test framework here: each caller closes it its own way.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Behaviour = { status: number; body?: string; location?: string } | 'hang';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** what the next requests get, in order; afterwards `fallback` */
  next: Behaviour[];
  fallback: Behaviour;
  /** called with each request as it is recorded (the bench times it) */
  onReceived?: (got: Received) => void;
  close(): Promise<void>;
}

export async function openReceiver(): Promise<Receiver> {
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const got = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      receiver.received.push(got);
      receiver.onReceived?.(got);
      const behaviour = receiver.next.shift() ?? receiver.fallback;
      if (behaviour === 'hang') return void hanging.add(response);
      response.writeHead(behaviour.status, behaviour.location ? { location: behaviour.location } : {});
      response.end(behaviour.body ?? '');
    });
  });
  const receiver: Receiver = {
    url: '',
    received: [],
    next: [],
    fallback: { status: 200, body: 'ok' },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return receiver;
}
