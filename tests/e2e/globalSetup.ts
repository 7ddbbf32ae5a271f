import { freePort, spawnServer, type ServerProcess } from '../../server/testing/spawnServer';
import { e2eWorkers, shareServers } from './servers';

// Fresh reference servers, started the way users start them (server/main.ts), each on a free port with
// an in-memory database, serving the built console from dist/: one per Playwright worker (servers.ts).
export default async function globalSetup(): Promise<() => Promise<void>> {
  const count = e2eWorkers();
  const started = await Promise.allSettled(
    Array.from({ length: count }, async () => {
      const port = await freePort();
      const server = await spawnServer({ DATA_DIR: 'memory', STATIC_DIR: 'dist', NODE_ENV: 'test' }, { port, timeoutMs: 120_000 });
      return { port, server };
    }),
  );
  const running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = () => Promise.all(running.map(({ server }) => server.stop())).then(() => undefined);
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  // the one-time sign-in links each server prints for each persona at start
  await new Promise((resolve) => setTimeout(resolve, 300));
  shareServers(running.map(({ port, server }) => ({ url: server.url, port, links: linksOf(server) })));
  return stopAll;
}

function linksOf(server: ServerProcess): Record<string, string> {
  return Object.fromEntries([...server.output().matchAll(/^\s+(\S+@\S+)\s+(http:\/\/\S+oneTimeToken=\S+)$/gm)].map((m) => [m[1], m[2]]));
}
