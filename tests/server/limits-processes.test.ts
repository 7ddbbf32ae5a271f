// Limits hold across processes (issue 16 point 9): two API processes (server/main.ts, as users start
// it) on one PostgreSQL database, requests alternated or fired in parallel across both, and each
// budget is granted once in total, not once per process. PostgreSQL only (PGlite is one process's
// own database): skipped unless TEST_DATABASE_URL is set, as on the suite's PostgreSQL pass.
import { beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY } from '../../server/areas/kernel/signIn';
import { signInByEmail } from '../../server/demoSignIn';
import { CHAT_CALLS, LLM_LIMIT_ENV, tooMany } from '../../server/providers/llm/limits';
import { apiUrl, EMAILS } from './helpers';
import { apiProcesses, onPostgres, type ApiProcesses } from './processes';

const PER_ADDRESS = 3;
const PER_IP = 5;
const PER_USER = 3;
const PARALLEL = 16;

let processes: ApiProcesses;
let agent: number;

/** A code request through process `n % 2`, from the client `ip`. */
async function requestCode(n: number, email: string, ip: string) {
  const response = await fetch(apiUrl(processes.started[n % 2], '/api/v1/signin/email'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email }),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

/** One test chat message through process `n % 2`. */
async function chat(n: number, token: string) {
  const response = await fetch(apiUrl(processes.started[n % 2], '/api/v1/agent/runPrompt', { token, target: agent }), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ promptText: `Hello ${n}`, conversationId: `processes-${n}` }),
  });
  const text = await response.text(); // an event stream when served
  return { status: response.status, retryAfter: response.headers.get('retry-after'), json: response.status === 429 ? JSON.parse(text) : null };
}

const statuses = (replies: { status: number }[]) => replies.map((reply) => reply.status);
/** How many replies had each status: the budget's worth of 200s, the rest 429. */
const tally = (replies: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of replies) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

describe.skipIf(!onPostgres)('limits with two API processes on one database', () => {
  processes = apiProcesses({
    count: 2,
    env: {
      // each request names its client, so every test has budgets of its own
      TRUST_PROXY: 'true',
      SIGNIN_CODE_LIMIT_ADDRESS: String(PER_ADDRESS),
      SIGNIN_CODE_LIMIT_IP: String(PER_IP),
      [LLM_LIMIT_ENV.callsPerUser]: String(PER_USER),
    },
  });
  beforeAll(() => {
    agent = processes.copy!.seeded.agents.acme[0];
  });

  it('grants the per-address code budget once, alternating between the processes', async () => {
    const replies = [];
    // a client address each: only the per-address limit is in play
    for (let n = 0; n < 2 * PER_ADDRESS; n++) replies.push(await requestCode(n, 'ghost@nowhere.example', `198.51.100.${n + 1}`));
    expect(statuses(replies)).toEqual([200, 200, 200, 429, 429, 429]);
    expect(replies[PER_ADDRESS].body).toEqual({ success: false, message: TOO_MANY });
  });

  it('grants the per-IP code budget once, alternating between the processes', async () => {
    const replies = [];
    for (let n = 0; n < PER_IP + 2; n++) replies.push(await requestCode(n, `visitor${n}@nowhere.example`, '203.0.113.7'));
    expect(statuses(replies)).toEqual([...Array(PER_IP).fill(200), 429, 429]);
    expect(replies[PER_IP].body).toEqual({ success: false, message: TOO_MANY });
    expect(Number(replies[PER_IP].retryAfter)).toBeGreaterThan(0);
  });

  it('grants the per-address code budget exactly once to parallel requests split over both processes', async () => {
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, (_, n) => requestCode(n, 'parallel@nowhere.example', `198.51.100.${100 + n}`)),
    );
    expect(tally(replies)).toEqual({ 200: PER_ADDRESS, 429: PARALLEL - PER_ADDRESS });
  });

  it('grants the per-IP code budget exactly once to parallel requests split over both processes', async () => {
    const replies = await Promise.all(Array.from({ length: PARALLEL }, (_, n) => requestCode(n, `crowd${n}@nowhere.example`, '203.0.113.8')));
    expect(tally(replies)).toEqual({ 200: PER_IP, 429: PARALLEL - PER_IP });
  });

  it("grants a user's model-call budget once, in turn and in parallel", async () => {
    const owner = await signInByEmail(processes.started[0].url, EMAILS.acmeOwner);
    const inTurn = [];
    for (let n = 0; n < 2 * PER_USER; n++) inTurn.push(await chat(n, owner));
    expect(statuses(inTurn)).toEqual([200, 200, 200, 429, 429, 429]);
    const refused = inTurn[PER_USER];
    expect(refused.json).toEqual({ success: false, message: tooMany(CHAT_CALLS, 'user', PER_USER, 60_000, Number(refused.retryAfter)) });

    const admin = await signInByEmail(processes.started[1].url, EMAILS.acmeAdmin);
    const parallel = await Promise.all(Array.from({ length: PARALLEL }, (_, n) => chat(n, admin)));
    expect(tally(parallel)).toEqual({ 200: PER_USER, 429: PARALLEL - PER_USER });
  });
});
