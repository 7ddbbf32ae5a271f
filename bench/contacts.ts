// p50/p95 of GET /api/v2/contact for a page of 20 over 10,000 contacts of one organization, on the
// real server over HTTP (in-memory PGlite, or TEST_DATABASE_URL). Prints JSON lines.
import { signInByEmail, startTestServer } from '../server/testing/index';
import { seedBulkContacts } from '../server/seed';

const COUNT = 10_000;
const server = await startTestServer({ staticDir: null });
const acme = server.seeded.orgs.acme;
const t0 = performance.now();
await seedBulkContacts(server.db, acme, COUNT);
console.log(JSON.stringify({ bench: 'contacts', metric: 'seed_10000_s', value: +((performance.now() - t0) / 1000).toFixed(2) }));

const token = await signInByEmail(server.url, 'owner@acme.example');
async function measure(label: string, query: (i: number) => string, runs = 200) {
  const times: number[] = [];
  for (let i = 0; i < runs + 10; i++) {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/v2/contact?token=${token}&${query(i)}`);
    const body = (await response.json()) as { contacts: unknown[] };
    if (!response.ok || body.contacts.length === 0) throw new Error(`bad answer ${response.status}`);
    if (i >= 10) times.push(performance.now() - started); // first 10 warm up
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => +times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(2);
  console.log(JSON.stringify({ bench: 'contacts', metric: label, runs, p50_ms: at(50), p95_ms: at(95) }));
}
await measure('list_page20_ms', (i) => `page=${1 + (i % 500)}&pageSize=20`);
await measure('search_page20_ms', (i) => `page=1&pageSize=20&search=${['bulk', '555', '99@', 'example'][i % 4]}`);
await server.close();
