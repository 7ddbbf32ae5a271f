// The e2e suite runs its spec files on E2E_WORKERS Playwright workers (default 2), each against a
// reference server of its own (globalSetup starts them): files on different workers never see each
// other's data, and files on one worker run one after another as before. Each worker process picks
// its server by TEST_PARALLEL_INDEX, which Playwright sets before any spec module loads.
export interface E2eServer {
  url: string;
  port: number;
  /** the one-time sign-in links the server printed for each persona at start */
  links: Record<string, string>;
}

const SERVERS = 'E2E_SERVERS';

export function e2eWorkers(): number {
  const wanted = Number(process.env.E2E_WORKERS ?? 2);
  return Number.isInteger(wanted) && wanted >= 1 && wanted <= 8 ? wanted : 2;
}

export function shareServers(servers: E2eServer[]): void {
  process.env[SERVERS] = JSON.stringify(servers);
  pointAt(servers[0]);
}

function pointAt(server: E2eServer | undefined): void {
  if (!server) return;
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_PORT = String(server.port);
  process.env.E2E_ONE_TIME_LINKS = JSON.stringify(server.links);
}

/** In a worker: points baseURL(), port() and the one-time links at this worker's own server. */
export function pointAtWorkerServer(): void {
  const servers = JSON.parse(process.env[SERVERS] ?? '[]') as E2eServer[];
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  pointAt(servers[index % Math.max(servers.length, 1)]);
}
