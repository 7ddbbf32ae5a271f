// A webhook receiver the webhooks tests start on 127.0.0.1 (a stand-in for a customer's endpoint,
// not for our server): it records every request and answers as told, one behaviour per request
// (then the default): a status, a redirect, or hanging without an answer.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

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
}

export async function startReceiver(): Promise<Receiver> {
  const hanging = new Set<ServerResponse>();
  const receiver: Receiver = { url: '', received: [], next: [], fallback: { status: 200, body: 'ok' } };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      receiver.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const behaviour = receiver.next.shift() ?? receiver.fallback;
      if (behaviour === 'hang') return void hanging.add(response);
      response.writeHead(behaviour.status, behaviour.location ? { location: behaviour.location } : {});
      response.end(behaviour.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  afterAll(async () => {
    for (const response of hanging) response.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return receiver;
}
