import { freePort, spawnServer } from '../../server/testing/spawnServer';

// A fresh reference server, started the way users start it (server/main.ts), on a free port with an
// in-memory database, serving the built console from dist/.
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = await freePort();
  const server = await spawnServer({ DATA_DIR: 'memory', STATIC_DIR: 'dist', NODE_ENV: 'test' }, { port });
  // the one-time sign-in links the server prints for each persona at start
  await new Promise((resolve) => setTimeout(resolve, 300));
  const links = Object.fromEntries(
    [...server.output().matchAll(/^\s+(\S+@\S+)\s+(http:\/\/\S+oneTimeToken=\S+)$/gm)].map((m) => [m[1], m[2]]),
  );
  process.env.E2E_ONE_TIME_LINKS = JSON.stringify(links);
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_PORT = String(port);
  return server.stop;
}
