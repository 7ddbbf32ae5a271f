// The inbox's first page (issue 19's figures), on the real server over HTTP (in-memory PGlite, or
// TEST_DATABASE_URL's PostgreSQL): BENCH_ROOMS rooms (default 10,000) of Acme with BENCH_MESSAGES
// messages in all (default 1,000,000), seeded with generate_series; a tenth of the rooms attended by
// a person, a tenth with one of 1,000 contacts. Prints JSON lines: each tab's first page and its
// unread filter, one room's first page of messages, and the older page (p50/p95; goals ≤ 50 ms on
// PGlite, ≤ 15 ms on PostgreSQL).
import { sql } from 'drizzle-orm';
import { signInByEmail, startTestServer } from '../server/testing/index';

const ROOMS = Number(process.env.BENCH_ROOMS ?? 10_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const CONTACTS = 1_000;
const driver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const line = (metric: string, data: Record<string, unknown>) => console.log(JSON.stringify({ bench: 'inbox', driver, metric, ...data }));

const server = await startTestServer({ staticDir: null });
const db = server.db.db;
const acme = server.seeded.orgs.acme;
const agent = server.seeded.agents.acme[0]!;
const perRoom = Math.max(1, Math.floor(MESSAGES / ROOMS));

let t0 = performance.now();
// rooms: number i texts +1555000i; activity spread over 30 days, newest first by i
await db.execute(sql`insert into conversations (id, account_id, agent_id, agent_number, external_number, ai_agent_enabled, unread, attended, last_message, last_message_at)
  select gen_random_uuid()::text, ${acme}, ${agent}, '+15550100001', '+1555' || lpad(i::text, 7, '0'), i % 50 <> 0, i % 3 = 0, i % 10 = 0,
    'Message ' || i, now() - make_interval(secs => i * 259)
  from generate_series(1, ${ROOMS}) i`);
await db.execute(sql`insert into contacts (organization_id, data, search_text)
  select ${acme}, jsonb_build_object('firstName', 'Bench ' || i, 'phoneNumber', '(555) ' || lpad((i * 10 + 3)::text, 7, '0')), 'bench'
  from generate_series(1, ${CONTACTS}) i`);
await db.execute(sql`insert into conversation_messages (uuid, room_id, account_id, direction, body, created_at)
  select gen_random_uuid()::text, c.id, ${acme}, case when n % 2 = 0 then 'in' else 'out' end, 'Bench message ' || n, c.last_message_at - make_interval(secs => (${perRoom} - n) * 30)
  from conversations c cross join generate_series(1, ${perRoom}) n where c.account_id = ${acme} and c.external_number like '+1555%'`);
await db.execute(sql`analyze`);
line(`seed_${ROOMS}_rooms_${perRoom * ROOMS}_messages_s`, { value: +((performance.now() - t0) / 1000).toFixed(1) });

const token = await signInByEmail(server.url, 'owner@acme.example');
const pct = (times: number[], p: number) => +[...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);

async function time(label: string, path: () => string, check: (body: Record<string, unknown>) => boolean, runs = 40) {
  const times: number[] = [];
  let last: Record<string, unknown> = {};
  for (let i = 0; i < runs + 3; i++) {
    t0 = performance.now();
    const response = await fetch(`${server.url}${path()}${path().includes('?') ? '&' : '?'}token=${token}`);
    last = (await response.json()) as Record<string, unknown>;
    if (!response.ok || !check(last)) throw new Error(`${label}: bad answer ${response.status} ${JSON.stringify(last).slice(0, 200)}`);
    if (i >= 3) times.push(performance.now() - t0); // first 3 warm up
  }
  line(label, { runs, p50_ms: pct(times, 50), p95_ms: pct(times, 95), ...(typeof last.totalRooms === 'number' ? { totalRooms: last.totalRooms, totalExact: last.totalExact } : {}) });
  return last;
}

const full = (b: Record<string, unknown>) => (b.rooms as unknown[]).length === 20;
const priority = await time('priority_first_page_ms', () => '/api/v1/conversations', full);
await time('agent_first_page_ms', () => '/api/v1/agentConversations', full);
await time('priority_unread_first_page_ms', () => '/api/v1/conversations?unread=true', full);
await time('agent_unread_first_page_ms', () => '/api/v1/agentConversations?unread=true', full);
const roomId = (priority.rooms as { roomId: string }[])[0]!.roomId;
// reading a room marks it read: after the first read it is a read of a read room
const opened = await time('room_first_messages_page_ms', () => `/api/v1/conversations/${roomId}`, (b) => (b.messages as unknown[]).length === Math.min(50, perRoom));
const before = (opened.messages as { id: number }[])[0]!.id;
await time('room_older_messages_page_ms', () => `/api/v1/conversations/${roomId}?before=${before}`, (b) => Array.isArray(b.messages));
await server.close();
