// Issue 18's closing figure: an inbound SMS to an agent's number until the agent's answer is back
// (demo carrier → conversation runtime → demo model → messages, events and call record written),
// p50/p95 over distinct callers (each its own flood budget), and a three-turn call likewise. On the
// real server over HTTP (in-memory PGlite, or TEST_DATABASE_URL). Prints JSON lines.
import { phoneNumbers } from '../server/db/schema';
import { startTestServer } from '../server/testing/index';
import { measurer } from './measure';

const server = await startTestServer({ staticDir: null });
const { orgs, agents } = server.seeded;
const to = '+15550009999';
await server.db.db.insert(phoneNumbers).values({ number: to, accountId: orgs.acme, agentAccountId: agents.acme[0], carrier: 'demo', source: 'bought', status: 'active' });
const print = (metric: string, values: Record<string, number>) =>
  console.log(JSON.stringify({ bench: 'inbound', metric, database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', ...values }));
const measure = measurer(print);
const caller = (i: number) => `+1555${String(8_000_000 + i).padStart(7, '0')}`;
const post = (path: string, body: object) => fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const texts = ['Hi, are you open on Saturday?', 'Can I book an appointment for tomorrow at 10 am?', 'Can I talk to a real person?'];
await measure('sms_to_answer_ms', (i) => post('/dev/carrier/sms', { from: caller(i), to, text: texts[i % texts.length] }), (b) => b.status === 'answered' && !!b.reply);
await measure(
  'call_3_turns_ms',
  (i) => post('/dev/carrier/call', { from: caller(10_000 + i), to, turns: ['Hello, what are your opening hours?', 'Can I book an appointment on Friday?', 'Thanks, bye'] }),
  (b) => b.status === 'answered' && b.replies.length === 4,
  50,
);
await server.close();
