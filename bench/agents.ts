// Agents on the real server over HTTP (in-memory PGlite, or TEST_DATABASE_URL): p50/p95 of a
// staging save (each based on the previous revision, as autosave does) and of publish, and a page
// of an organization's agent list over 1,000 agents with campaigns. Prints JSON lines.
import { eq } from 'drizzle-orm';
import { accounts, agentCampaigns } from '../server/db/schema';
import { completePayload } from '../server/agents/payload';
import { signInByEmail, startTestServer } from '../server/testing/index';
import { measurer } from './measure';

const AGENTS = 1_000;
const server = await startTestServer({ staticDir: null });
const db = server.db.db;
const print = (metric: string, values: Record<string, number>) => console.log(JSON.stringify({ bench: 'agents', metric, ...values }));

const [org] = await db.select().from(accounts).where(eq(accounts.email, 'owner@harbordental.example'));
const t0 = performance.now();
for (let start = 0; start < AGENTS; start += 250) {
  const rows = await db
    .insert(accounts)
    .values(
      Array.from({ length: 250 }, (_, i) => ({
        username: `bench-agent-${start + i}`, accountName: `Bench agent ${String(start + i).padStart(4, '0')}`, name: `Bench agent ${start + i}`,
        accountType: 'agent' as const, organizationId: org.id, partnerId: org.partnerId, resellerId: org.resellerId,
      })),
    )
    .returning({ id: accounts.id });
  const payload = completePayload({}, { agentInstructions: 'You answer the phone for Harbor Dental. '.repeat(40) });
  await db.insert(agentCampaigns).values(rows.map((r) => ({ agentId: r.id, organizationId: org.id, staging: payload, production: payload, revision: 1 })));
}
print('seed_agents_1000_s', { value: +((performance.now() - t0) / 1000).toFixed(2) });

const token = await signInByEmail(server.url, 'owner@harbordental.example');
const [agent] = await db.select().from(accounts).where(eq(accounts.username, 'harbor-dental-reception'));
const url = (path: string, target: number, query = '') => `${server.url}${path}?token=${token}&targetAccountId=${target}${query}`;
const post = (path: string, body: unknown) =>
  fetch(url(path, agent.id), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const measure = measurer(print);

let revision = (await (await fetch(url('/api/v2/campaigns', agent.id))).json()).campaign.revision as number;
const prompt = (i: number) => `You are the front desk of Harbor Dental (draft ${i}). `.repeat(60);
await measure(
  'save_staging_ms',
  (i) => post('/api/v2/campaign', { agentInstructions: prompt(i), published: false, baseRevision: revision }),
  (b) => (revision = b.campaign.revision) > 0,
);
await measure(
  'publish_ms',
  () => post('/api/v2/agent/publish', { baseRevision: revision }),
  (b) => (revision = b.campaign.revision) > 0 && !b.campaign.unpublishedChanges,
);
await measure('agents_list_page20_of_1002_ms', (i) => fetch(url('/api/v2/campaigns', org.id, `&page=${1 + (i % 50)}&pageSize=20`)), (b) => b.campaigns.length === 20 && b.total === AGENTS + 2);
await measure('agents_list_search_ms', (i) => fetch(url('/api/v2/campaigns', org.id, `&q=${['agent 01', 'bench', '99', 'recall'][i % 4]}&pageSize=20`)), (b) => b.campaigns.length > 0);
await server.close();
