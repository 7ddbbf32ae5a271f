// A small OpenAI-compatible chat-completions server for the provider tests (a stub of a third
// party, over real HTTP): each test sets how it answers. It records the requests it received.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubBehaviour =
  | { kind: 'stream'; chunks: unknown[] }
  | { kind: 'status'; status: number }
  /** a whole completion as application/json, as a server that ignores `stream: true` answers */
  | { kind: 'json'; body: unknown }
  | { kind: 'hang' };

export interface LlmStub {
  url: string;
  requests: { headers: IncomingMessage['headers']; body: any }[];
  /** answers left open by `hang` that the client has not closed yet */
  hanging(): number;
  behave(next: StubBehaviour): void;
  close(): Promise<void>;
}

export async function startLlmStub(): Promise<LlmStub> {
  let behaviour: StubBehaviour = { kind: 'stream', chunks: [] };
  const requests: LlmStub['requests'] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      requests.push({ headers: req.headers, body: raw ? JSON.parse(raw) : null });
      if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      if (behaviour.kind === 'status') return void res.writeHead(behaviour.status, { 'content-type': 'application/json' }).end('{"error":{"message":"nope"}}');
      if (behaviour.kind === 'json') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(behaviour.body));
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      if (behaviour.kind === 'hang') {
        open.add(res);
        return void res.on('close', () => open.delete(res));
      }
      for (const chunk of behaviour.chunks) res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    hanging: () => open.size,
    behave: (next) => (behaviour = next),
    close: () =>
      new Promise((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An OpenAI streaming chunk with text, or tool-call deltas. */
export const textChunk = (content: string, finish: string | null = null) => ({ choices: [{ index: 0, delta: { content }, finish_reason: finish }] });
export const toolChunk = (index: number, name: string | undefined, args: string, finish: string | null = null) => ({
  choices: [{ index: 0, delta: { tool_calls: [{ index, ...(name ? { id: `call_${index}`, type: 'function' } : {}), function: { ...(name ? { name } : {}), arguments: args } }] }, finish_reason: finish }],
});
