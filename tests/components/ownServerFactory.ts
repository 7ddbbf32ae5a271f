// Runs in the components' global setup (node): starts and stops the test servers ownServer.ts asks
// for over HTTP (POST → { url, seeded }; DELETE ?url=), each on its own copy of the seeded template.
// Cheaper than a child process per file, which had to load the whole server first. A POST may carry
// `{ env }`: variables the server reads as it starts (the language model's provider and limits),
// set only while that server starts; starts run one at a time so no other server sees them. And
// `{ bulkContacts }`: that many generated contacts for one seeded org (lists past the count cap).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { applySubscriptionEvent } from '../../server/billing/subscriptionEvents';
import { seedBulkContacts } from '../../server/seed';
import { startTestServer, type TestServer } from '../../server/testing/index';

/** What a POST may ask for beside the seeded data. */
export interface OwnServerRequest {
  env?: Record<string, string>;
  bulkContacts?: { org: 'acme' | 'globex'; count: number };
  /** Cancels the seeded Growth subscription of Acme (premium, SMS): for the gates that need an org without them. */
  unsubscribeAcme?: boolean;
}

export interface OwnServerFactory {
  url: string;
  close(): Promise<void>;
}

export async function startOwnServerFactory(): Promise<OwnServerFactory> {
  const servers = new Map<string, TestServer>();
  let starting: Promise<unknown> = Promise.resolve();
  const start = ({ env = {}, bulkContacts, unsubscribeAcme }: OwnServerRequest) => {
    const next = starting.then(async () => {
      const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
      Object.assign(process.env, env);
      try {
        const server = await startTestServer();
        if (bulkContacts) await seedBulkContacts(server.db, server.seeded.orgs[bulkContacts.org], bulkContacts.count);
        if (unsubscribeAcme) {
          await applySubscriptionEvent(server.db.db, {
            accountId: server.seeded.orgs.acme,
            planId: 'growth',
            status: 'canceled',
            providerSubscriptionId: 'sub_acme001',
            currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
            term: 'month',
          });
        }
        return server;
      } finally {
        for (const [key, value] of Object.entries(saved)) {
          if (value === undefined) delete process.env[key];
          else process.env[key] = value;
        }
      }
    });
    starting = next.catch(() => undefined);
    return next;
  };
  const requestOf = async (request: IncomingMessage): Promise<OwnServerRequest> => {
    let raw = '';
    for await (const chunk of request) raw += String(chunk);
    return raw ? (JSON.parse(raw) as OwnServerRequest) : {};
  };
  const http: Server = createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const handle = async () => {
      if (request.method === 'POST') {
        const server = await start(await requestOf(request));
        servers.set(server.url, server);
        return reply(200, { url: server.url, seeded: server.seeded });
      }
      if (request.method === 'DELETE') {
        const url = new URL(request.url ?? '/', 'http://factory').searchParams.get('url') ?? '';
        await servers.get(url)?.close();
        servers.delete(url);
        return reply(200, {});
      }
      reply(405, { message: 'POST or DELETE' });
    };
    handle().catch((error: unknown) => reply(500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      await Promise.all([...servers.values()].map((server) => server.close()));
      await new Promise((resolve) => http.close(resolve));
    },
  };
}
