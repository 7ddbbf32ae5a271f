// A fresh seeded reference server of one test file's own, for component tests whose writes (a
// reseller's plugin toggle) or expectations (an empty audit log) must not meet the shared server of
// globalSetup. startTestServer cannot run inside jsdom: the components' global setup runs it, in
// node, on request (ownServerFactory in globalSetup.ts), from the same seeded template.
import { inject } from 'vitest';
import type { Seeded } from '../../server/seed';
import type { OwnServerRequest } from './ownServerFactory';

export interface OwnServer {
  url: string;
  seeded: Seeded;
  stop(): Promise<void>;
}

/**
 * `env`: variables the server reads as it starts (e.g. LLM_BASE_URL and the model-call limits);
 * `bulkContacts`: generated contacts for one seeded org.
 */
export async function startOwnServer(options: OwnServerRequest = {}): Promise<OwnServer> {
  const factory = inject('ownServerFactory');
  const response = await fetch(factory, { method: 'POST', body: JSON.stringify(options) });
  if (!response.ok) throw new Error(`test server did not start: ${response.status} ${await response.text()}`);
  const { url, seeded } = (await response.json()) as { url: string; seeded: Seeded };
  return {
    url,
    seeded,
    async stop() {
      await fetch(`${factory}?url=${encodeURIComponent(url)}`, { method: 'DELETE' });
    },
  };
}
